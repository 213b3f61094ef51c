import Foundation
import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// The runtime tests use mocks of `Tests/LyrebirdTests/Golden/Fixtures.swift` that the generator
/// wrote. If the generator's shape changes, this test fails until they are regenerated with:
///
///     lyrebird generate Tests/LyrebirdTests/Golden/Fixtures.swift --disable-module-import \
///       --disable-cache -o Tests/LyrebirdTests/Golden/GeneratedMocks.swift
@Suite struct GoldenMocksTests {
  @Test func theGoldenMocksAreWhatTheGeneratorWrites() throws {
    let golden = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("LyrebirdTests/Golden")
    let expected = try String(contentsOf: golden.appendingPathComponent("GeneratedMocks.swift"), encoding: .utf8)
    try withTemporaryDirectory { directory in
      let output = directory.url("GeneratedMocks.swift")
      let options = GeneratorOptions(
        modules: [GeneratorOptions.Module(name: nil, files: [golden.appendingPathComponent("Fixtures.swift").path])],
        output: .file(output), file: MockFileOptions(importsModule: false))
      _ = try Generator(options: options).run()
      #expect(try String(contentsOfFile: output, encoding: .utf8) == expected)
    }
  }
}
