import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

@Suite struct ConfigLoaderTests {
  @Test func readsEveryModuleSetting() throws {
    let config = try ConfigLoader.parse(
      """
      modules:
        Aviary:
          sources: [Sources/Aviary]
          exclude: Sources/Aviary/Legacy
          support: [Vendor]
          output: Tests/Mocks.swift
          filePrefix: Gen_
          testable: true
          importModule: false
          imports: [Foundation]
          condition: DEBUG
          header: Copyright
          disableSwiftlint: true
          onlyProtocols: true
          excludeTypes: [Stone]
          regex: ^Bird
          minimumAccess: public
          inheritance: false
          prune: stub
          testSources: [Tests]
        Other:
          sources: Sources/Other
      """, path: "lyrebird.yml")
    let aviary = try #require(config.module(named: "Aviary"))
    #expect(aviary.sources == ["Sources/Aviary"])
    #expect(aviary.exclude == ["Sources/Aviary/Legacy"])
    #expect(aviary.output == "Tests/Mocks.swift")
    #expect(aviary.testable == true && !aviary.importsModule && aviary.disablesSwiftLint && aviary.onlyProtocols)
    #expect(aviary.minimumAccess == .public && aviary.prune == .stub && !aviary.inheritance)
    #expect(aviary.regex == "^Bird" && aviary.excludeTypes == ["Stone"] && aviary.imports == ["Foundation"])
    #expect(config.modules.map(\.name) == ["Aviary", "Other"])
    let other = try #require(config.module(named: "Other"))
    #expect(other.testable == nil && other.testableImports.isEmpty && !other.disablesSwiftLint)
  }

  /// `disableSwiftlint` means what `--disable-swiftlint` means; the older `swiftlint: false` (SwiftLint off) still reads.
  @Test(arguments: [
    ("disableSwiftlint: true", true), ("disableSwiftlint: false", false),
    ("swiftlint: false", true), ("swiftlint: true", false),
  ])
  func swiftlintSettings(line: String, adds: Bool) throws {
    let config = try ConfigLoader.parse("modules:\n  A:\n    \(line)\n", path: "lyrebird.yml")
    #expect(try #require(config.module(named: "A")).disablesSwiftLint == adds)
  }

  @Test(arguments: [("", nil), ("dialect: cuckoo\n", MockDialect.cuckoo), ("dialect: mockingbird\n", .mockingbird)])
  func dialect(line: String, dialect: MockDialect?) throws {
    #expect(try ConfigLoader.parse(line + "modules: {}\n", path: "lyrebird.yml").dialect == dialect)
  }

  /// A module's `dialect:` is its own; the file's stays as written.
  @Test(arguments: [
    ("", "", nil, nil), ("", "cuckoo", nil, MockDialect.cuckoo),
    ("dialect: cuckoo\n", "mockingbird", MockDialect.cuckoo, MockDialect.mockingbird),
  ])
  func moduleDialect(top: String, module: String, file: MockDialect?, dialect: MockDialect?) throws {
    let setting = module.isEmpty ? "{}" : "\n    dialect: \(module)"
    let config = try ConfigLoader.parse(top + "modules:\n  A: \(setting)\n  B: {}\n", path: "lyrebird.yml")
    #expect(config.dialect == file)
    #expect(try #require(config.module(named: "A")).dialect == dialect)
    #expect(try #require(config.module(named: "B")).dialect == nil)
  }

  /// `defaultIsolation` takes the spellings of `.defaultIsolation(…)`; a module without it is unset.
  @Test(arguments: [
    ("defaultIsolation: MainActor", DefaultIsolation.mainActor), ("defaultIsolation: nonisolated", .nonisolated),
    ("inheritance: true", nil),
  ])
  func defaultIsolation(line: String, isolation: DefaultIsolation?) throws {
    let config = try ConfigLoader.parse("modules:\n  A:\n    \(line)\n", path: "lyrebird.yml")
    #expect(try #require(config.module(named: "A")).defaultIsolation == isolation)
  }

  @Test func testableTakesAFlagOrCuckoosListOfModules() throws {
    let config = try ConfigLoader.parse(
      "modules:\n  A:\n    testable: [Core, Net]\n  B:\n    testable: false\n", path: "lyrebird.yml")
    let a = try #require(config.module(named: "A"))
    #expect(a.testableImports == ["Core", "Net"] && a.testable == nil)
    #expect(try #require(config.module(named: "B")).testable == false)
  }

  @Test(arguments: [
    (
      "modules:\n  A:\n    sorces: [x]\n",
      "lyrebird.yml:3:5: error: unknown key 'sorces' in module 'A'; expected one of sources,"
    ),
    ("modulez: {}\n", "lyrebird.yml:1:1: error: unknown key 'modulez'; expected 'dialect' or 'modules'"),
    ("modules:\n  A:\n    testable: maybe\n", "lyrebird.yml:3:15: error: expected true or false"),
    ("modules:\n  A:\n    prune: all\n", "lyrebird.yml:3:12: error: 'all' is not one of disable, stub, omit"),
    ("dialect: crow\nmodules: {}\n", "lyrebird.yml:1:10: error: 'crow' is not one of mockingbird, cuckoo"),
    ("modules:\n  A:\n    dialect: crow\n", "lyrebird.yml:3:14: error: 'crow' is not one of mockingbird, cuckoo"),
    ("modules:\n  A:\n    regex: \"(\"\n", "lyrebird.yml:3:12: error: '(' is not a valid regular expression"),
    ("modules:\n  A: [x]\n", "lyrebird.yml:2:6: error: module 'A' must be a mapping"),
    (
      "modules:\n  A:\n    defaultIsolation: mainactor\n",
      "lyrebird.yml:3:23: error: 'mainactor' is not one of nonisolated, MainActor"
    ),
    ("modules:\n  A:\n    sources: [x\n", "lyrebird.yml:4:1: error: invalid YAML:"),
  ])
  func badConfigsAreRejectedWithTheirPosition(yaml: String, message: String) {
    #expect {
      _ = try ConfigLoader.parse(yaml, path: "lyrebird.yml")
    } throws: { error in
      "\(error)".hasPrefix(message)
    }
  }
}
