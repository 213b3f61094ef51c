import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// `lyrebird.yml` merged with the flags: which one wins for each setting.
@Suite struct ConfigMergeTests {
  /// One setting in the config and on the command line, and the options that must result.
  struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    var config: @Sendable (inout LyrebirdConfig.Module) -> Void = { _ in }
    var flags: @Sendable (inout GeneratorOverrides) -> Void = { _ in }
    let expected: @Sendable (inout GeneratorOptions) -> Void
  }

  static let cases: [Case] = [
    Case(testDescription: "nothing set: the defaults") { _ in },
    Case(testDescription: "testable: false", config: { $0.testable = false }) { $0.file.testable = false },
    Case(
      testDescription: "--testable wins over testable: false", config: { $0.testable = false },
      flags: { $0.testable = true }
    ) { $0.file.testable = true },
    Case(
      testDescription: "--no-testable wins over testable: true", config: { $0.testable = true },
      flags: { $0.testable = false }
    ) { $0.file.testable = false },
    Case(
      testDescription: "testable modules add up, split at commas", config: { $0.testableImports = ["Core"] },
      flags: { $0.testableImports = ["Net,Kit", "UI"] }
    ) { $0.file.testableImports = ["Core", "Net", "Kit", "UI"] },
    Case(testDescription: "--disable-module-import", flags: { $0.disablesModuleImport = true }) {
      $0.file.importsModule = false
    },
    Case(testDescription: "importModule: false", config: { $0.importsModule = false }) {
      $0.file.importsModule = false
    },
    Case(testDescription: "--disable-swiftlint", flags: { $0.disablesSwiftLint = true }) {
      $0.file.disablesSwiftLint = true
    },
    Case(testDescription: "disableSwiftlint: true", config: { $0.disablesSwiftLint = true }) {
      $0.file.disablesSwiftLint = true
    },
    Case(testDescription: "the config's imports", config: { $0.imports = ["Combine"] }) {
      $0.file.imports = ["Combine"]
    },
    Case(
      testDescription: "the config's header wins", config: { $0.header = "Config" }, flags: { $0.header = "Flag" }
    ) { $0.file.header = "Config" },
    Case(testDescription: "--header without one in the config", flags: { $0.header = "Flag" }) {
      $0.file.header = "Flag"
    },
    Case(
      testDescription: "the config's condition wins", config: { $0.condition = "DEBUG" },
      flags: { $0.condition = "TESTING" }
    ) { $0.file.condition = "DEBUG" },
    Case(testDescription: "--only-protocols", flags: { $0.onlyProtocols = true }) { $0.onlyProtocols = true },
    Case(testDescription: "defaultIsolation: MainActor", config: { $0.defaultIsolation = .mainActor }) {
      $0.defaultIsolation = .mainActor
    },
    Case(
      testDescription: "--default-isolation wins over defaultIsolation", config: { $0.defaultIsolation = .mainActor },
      flags: { $0.defaultIsolation = .nonisolated }
    ) { $0.defaultIsolation = .nonisolated },
    Case(
      testDescription: "excluded types add up, split at commas", config: { $0.excludeTypes = ["Crow"] },
      flags: { $0.excludedTypes = ["Bird,Tree"] }
    ) { $0.excludedTypes = ["Crow", "Bird", "Tree"] },
    Case(
      testDescription: "the stricter minimum access: the config's", config: { $0.minimumAccess = .public },
      flags: { $0.minimumAccess = .package }
    ) { $0.minimumAccess = .public },
    Case(testDescription: "the stricter minimum access: the flag's", flags: { $0.minimumAccess = .package }) {
      $0.minimumAccess = .package
    },
    Case(testDescription: "the config's regex wins", config: { $0.regex = "^A" }, flags: { $0.regex = "^B" }) {
      $0.nameFilter = "^A"
    },
    Case(testDescription: "--no-inheritance", flags: { $0.disablesInheritance = true }) {
      $0.resolvesInheritance = false
    },
    Case(testDescription: "inheritance: false", config: { $0.inheritance = false }) {
      $0.resolvesInheritance = false
    },
    Case(testDescription: "the config's pruning wins", config: { $0.prune = .stub }, flags: { $0.pruning = .omit }) {
      $0.pruning = .stub
    },
    Case(testDescription: "--prune when the config's is disable", flags: { $0.pruning = .omit }) {
      $0.pruning = .omit
    },
    Case(testDescription: "--disable-cache", flags: { $0.disablesCache = true }) { $0.cachePath = nil },
    Case(testDescription: "--warnings-as-errors", flags: { $0.warningsAsErrors = true }) {
      $0.warningsAsErrors = true
    },
  ]

  @Test(arguments: cases)
  func aSetting(_ test: Case) throws {
    try withTemporaryDirectory { directory throws in
      let bird = try directory.write("Sources/Bird.swift", "protocol Bird {}\n")
      var module = LyrebirdConfig.Module(name: "Birds")
      module.sources = ["Sources"]
      module.output = "Mocks.swift"
      test.config(&module)
      var flags = GeneratorOverrides(workingDirectory: directory.path)
      test.flags(&flags)
      var expected = GeneratorOptions(
        modules: [.init(name: "Birds", files: [bird])], output: .file(directory.url("Mocks.swift")),
        cachePath: directory.url(".Mocks.swift.lyrebird-cache"))
      test.expected(&expected)
      #expect(try GeneratorOptions(config: module, directory: directory.path, overrides: flags) == expected)
    }
  }
}
