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
public struct LyrebirdConfig: Hashable, Sendable {
  /// The settings of one module, keyed by module name in the file.
  public struct Module: Hashable, Sendable {
    public var name: String
    /// Files, directories or globs, relative to the config file.
    public var sources: [String] = []
    /// Paths or globs under `sources` to skip, in `.gitignore` syntax.
    public var exclude: [String] = []
    /// Sources used only to resolve parents.
    public var support: [String] = []
    public var output: String?
    public var filePrefix = ""
    /// `nil` leaves it to the command line, whose default is `@testable import`.
    public var testable: Bool?
    /// Other modules imported with `@testable`: `testable: [A, B]`, like `--testable A,B`.
    public var testableImports: [String] = []
    public var importsModule = true
    public var imports: [String] = []
    public var condition: String?
    public var header: String?
    /// `disableSwiftlint: true` adds `// swiftlint:disable all`, like `--disable-swiftlint`.
    public var disablesSwiftLint = false
    public var onlyProtocols = false
    public var excludeTypes: [String] = []
    public var regex: String?
    package var minimumAccess: AccessLevel = .internal
    public var inheritance = true
    public var prune: GeneratorOptions.Pruning = .disable
    public var testSources: [String] = []

    public init(name: String) {
      self.name = name
    }
  }

  /// The file's path, so relative paths resolve against its directory.
  public var path: String
  public var modules: [Module]

  public func module(named name: String) -> Module? {
    modules.first { $0.name == name }
  }
}
