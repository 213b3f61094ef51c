import LyrebirdSyntax

extension GeneratorOptions {
  /// One run per config module (`lyrebird.yml` or `Cuckoofile.toml`), or one run from the flags alone.
  ///
  /// With `--module`, only that config module runs; the plugin, which passes every dependency,
  /// falls back to the flags (and the config's dialect) for a module the config doesn't list.
  ///
  /// - Parameter warn: Receives the config file's warnings, such as Cuckoofile keys Lyrebird can't
  ///   honour, before any run starts.
  package static func runs(
    for overrides: GeneratorOverrides, warn: (DiagnosticSpec) -> Void
  ) throws -> [GeneratorOptions] {
    guard let name = overrides.config else { return [try GeneratorOptions(overrides: overrides, warn: warn)] }
    let config = try ConfigLoader.load(Paths.absolute(name, relativeTo: overrides.workingDirectory))
    config.warnings.forEach(warn)
    let directory = Paths.parent(of: config.path)
    let dialect = config.dialect
    if let moduleName = overrides.module {
      guard let module = config.module(named: moduleName) else {
        if overrides.allowsMissingConfigModule {
          return [try GeneratorOptions(overrides: overrides, dialect: dialect, warn: warn)]
        }
        throw OptionsError("'\(name)' has no module named '\(moduleName)'")
      }
      return [try GeneratorOptions(config: module, directory: directory, overrides: overrides, dialect: dialect)]
    }
    if config.modules.isEmpty { throw OptionsError("'\(name)' lists no modules") }
    return try config.modules.map {
      try GeneratorOptions(config: $0, directory: directory, overrides: overrides, dialect: dialect)
    }
  }

  /// A run from the command line alone: `--package` targets and inputs, relative to the working directory.
  ///
  /// - Parameters:
  ///   - dialect: The config file's dialect, for a module the config doesn't list.
  ///   - warn: Receives what kept a `--package` target's dependencies from being read.
  package init(
    overrides: GeneratorOverrides, dialect: MockDialect? = nil, warn: (DiagnosticSpec) -> Void = { _ in }
  ) throws {
    let cwd = overrides.workingDirectory
    var modules: [Module] = []
    // Parents declared in the package's other targets are found without `--support`.
    var dependencyFiles: [String] = []
    var packaged: Set<String> = []
    if let package = overrides.packagePath {
      let packagePath = Paths.absolute(package, relativeTo: cwd)
      let targets = try PackageTargets.sources(packagePath: packagePath, targets: overrides.targets)
      let manifest = Paths.join(packagePath, "Package.swift")
      let manifestText = FileSystem.readText(manifest).text
      modules += targets.map { target in
        Module(
          name: target.moduleName, files: target.files,
          manifestIsolation: manifestText.flatMap { ManifestIsolation.read(target: target.name, inManifest: $0) })
      }
      packaged = Set(targets.flatMap(\.files))
      // And those in other packages' products, through the dependencies' checkouts.
      let products = PackageProducts.files(
        of: Array(Set(targets.flatMap(\.productDependencies))).sorted(), packagePath: packagePath,
        warn: { warn(DiagnosticSpec(.warning, $0, at: SourceLocationSpec(file: manifest, line: 1, column: 1))) })
      dependencyFiles = Array(Set(targets.flatMap(\.dependencyFiles) + products).subtracting(packaged)).sorted()
    }
    let outputPath = Paths.absolute(overrides.output ?? "", relativeTo: cwd)
    let output = try Output.at(
      outputPath, filePrefix: overrides.filePrefix ?? "", perModule: overrides.packagePath != nil,
      shownAs: overrides.output ?? outputPath)
    // An input that a `--package` target also names is read once, as part of the target.
    let inputFiles = try InputResolver.resolve(overrides.inputs, workingDirectory: cwd).filter {
      !packaged.contains($0)
    }
    if !inputFiles.isEmpty {
      let ignored = try Self.ignored(inputFiles, overrides: overrides)
      modules.append(
        Module(
          name: overrides.module, files: inputFiles.filter { !ignored.contains($0) }, excludedFiles: ignored.sorted()))
    }
    // As with a config's `exclude`, an output directory gets a header-only file for each ignored input.
    let writesFiles = modules.contains { !$0.files.isEmpty || (output.isDirectory && !$0.excludedFiles.isEmpty) }
    guard writesFiles else { throw OptionsError("no Swift files found in the inputs") }
    self.init(
      modules: modules,
      supportFiles: try Self.resolve(overrides.support, in: cwd) + dependencyFiles,
      output: output,
      testSources: try Self.resolve(overrides.testSources, in: cwd))
    merge(nil, overrides, dialect: dialect)
  }

  /// The files that `--ignore-files-from`'s `.lyrebird-ignore` files leave out.
  private static func ignored(_ files: [String], overrides: GeneratorOverrides) throws -> Set<String> {
    guard let root = overrides.ignoreFilesRoot else { return [] }
    let rules = IgnoreRules(root: Paths.absolute(root, relativeTo: overrides.workingDirectory))
    return Set(try files.filter { try rules.isIgnored($0, isDirectory: false) })
  }

