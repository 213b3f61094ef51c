import Foundation
import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// LyrebirdCuckooTests runs Cuckoo's document against Cuckoo-shaped mocks the generator wrote. If the
/// shape changes, this test fails until they are regenerated with:
///
///     lyrebird generate Tests/LyrebirdCuckooTests/Golden/Fixtures.swift --dialect cuckoo \
///       --disable-module-import --disable-cache -o Tests/LyrebirdCuckooTests/Golden/GeneratedMocks.swift
@Suite struct GoldenCuckooMocksTests {
  @Test func theGoldenCuckooMocksAreWhatTheGeneratorWrites() throws {
    let golden = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("LyrebirdCuckooTests/Golden")
    let expected = try String(contentsOf: golden.appendingPathComponent("GeneratedMocks.swift"), encoding: .utf8)
    try withTemporaryDirectory { directory in
      let output = directory.url("GeneratedMocks.swift")
      var options = GeneratorOptions(
        modules: [GeneratorOptions.Module(name: nil, files: [golden.appendingPathComponent("Fixtures.swift").path])],
        output: .file(output), file: MockFileOptions(importsModule: false))
      options.dialect = .cuckoo
      _ = try Generator(options: options).run()
      #expect(try String(contentsOfFile: output, encoding: .utf8) == expected)
    }
  }
}
