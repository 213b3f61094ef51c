import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// `Cuckoofile.toml` read as configuration: each Cuckoo key and the Lyrebird setting it becomes, or
/// the warning that says it can't be honoured, at its line and column.
@Suite struct CuckoofileTests {
  /// The lines under `[modules.Aviary]`, the module they must make and the warnings they must print.
  struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    var lines = ""
    var warnings: [String] = []
    let expected: @Sendable (inout LyrebirdConfig.Module) -> Void
  }

  /// Line 2 is the first line of a case: line 1 is `[modules.Aviary]`.
  static let cases: [Case] = [
    Case(testDescription: "an empty module") { _ in },
    Case(testDescription: "sources", lines: "sources = [\"Sources/*.swift\", \"More\"]") {
      $0.sources = ["Sources/*.swift", "More"]
    },
    Case(testDescription: "one source as a string", lines: "sources = \"Sources\"") { $0.sources = ["Sources"] },
    Case(testDescription: "output", lines: "output = \"Tests/GeneratedMocks.swift\"") {
      $0.output = "Tests/GeneratedMocks.swift"
    },
    Case(testDescription: "imports", lines: "imports = [\"Foundation\"]") { $0.imports = ["Foundation"] },
    Case(testDescription: "testableImports", lines: "testableImports = [\"Aviary\", \"Core\"]") {
      $0.testableImports = ["Aviary", "Core"]
    },
    Case(testDescription: "testable, the generator's --testable", lines: "testable = \"Aviary\"") {
      $0.testableImports = ["Aviary"]
    },
    Case(testDescription: "exclude names types", lines: "exclude = [\"Stone\", \"Tree\"]") {
      $0.excludeTypes = ["Stone", "Tree"]
    },
    Case(testDescription: "regex", lines: "regex = \"^Bird\"") { $0.regex = "^Bird" },
    Case(testDescription: "options.noInheritance", lines: "[modules.Aviary.options]\nnoInheritance = true") {
      $0.inheritance = false
    },
    Case(testDescription: "enableInheritance = false", lines: "options.enableInheritance = false") {
      $0.inheritance = false
    },
    Case(testDescription: "no-inheritance, the flag's spelling", lines: "no-inheritance = true") {
      $0.inheritance = false
    },
    Case(testDescription: "noClassMocking", lines: "noClassMocking = true") { $0.onlyProtocols = true },
    Case(testDescription: "protocolsOnly", lines: "[modules.Aviary.options]\nprotocolsOnly = true") {
      $0.onlyProtocols = true
    },
    Case(testDescription: "filePrefix names files", lines: "filePrefix = \"Mock\"") { $0.filePrefix = "Mock" },
    Case(
      testDescription: "filePrefix as lines tops each file",
      lines: "[modules.Aviary.options]\nfilePrefix = [\n  \"// swiftlint:disable all\",\n  \"// Mocks\",\n]"
    ) { $0.header = "// swiftlint:disable all\n// Mocks" },
    Case(testDescription: "glob = true is what Lyrebird does", lines: "options.glob = true") { _ in },
    Case(testDescription: "noTimestamp = true is what Lyrebird does", lines: "noTimestamp = true") { _ in },
    Case(
      testDescription: "glob = false", lines: "[modules.Aviary.options]\n  glob = false",
      warnings: ["Cuckoofile.toml:3:3: warning: 'glob' is not honoured: Lyrebird always expands globs in sources"]
    ) { _ in },
    Case(
      testDescription: "noTimestamp = false", lines: "noTimestamp = false",
      warnings: ["Cuckoofile.toml:2:1: warning: 'noTimestamp' is not honoured: Lyrebird never writes a timestamp"]
    ) { _ in },
    Case(testDescription: "noHeader", lines: "no-header = true") { $0.omitsHeader = true },
    Case(testDescription: "omitHeaders", lines: "options = { omitHeaders = true }") { $0.omitsHeader = true },
    Case(
      testDescription: "keepDocumentation", lines: "keepDocumentation = true",
      warnings: [
        "Cuckoofile.toml:2:1: warning: 'keepDocumentation' is not honoured: "
          + "Lyrebird's mocks don't copy documentation comments"
      ]
    ) { _ in },
    Case(
      testDescription: "debug", lines: "debug = true",
      warnings: ["Cuckoofile.toml:2:1: warning: 'debug' is not honoured: --verbose lists each mocked type"]
    ) { _ in },
    Case(
      testDescription: "fileSuffix", lines: "fileSuffix = [\"// end\"]",
      warnings: ["Cuckoofile.toml:2:1: warning: 'fileSuffix' is not honoured: Lyrebird writes nothing after the mocks"]
    ) { _ in },
    Case(
      testDescription: "xcodeproj", lines: "[modules.Aviary.xcodeproj]\npath = \"Generator\"\ntarget = \"Aviary\"",
      warnings: [
        "Cuckoofile.toml:2:1: warning: 'xcodeproj' is not honoured: "
          + "Lyrebird reads Swift sources, not Xcode projects; list them in 'sources'"
      ]
    ) { _ in },
    Case(
      testDescription: "an unknown key", lines: "# a comment\n\"quoted key\" = 1",
      warnings: ["Cuckoofile.toml:3:1: warning: unknown key 'quoted key' in module 'Aviary'; ignored"]
    ) { _ in },
  ]

  @Test(arguments: cases)
  func eachKey(_ testCase: Case) throws {
    let config = try CuckoofileLoader.parse("[modules.Aviary]\n\(testCase.lines)\n", path: "Cuckoofile.toml")
    var expected = LyrebirdConfig.Module(name: "Aviary")
    testCase.expected(&expected)
    #expect(config.modules == [expected])
    #expect(config.dialect == .cuckoo)
    #expect(config.warnings.map(\.description) == testCase.warnings)
  }

  /// Malformed TOML, and values of the wrong type, and the exact error each gives.
  static let errors: [(text: String, error: String)] = [
    (
      "[modules.Aviary\n",
      "Cuckoofile.toml:1:16: error: invalid TOML: Error while parsing table header: expected ']', saw '\\n'"
    ),
    (
      "[modules.Aviary]\noutput = \n",
      "Cuckoofile.toml:2:10: error: invalid TOML: Error while parsing key-value pair: "
        + "expected value, saw '\\n'"
    ),
    ("modules = 3\n", "Cuckoofile.toml:1:1: error: 'modules' must be a table of modules"),
    ("[modules]\nAviary = \"x\"\n", "Cuckoofile.toml:2:1: error: module 'Aviary' must be a table"),
    ("[modules.Aviary]\noptions = 1\n", "Cuckoofile.toml:2:1: error: 'options' must be a table"),
    ("[modules.Aviary]\n\n  output = 3\n", "Cuckoofile.toml:3:3: error: 'output' must be a string"),
    (
      "[modules.Aviary]\nsources = [1]\n", "Cuckoofile.toml:2:1: error: 'sources' must be a string or a list of strings"
    ),
    ("[modules.Aviary.options]\nglob = \"yes\"\n", "Cuckoofile.toml:2:1: error: 'glob' must be true or false"),
    ("[modules.Aviary]\nregex = \"(\"\n", "Cuckoofile.toml:2:1: error: '(' is not a valid regular expression"),
  ]

  @Test(arguments: errors)
  func malformedFilesAreErrorsAtTheirPosition(_ text: String, _ error: String) {
    #expect {
      _ = try CuckoofileLoader.parse(text, path: "Cuckoofile.toml")
    } throws: { thrown in
      "\(thrown)" == error
    }
  }

  @Test func modulesKeepTheFilesOrderAndTopLevelKeysWarn() throws {
    let text = """
      output = "Mocks.swift"

      [modules.Zoo]
      output = "Zoo.swift"

      [modules.Aviary]
      output = "Aviary.swift"
      """
    let config = try CuckoofileLoader.parse(text, path: "Cuckoofile.toml")
    #expect(config.modules.map(\.name) == ["Zoo", "Aviary"])
    #expect(
      config.warnings.map(\.description) == [
        "Cuckoofile.toml:1:1: warning: unknown key 'output'; ignored (a Cuckoofile's settings go under [modules.NAME])"
      ])
  }

  /// A whole Cuckoofile in the layout Cuckoo's own uses: module keys, then an options table.
  @Test func aWholeCuckoofile() throws {
    let text = """
      [modules.Aviary]
      imports = ["Foundation"]
      testableImports = ["Aviary"]
      sources = [
          "Sources/Aviary/*.swift",
      ]
      exclude = [
          "Stone",
      ]
      output = "Tests/AviaryTests/GeneratedMocks.swift"

      [modules.Aviary.options]
      glob = true
      keepDocumentation = false
      """
    let config = try CuckoofileLoader.parse(text, path: "Cuckoofile.toml")
    var expected = LyrebirdConfig.Module(name: "Aviary")
    expected.imports = ["Foundation"]
    expected.testableImports = ["Aviary"]
    expected.sources = ["Sources/Aviary/*.swift"]
    expected.excludeTypes = ["Stone"]
    expected.output = "Tests/AviaryTests/GeneratedMocks.swift"
    #expect(config.modules == [expected])
    #expect(config.warnings.isEmpty)
  }
}