  /// One config module's settings with the flags merged in.
  ///
  /// Inputs and `--output` replace the module's; `--support` adds to the module's (the build plugin
  /// passes the module's dependencies there); `--test-sources` is not read, the module's own are.
  /// Other settings merge as ``merge(_:_:)`` describes.
  ///
  /// - Parameters:
  ///   - directory: The config file's directory, where its relative paths start.
  ///   - dialect: The config file's dialect: `dialect:` at the top of `lyrebird.yml`, or `cuckoo` for a
  ///     Cuckoofile. The module's own `dialect` wins over it.
  package init(
    config module: LyrebirdConfig.Module, directory: String, overrides: GeneratorOverrides,
    dialect: MockDialect? = nil
  ) throws {
    let cwd = overrides.workingDirectory
    var files: [String]
    if overrides.inputs.isEmpty {
      guard !module.sources.isEmpty else { throw OptionsError("module '\(module.name)' in the config has no sources") }
      files = try InputResolver.resolve(module.sources, workingDirectory: directory)
    } else {
      files = try InputResolver.resolve(overrides.inputs, workingDirectory: cwd)
    }
    var excluded = Set(module.exclude.flatMap { (try? InputResolver.resolve([$0], workingDirectory: directory)) ?? [] })
    excluded.formUnion(try Self.ignored(files, overrides: overrides))
    let excludedFiles = files.filter(excluded.contains)
    files.removeAll(where: excluded.contains)
    guard
      let outputPath = overrides.output.map({ Paths.absolute($0, relativeTo: cwd) })
        ?? module.output.map({ Paths.absolute($0, relativeTo: directory) })
    else {
      throw OptionsError("module '\(module.name)' has no output: set 'output' in the config or pass --output")
    }
    let output = try Output.at(
      outputPath, filePrefix: overrides.filePrefix ?? module.filePrefix,
      perModule: false, shownAs: overrides.output ?? outputPath)
    // An output directory still gets a header-only file for each excluded input, which is what a
    // build plugin that excludes all of a module's files needs; one output file would be empty.
    guard !files.isEmpty || (output.isDirectory && !excludedFiles.isEmpty) else {
      throw OptionsError("module '\(module.name)' has no Swift files to mock")
    }
    self.init(
      modules: [Module(name: module.name, files: files, excludedFiles: excludedFiles)],
      supportFiles: try Self.resolve(module.support, in: directory) + Self.resolve(overrides.support, in: cwd),
      output: output,
      testSources: try Self.resolve(module.testSources, in: directory) + Self.resolve(overrides.testSources, in: cwd))
    merge(module, overrides, dialect: dialect)
  }

  /// Sets everything but files and output from a config module (if any) and the flags.
  ///
  /// A flag that turns something on or off wins over the config; `--testable`/`--no-testable`
  /// wins both ways. Lists add up. The config's header, condition and regex win over the flags',
  /// but `--no-header` (or a Cuckoofile's `noHeader`) drops either header.
  /// The minimum access is the stricter of the two, and a config's pruning wins unless it is
  /// `disable`. `--dialect` wins over the module's `dialect`, which wins over the file's, and
  /// `--default-isolation` over the module's `defaultIsolation`.
  private mutating func merge(_ module: LyrebirdConfig.Module?, _ flags: GeneratorOverrides, dialect: MockDialect?) {
    let defaults = module ?? LyrebirdConfig.Module(name: "")
    file = MockFileOptions(
      testable: flags.testable ?? defaults.testable ?? true,
      testableImports: defaults.testableImports + Self.commaSeparated(flags.testableImports),
      importsModule: defaults.importsModule && !flags.disablesModuleImport,
      imports: defaults.imports,
      header: flags.omitsHeader || defaults.omitsHeader ? nil : defaults.header ?? flags.header,
      disablesSwiftLint: defaults.disablesSwiftLint || flags.disablesSwiftLint,
      condition: defaults.condition ?? flags.condition)
    onlyProtocols = defaults.onlyProtocols || flags.onlyProtocols
    excludedTypes = Set(defaults.excludeTypes + Self.commaSeparated(flags.excludedTypes))
    let flagAccess = flags.minimumAccess ?? .internal
    minimumAccess = module.map { max($0.minimumAccess, flagAccess) } ?? flagAccess
    nameFilter = defaults.regex ?? flags.regex
    resolvesInheritance = defaults.inheritance && !flags.disablesInheritance
    pruning = defaults.prune == .disable ? flags.pruning ?? .disable : defaults.prune
    cachePath = flags.disablesCache ? nil : output.cachePath
    warningsAsErrors = flags.warningsAsErrors
    keepsGoing = flags.keepsGoing
    let moduleDialect = module?.dialect ?? (module?.mockolo != nil ? .mockolo : nil)
    self.dialect = flags.dialect ?? moduleDialect ?? dialect ?? .mockingbird
    mockolo = flags.mockolo ?? module?.mockolo
    file.imports += flags.customImports
    file.excludedImports = flags.excludedImports
    defaultIsolation = flags.defaultIsolation ?? module?.defaultIsolation ?? .nonisolated
    if flags.defaultIsolation != nil || module?.defaultIsolation != nil {
      // The flag or the config decides: the manifest's setting is neither read nor shown.
      for index in modules.indices { modules[index].manifestIsolation = nil }
    } else if let manifest = flags.manifest, let target = flags.manifestTarget,
      let text = FileSystem.readText(Paths.absolute(manifest, relativeTo: flags.workingDirectory)).text
    {
      let isolation = ManifestIsolation.read(target: target, inManifest: text)
      for index in modules.indices { modules[index].manifestIsolation = isolation }
    }
  }

  /// `A,B` and `C` as `[A, B, C]`: list flags take either form.
  private static func commaSeparated(_ values: [String]) -> [String] {
    values.flatMap { $0.split(separator: ",").map(String.init) }
  }

  private static func resolve(_ paths: [String], in directory: String) throws -> [String] {
    paths.isEmpty ? [] : try InputResolver.resolve(paths, workingDirectory: directory)
  }
}
