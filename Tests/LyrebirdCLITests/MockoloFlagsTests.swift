import Foundation
import Testing

/// Mockolo's flags, after `generate --dialect mockolo`, keep Mockolo's meanings, so a Mockolo run
/// script works with `lyrebird generate --dialect mockolo` in place of `mockolo`.
@Suite struct MockoloFlagsTests {
  static let sources = [
    "Sources/Birds/Bird.swift":
      "import Foundation\n\n/// @mockable\nprotocol Bird {\n  func fly(to place: String) -> Int\n}\n",
    "Sources/Birds/Nest.swift": "/// @mockable\nclass Nest {\n  func fill() {}\n}\n",
    "Sources/Trees/Tree.swift": "import Dispatch\n\n/// @mockable\nprotocol Tree {\n  func grow()\n}\n",
    "Sources/Trees/TreeMocks.swift": "/// @mockable\nprotocol Sapling {\n  func sprout()\n}\n",
    "Sources/Trees/Unmarked.swift": "protocol Unmarked {\n  func hide()\n}\n",
  ]

  private func generate(_ flags: [String], in directory: URL) async throws -> (Int32, String, String) {
    let result = try await lyrebird(["generate", "--dialect", "mockolo"] + flags, in: directory)
    let mocks = directory.appendingPathComponent("Mocks.swift")
    // A run that fails writes nothing; one that succeeds must have written the file, and reading it must work.
    guard FileManager.default.fileExists(atPath: mocks.path) else {
      if result.status == 0 && flags.contains("Mocks.swift") { Issue.record("exited 0 without writing Mocks.swift") }
      return (result.status, "", result.standardError)
    }
    return (result.status, try contents(mocks), result.standardError)
  }

  @Test func sourceDirsTakeSeveralValuesAndOnlyAnnotatedProtocolsAreMocked() async throws {
    try await withSources(Self.sources) { directory in
      let (status, text, errors) = try await generate(
        ["-s", "Sources/Birds", "Sources/Trees", "-d", "Mocks.swift"], in: directory)
      #expect(status == 0, "\(errors)")
      #expect(text.contains("class BirdMock: Bird {"))
      #expect(text.contains("class TreeMock: Tree {"))
      #expect(text.contains("class SaplingMock: Sapling {"))
      #expect(!text.contains("NestMock") && !text.contains("UnmarkedMock"))
      // Like Mockolo's, the mocks import no part of Lyrebird.
      #expect(!text.contains("import Lyrebird"))
      #expect(text.contains("import Dispatch\nimport Foundation\n"))
    }
  }

  @Test func lyrebirdDSLImportsLyrebirdAndAddsItsHandles() async throws {
    try await withSources(Self.sources) { directory in
      let (status, text, errors) = try await generate(
        ["-s", "Sources/Birds", "--mock-all", "--lyrebird-dsl", "-d", "Mocks.swift"], in: directory)
      #expect(status == 0, "\(errors)")
      #expect(text.contains("\nimport Lyrebird\n"))
      #expect(text.contains("class BirdMock: Bird, Lyrebird.MockObject, @unchecked Swift.Sendable {"))
      #expect(text.contains("  var flyHandler: ((String) -> Int)?\n"))
      #expect(text.contains("func fly<__Handle>(to place: @autoclosure () -> String)"))
      // A class's mock keeps Mockolo's shape.
      #expect(text.contains("class NestMock: Nest, @unchecked Swift.Sendable {"))
    }
  }

  @Test func onlyAMockThatNeedsFoundationImportsIt() async throws {
    let files = [
      "Sources/Plain.swift": "/// @mockable\nprotocol Plain {\n  func f() -> Int\n}\n",
      "Sources/Locked.swift": "/// @mockable\nprotocol Locked: Sendable {\n  func f() -> Int\n}\n",
    ]
    try await withSources(files) { directory in
      var (status, text, errors) = try await generate(
        ["-srcs", "Sources/Plain.swift", "-d", "Mocks.swift"], in: directory)
      #expect(status == 0, "\(errors)")
      #expect(!text.contains("import"))
      (status, text, errors) = try await generate(
        ["-srcs", "Sources/Locked.swift", "-d", "Mocks.swift"], in: directory)
      #expect(status == 0, "\(errors)")
      #expect(text.contains("\nimport Foundation\n"))
    }
  }

