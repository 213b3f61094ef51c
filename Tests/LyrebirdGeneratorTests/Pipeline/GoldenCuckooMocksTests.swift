import Foundation
import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// LyrebirdCuckooTests runs Cuckoo's document against Cuckoo-shaped mocks the generator wrote. If the
/// shape changes, this test fails until they are regenerated with:
///
///     lyrebird generate Tests/LyrebirdCuckooTests/Golden/Fixtures.swift --dialect cuckoo \
///       --disable-module-import --disable-cache -o Tests/LyrebirdCuckooTests/Golden/GeneratedMocks.swift
///
/// and the overload matrix's, of the fixtures module, with:
///
///     lyrebird generate Tests/Fixtures/Overloads.swift --dialect cuckoo --module LyrebirdFixtures \
///       --disable-cache -o Tests/LyrebirdCuckooTests/Golden/OverloadGeneratedMocks.swift
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

  @Test func theOverloadMatrixMocksAreWhatTheGeneratorWrites() throws {
    let tests = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let golden = tests.appendingPathComponent("LyrebirdCuckooTests/Golden/OverloadGeneratedMocks.swift")
    let expected = try String(contentsOf: golden, encoding: .utf8)
    try withTemporaryDirectory { directory in
      let output = directory.url("GeneratedMocks.swift")
      let fixture = tests.appendingPathComponent("Fixtures/Overloads.swift").path
      var options = GeneratorOptions(
        modules: [GeneratorOptions.Module(name: "LyrebirdFixtures", files: [fixture])], output: .file(output))
      options.dialect = .cuckoo
      _ = try Generator(options: options).run()
      #expect(try String(contentsOfFile: output, encoding: .utf8) == expected)
    }
  }
}
