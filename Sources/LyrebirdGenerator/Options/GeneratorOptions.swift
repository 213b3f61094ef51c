import LyrebirdSyntax

/// Everything one generator run does, after `lyrebird.yml` and the flags are merged.
package struct GeneratorOptions: Hashable, Sendable {
  /// Where mocks go.
  package enum Output: Hashable, Sendable {
    /// Every mock in one file.
    case file(String)
    /// One file per input file, or per module (`--package`), named with a prefix.
    case directory(String, filePrefix: String, perModule: Bool)
  }

  /// How much to generate for types that no test references with `mock(X.self)`.
  package enum Pruning: String, Hashable, Sendable, CaseIterable {
    /// Full mocks for every type.
    case disable
    /// Unreferenced types keep a compiling mock without its `given`/`verify` handles.
    case stub
    /// Unreferenced types get no mock.
    case omit
  }

  /// A group of sources from one module.
  package struct Module: Hashable, Sendable {
    package var name: String?
    package var files: [String]
    /// Inputs the config's `exclude` removed: never read, but still given a header-only file in an
    /// output directory, so every file a build plugin declared for its sources exists.
    package var excludedFiles: [String]
    /// What the module's target says in its `Package.swift` about isolation, when neither
    /// `--default-isolation` nor the config's `defaultIsolation` decides: its default isolation
    /// then applies to the module's types.
    package var manifestIsolation: ManifestIsolation?

    package init(
      name: String?, files: [String], excludedFiles: [String] = [], manifestIsolation: ManifestIsolation? = nil
    ) {
      self.name = name
      self.files = files
      self.excludedFiles = excludedFiles
      self.manifestIsolation = manifestIsolation
    }

    /// The isolation the module's types get when they don't state one.
    package func defaultIsolation(otherwise run: DefaultIsolation) -> DefaultIsolation {
      manifestIsolation?.defaultIsolation ?? run
    }

    /// What the module took from its target's `Package.swift`, as the summary says it: `Feed:
    /// default isolation MainActor, InferIsolatedConformances (from Package.swift)`; `nil` for nothing.
    package var manifestSettingsSummary: String? {
      guard let isolation = manifestIsolation else { return nil }
      let settings =
        (isolation.defaultIsolation.map { ["default isolation \($0.rawValue)"] } ?? []) + isolation.isolationFeatures
      guard !settings.isEmpty else { return nil }
      return "\(name ?? "the inputs"): \(settings.joined(separator: ", ")) (from Package.swift)"
    }

    /// Every input that names an output file in a directory: the mocked and the excluded ones.
    package var namingFiles: [String] { files + excludedFiles }
  }

  package var modules: [Module]
  package var supportFiles: [String]
  package var output: Output
  package var file: MockFileOptions
  package var onlyProtocols: Bool
  package var excludedTypes: Set<String>
  /// Types less visible than this are not mocked, for example `.public` for another module's API.
  package var minimumAccess: AccessLevel
  package var nameFilter: String?
  package var resolvesInheritance: Bool
  package var pruning: Pruning
  package var testSources: [String]
  /// `nil` disables caching.
  package var cachePath: String?
  package var warningsAsErrors: Bool
  /// What the mocked module's classes are isolated to when they don't say: `--default-isolation`,
  /// else the config's `defaultIsolation`; a module's ``Module/manifestIsolation`` applies when
  /// neither is given.
  package var defaultIsolation = DefaultIsolation.nonisolated
  /// The shape of the mocks; the generator refuses one it has no renderer for.
  package var dialect = MockDialect.mockingbird
  /// Mock every file that parsed and write the output even when others have errors (a walk over many packages).
  package var keepsGoing = false
  /// Mockolo's flags, as the run or its module gave them; only ``MockoloHook`` reads them, with
  /// Mockolo's defaults when there are none.
  package var mockolo: MockoloRunOptions?

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
      "\(nameFilter ?? "")", "\(resolvesInheritance)", "\(pruning)", "\(testSources)", "\(dialect)",
      "\(defaultIsolation)", "\(mockolo.map { "\($0)" } ?? "")",
    ].joined(separator: "|")
  }
}