  @Test func sourceFilesAndFileListsNameTheInputs() async throws {
    try await withSources(Self.sources.merging(["list.txt": "Sources/Trees/Tree.swift\n"]) { $1 }) { directory in
      var (status, text, errors) = try await generate(
        ["-srcs", "Sources/Birds/Bird.swift", "Sources/Birds/Nest.swift", "--destination", "Mocks.swift"], in: directory
      )
      #expect(status == 0, "\(errors)")
      #expect(text.contains("BirdMock") && !text.contains("TreeMock"))
      (status, text, errors) = try await generate(["-f", "list.txt", "-d", "Mocks.swift"], in: directory)
      #expect(status == 0, "\(errors)")
      #expect(text.contains("TreeMock") && !text.contains("BirdMock"))
    }
  }

  @Test func excludeSuffixesSkipSources() async throws {
    try await withSources(Self.sources) { directory in
      let (status, text, errors) = try await generate(
        ["-s", "Sources", "-x", "Mocks", "Tests", "-d", "Mocks.swift"], in: directory)
      #expect(status == 0, "\(errors)")
      #expect(text.contains("TreeMock") && !text.contains("SaplingMock"))
    }
  }

  @Test func mockUnannotatedMocksEveryProtocol() async throws {
    try await withSources(Self.sources) { directory in
      let (status, text, errors) = try await generate(
        ["-s", "Sources/Trees", "-d", "Mocks.swift", "--mock-unannotated"], in: directory)
      #expect(status == 0, "\(errors)")
      #expect(text.contains("class UnmarkedMock: Unmarked {") && text.contains("class TreeMock: Tree {"))
    }
  }

