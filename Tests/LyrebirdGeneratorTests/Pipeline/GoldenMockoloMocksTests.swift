import Foundation
import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// LyrebirdMockoloTests and LyrebirdMockoloDSLTests run tests against Mockolo-shaped mocks the
/// generator wrote. If the shape changes, these tests fail until they are regenerated with:
///
///     lyrebird generate --dialect mockolo -srcs Tests/LyrebirdMockoloTests/Golden/Fixtures.swift \
///       -d Tests/LyrebirdMockoloTests/Golden/GeneratedMocks.swift --mock-all --disable-cache
///     lyrebird generate --dialect mockolo -srcs Tests/LyrebirdMockoloDSLTests/Golden/Fixtures.swift \
///       -d Tests/LyrebirdMockoloDSLTests/Golden/GeneratedMocks.swift --mock-all --disable-cache --lyrebird-dsl
///
/// and the overload matrix's in both, with (and again with `--lyrebird-dsl` into LyrebirdMockoloDSLTests):
///
///     lyrebird generate --dialect mockolo -srcs Tests/Fixtures/Overloads.swift --mock-unannotated \
///       --mock-all -i LyrebirdFixtures -d Tests/LyrebirdMockoloTests/Golden/OverloadGeneratedMocks.swift \
///       --disable-cache
@Suite struct GoldenMockoloMocksTests {
  @Test func theGoldenMockoloMocksAreWhatTheGeneratorWrites() throws {
    try expectGolden(in: "LyrebirdMockoloTests/Golden", usesLyrebirdDSL: false)
  }

  @Test func theGoldenLyrebirdDSLMocksAreWhatTheGeneratorWrites() throws {
    try expectGolden(in: "LyrebirdMockoloDSLTests/Golden", usesLyrebirdDSL: true)
  }

  @Test(arguments: [false, true]) func theOverloadMatrixMocksAreWhatTheGeneratorWrites(usesLyrebirdDSL: Bool) throws {
    let tests = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = usesLyrebirdDSL ? "LyrebirdMockoloDSLTests/Golden" : "LyrebirdMockoloTests/Golden"
    let golden = tests.appendingPathComponent(folder).appendingPathComponent("OverloadGeneratedMocks.swift")
    let expected = try String(contentsOf: golden, encoding: .utf8)
    try withTemporaryDirectory { directory in
      var flags = GeneratorOverrides(workingDirectory: tests.path)
      flags.inputs = ["Fixtures/Overloads.swift"]
      flags.dialect = .mockolo
      flags.testable = false
      flags.testableImports = ["LyrebirdFixtures"]
      flags.output = directory.url("GeneratedMocks.swift")
      flags.disablesCache = true
      var mockolo = MockoloRunOptions()
      mockolo.mocksClasses = true
      mockolo.requiresAnnotation = false
      mockolo.usesLyrebirdDSL = usesLyrebirdDSL
      flags.mockolo = mockolo
      _ = try Generator(options: GeneratorOptions(overrides: flags)).run()
      #expect(try String(contentsOfFile: directory.url("GeneratedMocks.swift"), encoding: .utf8) == expected)
    }
  }

  private func expectGolden(in folder: String, usesLyrebirdDSL: Bool) throws {
    let golden = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(folder)
    let expected = try String(contentsOf: golden.appendingPathComponent("GeneratedMocks.swift"), encoding: .utf8)
    try withTemporaryDirectory { directory in
      let output = directory.url("GeneratedMocks.swift")
      var options = GeneratorOptions(
        modules: [GeneratorOptions.Module(name: nil, files: [golden.appendingPathComponent("Fixtures.swift").path])],
        output: .file(output), file: MockFileOptions(testable: false, importsModule: false))
      options.dialect = .mockolo
      var mockolo = MockoloRunOptions()
      mockolo.mocksClasses = true
      mockolo.usesLyrebirdDSL = usesLyrebirdDSL
      options.mockolo = mockolo
      _ = try Generator(options: options).run()
      #expect(try String(contentsOfFile: output, encoding: .utf8) == expected)
    }
  }

  @Test func onlyAnnotatedTypesAreMockedAndClassesOnlyWithMockAll() throws {
    try withTemporaryDirectory { directory in
      let source = directory.url("Birds.swift")
      try """
      /// @mockable
      protocol Singing { func sing() }
      protocol Silent { func hush() }
      /// @mockable
      class Cage { func open() {} }
      """.write(toFile: source, atomically: true, encoding: .utf8)
      let output = directory.url("Mocks.swift")
      var options = GeneratorOptions(
        modules: [GeneratorOptions.Module(name: nil, files: [source])], output: .file(output))
      options.dialect = .mockolo
      options.mockolo = MockoloRunOptions()
      #expect(try Generator(options: options).run().mockedTypes == ["Singing"])
      options.mockolo?.mocksClasses = true
      #expect(try Generator(options: options).run().mockedTypes == ["Cage", "Singing"])
      options.mockolo?.annotation = "@birdmock"
      #expect(try Generator(options: options).run().mockedTypes == [])
    }
  }

  @Test func anUnknownAnnotationArgumentIsAnErrorAtTheType() throws {
    try withTemporaryDirectory { directory in
      let source = directory.url("Birds.swift")
      try """
      import Foundation

      /// @mockable(flavour: x = y)
      protocol Singing { func sing() }
      """.write(toFile: source, atomically: true, encoding: .utf8)
      let output = directory.url("Mocks.swift")
      var options = GeneratorOptions(
        modules: [GeneratorOptions.Module(name: nil, files: [source])], output: .file(output))
      options.dialect = .mockolo
      options.mockolo = MockoloRunOptions()
      let report = try Generator(options: options).run()
      let error = try #require(report.diagnostics.first { $0.severity == .error })
      #expect(error.location.line == 4)
      #expect(error.message.hasPrefix("unknown argument 'flavour:' in @mockable; expected 'typealias:'"))
      #expect(!FileManager.default.fileExists(atPath: output))
    }
  }
}
