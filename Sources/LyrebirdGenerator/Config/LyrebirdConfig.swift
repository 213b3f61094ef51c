import LyrebirdSyntax

/// `lyrebird.yml`: per-module generation settings, read by the CLI (`--config`) and the plugin.
///
/// ```yaml
/// modules:
///   Aviary:
///     sources: [Sources/Aviary]
///     output: Tests/AviaryTests/AviaryMocks.generated.swift
///     disableSwiftlint: true
///     excludeTypes: [Stone]
/// ```
package struct LyrebirdConfig: Hashable, Sendable {
  /// The settings of one module, keyed by module name in the file.
  package struct Module: Hashable, Sendable {
    package var name: String
    /// Files, directories or globs, relative to the config file.
    package var sources: [String] = []
    /// Paths or globs under `sources` to skip, in `.gitignore` syntax.
    package var exclude: [String] = []
    /// Sources used only to resolve parents.
    package var support: [String] = []
    package var output: String?
    package var filePrefix = ""
    /// `nil` leaves it to the command line, whose default is `@testable import`.
    package var testable: Bool?
    /// Other modules imported with `@testable`: `testable: [A, B]`, like `--testable A,B`.
    package var testableImports: [String] = []
    package var importsModule = true
    package var imports: [String] = []
    package var condition: String?
    package var header: String?
    /// A Cuckoofile's `noHeader = true`: no header at all, as `--no-header` (the marker line stays).
    package var omitsHeader = false
    /// `disableSwiftlint: true` adds `// swiftlint:disable all`, like `--disable-swiftlint`.
    package var disablesSwiftLint = false
    package var onlyProtocols = false
    package var excludeTypes: [String] = []
    package var regex: String?
    package var minimumAccess: AccessLevel = .internal
    package var inheritance = true
    package var prune: GeneratorOptions.Pruning = .disable
    package var testSources: [String] = []
    /// `dialect:` in the module's settings: wins over the file's for this module; `nil` when not set.
    package var dialect: MockDialect?
    /// `defaultIsolation: MainActor` for a module built with `.defaultIsolation(MainActor.self)`.
    package var defaultIsolation: DefaultIsolation?
    /// `mockolo:`, Mockolo's flags for this module; it implies `dialect: mockolo`.
    package var mockolo: MockoloRunOptions?

    package init(name: String) {
      self.name = name
    }
  }

  /// The file's path, so relative paths resolve against its directory.
  package var path: String
  package var modules: [Module]
  /// `dialect:` at the top of `lyrebird.yml`; `cuckoo` for a Cuckoofile; `nil` when not set.
  ///
  /// A module's own ``Module/dialect`` wins over it.
  package var dialect: MockDialect?
  /// Settings the file has that Lyrebird can't honour, each at its key.
  package var warnings: [DiagnosticSpec] = []

  package init(path: String, modules: [Module], dialect: MockDialect? = nil) {
    self.path = path
    self.modules = modules
    self.dialect = dialect
  }

  package func module(named name: String) -> Module? {
    modules.first { $0.name == name }
  }
}
