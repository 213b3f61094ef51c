import LyrebirdSyntax

/// Everything `lyrebird generate` was asked to do, after the command line is parsed.
public struct GeneratorOptions: Sendable {
  /// Where mocks go.
  public enum Output: Hashable, Sendable {
    /// Every mock in one file.
    case file(String)
    /// One file per input file, or per module (`--package`), named with a prefix.
    case directory(String, filePrefix: String, perModule: Bool)
  }

  /// How much to generate for types that no test references with `mock(X.self)`.
  public enum Pruning: String, Hashable, Sendable, CaseIterable {
    /// Full mocks for every type.
    case disable
    /// Unreferenced types keep a compiling mock without its `given`/`verify` handles.
    case stub
    /// Unreferenced types get no mock.
    case omit
  }

  /// A group of sources from one module.
  public struct Module: Hashable, Sendable {
    public var name: String?
    public var files: [String]

    public init(name: String?, files: [String]) {
      self.name = name
      self.files = files
    }
  }

  public var modules: [Module]
  public var supportFiles: [String]
  public var output: Output
  package var file: MockFileOptions
  public var onlyProtocols: Bool
  public var excludedTypes: Set<String>
  /// Types less visible than this are not mocked, for example `.public` for another module's API.
  package var minimumAccess: AccessLevel
  public var nameFilter: String?
  public var resolvesInheritance: Bool
  public var pruning: Pruning
  public var testSources: [String]
  /// `nil` disables caching.
  public var cachePath: String?
  public var warningsAsErrors: Bool

  package init(
    modules: [Module], supportFiles: [String] = [], output: Output, file: MockFileOptions = MockFileOptions(),
    onlyProtocols: Bool = false, excludedTypes: Set<String> = [], minimumAccess: AccessLevel = .internal,
    nameFilter: String? = nil,
    resolvesInheritance: Bool = true, pruning: Pruning = .disable, testSources: [String] = [],
    cachePath: String? = nil, warningsAsErrors: Bool = false
  ) {
    self.modules = modules
    self.supportFiles = supportFiles
    self.output = output
    self.file = file
    self.onlyProtocols = onlyProtocols
    self.excludedTypes = excludedTypes
    self.minimumAccess = minimumAccess
    self.nameFilter = nameFilter
    self.resolvesInheritance = resolvesInheritance
    self.pruning = pruning
    self.testSources = testSources
    self.cachePath = cachePath
    self.warningsAsErrors = warningsAsErrors
  }

  /// A key for the cache: any option change invalidates cached results.
  var fingerprint: String {
    [
      "\(modules)", "\(supportFiles)", "\(output)", "\(file)", "\(onlyProtocols)", "\(excludedTypes.sorted())",
      "\(minimumAccess)",
      "\(nameFilter ?? "")", "\(resolvesInheritance)", "\(pruning)", "\(testSources)",
    ].joined(separator: "|")
  }
}