  @Test func importsHeaderAndMacroShapeTheFile() async throws {
    try await withSources(Self.sources) { directory in
      let (status, text, errors) = try await generate(
        [
          "-s", "Sources/Birds", "-d", "Mocks.swift", "-i", "Birds", "Perches", "--custom-imports", "Wings",
          "--exclude-imports", "Foundation", "--header", "// Aviary tests", "--macro", "DEBUG",
        ], in: directory)
      #expect(status == 0, "\(errors)")
      #expect(
        preamble(text) == [
          "// Aviary tests", generatedMarker, "", "#if DEBUG", "import Wings", "@testable import Birds",
          "@testable import Perches", "",
        ])
      #expect(text.hasSuffix("\n#endif\n"))
    }
  }

  @Test func mockAllMockFinalHistoryAndSettableCounts() async throws {
    try await withSources(Self.sources) { directory in
      let (status, text, errors) = try await generate(
        [
          "-s", "Sources/Birds", "-d", "Mocks.swift", "--mock-all", "--mock-final", "--enable-args-history",
          "--allow-set-call-count",
        ], in: directory)
      #expect(status == 0, "\(errors)")
      #expect(text.contains("final class BirdMock: Bird {"))
      #expect(text.contains("class NestMock: Nest, @unchecked Swift.Sendable {"))
      #expect(text.contains("  var flyArgValues = [String]()\n"))
      #expect(text.contains("  var flyCallCount = 0\n"))
    }
  }

  @Test func aCustomAnnotationAndTheTemplateFunction() async throws {
    let files = [
      "Sources/Owl.swift": "/// @fake\nprotocol Owl {\n  func hoot() -> Int\n}\n/// @mockable\nprotocol Lark {}\n"
    ]
    try await withSources(files) { directory in
      let (status, text, errors) = try await generate(
        ["-srcs", "Sources/Owl.swift", "-d", "Mocks.swift", "--annotation", "@fake", "--use-template-func"],
        in: directory)
      #expect(status == 0, "\(errors)")
      #expect(text.contains("OwlMock") && !text.contains("LarkMock"))
      #expect(text.contains(#"mockFunc(&hootCallCount)("hoot", hootHandler?(), .val(0))"#))
    }
  }

  @Test func dependencyMocksConcurrencyAndLoggingAreAccepted() async throws {
    let other = ["Other/Mocks.swift": "class PerchMock: Perch {\n}\n", "mocks.txt": "Other/Mocks.swift\n"]
    try await withSources(Self.sources.merging(other) { $1 }) { directory in
      let (status, text, errors) = try await generate(
        [
          "-s", "Sources/Birds", "-d", "Mocks.swift", "-mocks", "Other/Mocks.swift", "--mock-filelist", "mocks.txt",
          "-j", "2", "-l", "3", "--disable-combine-default-values",
        ], in: directory)
      #expect(status == 0, "\(errors)")
      #expect(text.contains("BirdMock"))
      // Logging level 3 prints only errors.
      #expect(errors.isEmpty)
    }
  }

  @Test func aDependencysMockFileGivesTheParentsRequirements() async throws {
    let files = [
      "Base/Base.swift":
        "/// @mockable\npublic protocol Base: Sendable {\n  var level: Int { get set }\n  func base(x: Int) -> Int\n}\n",
      "Sources/Child.swift": "/// @mockable\nprotocol Child: Base {\n  func child()\n}\n",
      "list.txt": "BaseMocks.swift\n",
    ]
    try await withSources(files) { directory in
      var (status, _, errors) = try await generate(["-s", "Base", "-d", "BaseMocks.swift"], in: directory)
      #expect(status == 0, "\(errors)")
      // Without the dependency's mocks, Child's parent is unknown.
      (status, _, errors) = try await generate(["-s", "Sources", "-d", "Mocks.swift"], in: directory)
      #expect(errors.contains("'Child' inherits 'Base', which isn't declared in the inputs"))
      for flags in [["-mocks", "BaseMocks.swift"], ["--mock-filelist", "list.txt"]] {
        let (status, text, errors) = try await generate(["-s", "Sources", "-d", "Mocks.swift"] + flags, in: directory)
        #expect(status == 0, "\(errors)")
        #expect(text.contains("final class ChildMock: Child, @unchecked Swift.Sendable {"))
        #expect(text.contains("var baseHandler: (@Sendable (Int) -> Int)? {"))
        #expect(text.contains("  private(set) var levelSetCallCount = 0\n"))
      }
      (status, _, errors) = try await generate(
        ["-s", "Sources", "-d", "Mocks.swift", "-mocks", "Gone.swift"], in: directory)
      #expect(status != 0)
      #expect(errors.contains("Gone.swift:1:1: error: cannot read the mock file"))
    }
  }

  @Test func anUnknownFlagOrBadValueIsAnError() async throws {
    try await withSources(Self.sources) { directory in
      var (status, _, errors) = try await generate(
        ["-s", "Sources", "-d", "Mocks.swift", "--mock-everything"], in: directory)
      #expect(status != 0)
      #expect(errors.contains("Unknown option '--mock-everything'"))
      (status, _, errors) = try await generate(["-s", "Sources", "-d", "Mocks.swift", "-l", "7"], in: directory)
      #expect(status != 0)
      #expect(errors.contains("--logging-level 7 must be 0, 1, 2 or 3"))
      (status, _, errors) = try await generate(["-s", "Sources"], in: directory)
      #expect(status != 0)
      #expect(errors.contains("missing --destination"))
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Mocks.swift").path))
    }
  }

  @Test func anUnknownAnnotationArgumentFailsAtItsType() async throws {
    let files = ["Sources/Owl.swift": "/// @mockable(flavor: x = y)\nprotocol Owl {\n  func hoot()\n}\n"]
    try await withSources(files) { directory in
      let (status, _, errors) = try await generate(["-srcs", "Sources/Owl.swift", "-d", "Mocks.swift"], in: directory)
      #expect(status != 0)
      #expect(errors.contains("Sources/Owl.swift:2:10: error: unknown argument 'flavor:' in @mockable"))
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Mocks.swift").path))
    }
  }

  @Test func anOutputDirectoryGetsOneFilePerSource() async throws {
    try await withSources(Self.sources) { directory in
      let result = try await lyrebird(
        ["generate", "--dialect", "mockolo", "-s", "Sources/Trees", "--output-dir", "Mocks"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Mocks").path)
      #expect(files.contains("TreeMocks.swift"))
      #expect(
        try contents(directory.appendingPathComponent("Mocks/TreeMocks.swift")).contains("class TreeMock: Tree {"))
    }
  }
}

