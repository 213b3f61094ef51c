import Foundation
import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// LyrebirdMockableTests uses Mockable-shaped mocks the generator wrote. If the shape changes, this
/// test fails until they are regenerated with:
///
///     lyrebird generate Tests/LyrebirdMockableTests/Golden/Fixtures.swift \
///       Tests/LyrebirdMockableTests/Golden/Parents.swift --dialect mockable --disable-module-import \
///       --disable-cache -o Tests/LyrebirdMockableTests/Golden/GeneratedMocks.swift
///
/// and the overload matrix's, of the fixtures module, with:
///
///     lyrebird generate Tests/Fixtures/Overloads.swift --dialect mockable --module LyrebirdFixtures \
///       --disable-cache -o Tests/LyrebirdMockableTests/Golden/OverloadGeneratedMocks.swift
@Suite struct GoldenMockableMocksTests {
  private static let tests = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func theGoldenMockableMocksAreWhatTheGeneratorWrites() throws {
    let golden = Self.tests.appendingPathComponent("LyrebirdMockableTests/Golden")
    let expected = try String(contentsOf: golden.appendingPathComponent("GeneratedMocks.swift"), encoding: .utf8)
    try withTemporaryDirectory { directory in
      let output = directory.url("GeneratedMocks.swift")
      let files = ["Fixtures.swift", "Parents.swift"].map { golden.appendingPathComponent($0).path }
      var options = GeneratorOptions(
        modules: [GeneratorOptions.Module(name: nil, files: files)], output: .file(output),
        file: MockFileOptions(importsModule: false))
      options.dialect = .mockable
      _ = try Generator(options: options).run()
      #expect(try String(contentsOfFile: output, encoding: .utf8) == expected)
    }
  }

  @Test func theOverloadMatrixMocksAreWhatTheGeneratorWrites() throws {
    let golden = Self.tests.appendingPathComponent("LyrebirdMockableTests/Golden/OverloadGeneratedMocks.swift")
    let expected = try String(contentsOf: golden, encoding: .utf8)
    try withTemporaryDirectory { directory in
      let output = directory.url("GeneratedMocks.swift")
      let fixture = Self.tests.appendingPathComponent("Fixtures/Overloads.swift").path
      var options = GeneratorOptions(
        modules: [GeneratorOptions.Module(name: "LyrebirdFixtures", files: [fixture])], output: .file(output))
      options.dialect = .mockable
      _ = try Generator(options: options).run()
      #expect(try String(contentsOfFile: output, encoding: .utf8) == expected)
    }
  }
}