/// `dialect: mockolo` in `lyrebird.yml`, as the build plugin runs it: Mockolo's defaults, one
/// output file per source, or Mockolo's flags under `mockolo:`.
@Suite struct MockoloConfigTests {
  @Test func aModulesMockoloSettingsAreMockolosFlags() async throws {
    let files = [
      "lyrebird.yml": """
      modules:
        Birds:
          sources: [Sources/Birds]
          output: Mocks.swift
          mockolo:
            annotation: "@fake"
            mockAll: true
            mockFinal: true
            enableArgsHistory: true
            allowSetCallCount: true
            lyrebirdDSL: true
      """,
      "Sources/Birds/Bird.swift":
        "/// @fake\nprotocol Bird {\n  func fly(to place: String)\n}\n/// @fake\nclass Nest {\n  func fill() {}\n}\n",
      "bad.yml": "modules:\n  Birds:\n    sources: [Sources/Birds]\n    mockolo:\n      mockEverything: true\n",
    ]
    try await withSources(files) { directory in
      let result = try await lyrebird(["generate", "--config", "lyrebird.yml"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      let text = try contents(directory.appendingPathComponent("Mocks.swift"))
      #expect(text.contains("final class BirdMock: Birds.Bird, Lyrebird.MockObject, @unchecked Swift.Sendable {"))
      #expect(text.contains("final class NestMock: Birds.Nest, @unchecked Swift.Sendable {"))
      #expect(text.contains("  var flyArgValues = [String]()\n") && text.contains("  var flyCallCount = 0\n"))
      let bad = try await lyrebird(["generate", "--config", "bad.yml"], in: directory)
      #expect(bad.status == 1)
      #expect(
        bad.errors(in: directory).hasPrefix(
          "<dir>/bad.yml:5:7: error: unknown key 'mockEverything' in 'mockolo' of module 'Birds'; expected one of annotation"
        ))
    }
  }

  @Test func aModulesDialectWritesMockoloShapedMocksPerSource() async throws {
    let files = [
      "lyrebird.yml": "modules:\n  Birds:\n    sources: [Sources/Birds]\n    output: Mocks\n    dialect: mockolo\n",
      "Sources/Birds/Bird.swift":
        "/// @mockable\nprotocol Bird {\n  func fly() -> Int\n}\nprotocol Plain {\n  func hide()\n}\n",
      "Sources/Birds/Nest.swift":
        "/// @mockable(history: fill = true)\nprotocol Nest {\n  func fill(_ twigs: Int)\n}\n",
    ]
    try await withSources(files) { directory in
      let result = try await lyrebird(["generate", "--config", "lyrebird.yml"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      let bird = try contents(directory.appendingPathComponent("Mocks/BirdMocks.swift"))
      #expect(bird.contains("class BirdMock: Birds.Bird {") && !bird.contains("PlainMock"))
      #expect(!bird.contains("import Lyrebird"))
      let nest = try contents(directory.appendingPathComponent("Mocks/NestMocks.swift"))
      #expect(nest.contains("  var fillArgValues = [Int]()\n"))
    }
  }
}
