import Foundation
import LyrebirdSyntax

/// What a run produced, for the CLI to print.
public struct GeneratorReport: Sendable {
  package var diagnostics: [DiagnosticSpec] = []
  /// Output files whose contents changed.
  public var writtenFiles: [String] = []
  /// Output files that already had these contents and were left untouched.
  public var unchangedFiles: [String] = []
  public var mockedTypes: [String] = []
  public var sourceFileCount = 0
  /// Wall time of each phase in seconds, for `--verbose` and the benchmark.
  public var phases: [(name: String, seconds: Double)] = []

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  public init() {}

  /// Adds another run's results, for several config modules in one command.
  public mutating func merge(_ other: GeneratorReport) {
    diagnostics += other.diagnostics
    writtenFiles += other.writtenFiles
    unchangedFiles += other.unchangedFiles
    mockedTypes += other.mockedTypes
    sourceFileCount += other.sourceFileCount
    phases += other.phases
  }
}

/// Runs the pipeline: load → resolve inheritance → select → render → write.
///
/// Nothing is written unless every input parsed, so a syntax error never leaves half an output.
public struct Generator {
  public let options: GeneratorOptions

  public init(options: GeneratorOptions) {
    self.options = options
  }

  /// Runs the pipeline.
  ///
  /// - Parameter freeingMemory: `false` keeps the run's large intermediate values (syntax models,
  ///   rendered text) alive until the process exits. A command-line run that is about to exit
  ///   passes `false`: releasing them piece by piece took almost a tenth of a run, and the
  ///   operating system reclaims the memory at once.
  public func run(freeingMemory: Bool = true) throws -> GeneratorReport {
    var report = GeneratorReport()
    var clock = PhaseClock()
    var loader = SourceLoader(cache: options.cachePath.map { GeneratorCache.load(from: $0, version: cacheVersion) })
    let inputPaths = options.modules.flatMap(\.files)
    let runInputs = RunStamp.inputsFingerprint(inputPaths + options.supportFiles + options.testSources)
    if let cache = loader.cache, let stamp = RunStamp.matching(cache, inputs: runInputs) {
      report.diagnostics = stamp.warnings
      report.unchangedFiles = stamp.outputs.keys.sorted()
      report.mockedTypes = stamp.mockedTypes
      report.sourceFileCount = stamp.sourceFileCount
      return report
    }
    var loadedInputs = loader.load(inputPaths)
    var loadedSupport = loader.load(options.supportFiles.filter { !inputPaths.contains($0) })
    report.sourceFileCount = loadedInputs.count
    clock.lap("parse", into: &report)
    // Support sources are never mocked: only their errors matter, not what couldn't be mocked.
    report.diagnostics =
      loadedInputs.flatMap(\.diagnostics)
      + loadedSupport.flatMap { $0.diagnostics.filter { $0.severity == .error } }
    if report.hasErrors { return report }

    let moduleOf = Dictionary(
      options.modules.flatMap { module in module.files.map { ($0, module.name) } },
      uniquingKeysWith: { first, _ in first })
    let names = TypeNames(inputs: loadedInputs, support: loadedSupport, moduleOf: moduleOf)
    names.resolveScopes(in: &loadedInputs, &loadedSupport)
    let parsedInputs = loadedInputs
    let parsedSupport = loadedSupport
    let resolver = InheritanceResolver(
      inputs: parsedInputs.flatMap(\.types), support: parsedSupport.flatMap(\.types),
      compositions: (parsedInputs + parsedSupport).flatMap(\.compositions))
    let selection = MockSelection(options: options)
    let mockability = Mockability(options: options, resolver: resolver, parsed: parsedInputs + parsedSupport)
    let noncopyable = Set((parsedInputs + parsedSupport).flatMap(\.noncopyableTypes))
    // Indices into the parsed files, so no file or model is copied per candidate.
    let candidates = parsedInputs.indices.flatMap { fileIndex in
      parsedInputs[fileIndex].types.indices.compactMap { typeIndex in
        let type = parsedInputs[fileIndex].types[typeIndex]
        return selection.includes(type) ? (fileIndex, typeIndex, selection.includesHandles(type)) : nil
      }
    }
    let resolvesInheritance = options.resolvesInheritance
    let resolved = candidates.concurrentMap {
      fileIndex, typeIndex, includesHandles -> (OutputPlan.Entry?, [DiagnosticSpec]) in
      let file = parsedInputs[fileIndex]
      let declared = file.types[typeIndex]
      var (type, diagnostics, isComplete) =
        resolvesInheritance ? resolver.resolveReportingCompleteness(declared) : (declared, [], true)
      // A mock without an unknown parent's requirements would not compile.
      if !isComplete { return (nil, diagnostics) }
      let module = moduleOf[file.path] ?? nil
      if let reason = mockability.problem(with: type, module: module) {
        return (nil, diagnostics + [DiagnosticSpec(.warning, reason, at: type.location)])
      }
      type = names.qualifying(type.markingNoncopyable(noncopyable), module: module)
      let entry = OutputPlan.Entry(
        type: type, file: file.path, module: module,
        imports: file.imports, includesHandles: includesHandles)
      return (entry, diagnostics)
    }
    var plans = resolved.compactMap(\.0)
    report.diagnostics += resolved.flatMap(\.1)
    plans = removingDuplicateMockNames(plans, diagnostics: &report.diagnostics)
    if options.warningsAsErrors && report.diagnostics.contains(where: { $0.severity == .warning }) {
      report.diagnostics = report.diagnostics.map { diagnostic in
        var diagnostic = diagnostic
        if diagnostic.severity == .warning { diagnostic.severity = .error }
        return diagnostic
      }
      return report
    }

    clock.lap("resolve", into: &report)
    let renderCache = RenderCache()
    let rendered = plans.concurrentMap { entry in
      MockFileRenderer.renderType(entry.type, includesHandles: entry.includesHandles, cache: renderCache)
    }
    clock.lap("render", into: &report)
    let outputs = OutputPlan(options: options, inputs: inputPaths).files(for: Array(zip(plans, rendered)))
    for (path, contents) in outputs {
      if try AtomicWriter.write(contents, to: path) {
        report.writtenFiles.append(path)
      } else {
        report.unchangedFiles.append(path)
      }
    }
    report.mockedTypes = plans.map(\.type.name).sorted()
    clock.lap("write", into: &report)
    if !freeingMemory {
      ProcessLifetime.keep([parsedInputs, parsedSupport, plans, rendered, outputs, renderCache, resolver])
    }
    if let cachePath = options.cachePath, var cache = loader.cache {
      cache.retain(only: Set(inputPaths + options.supportFiles))
      let outputs = Dictionary(
        (report.writtenFiles + report.unchangedFiles).compactMap { path in
          (try? FileFingerprint(path: path)).map { (path, $0) }
        },
        uniquingKeysWith: { first, _ in first })
      RunStamp(
        outputs: outputs, mockedTypes: report.mockedTypes, warnings: report.diagnostics,
        sourceFileCount: report.sourceFileCount
      ).store(in: &cache, inputs: runInputs)
      try? cache.save(to: cachePath)
    }
    return report
  }

  /// Two types with one name (for example from two modules) would produce clashing mocks: keep the first.
  private func removingDuplicateMockNames(
    _ plans: [OutputPlan.Entry], diagnostics: inout [DiagnosticSpec]
  ) -> [OutputPlan.Entry] {
    var firstLocations: [String: SourceLocationSpec] = [:]
    firstLocations.reserveCapacity(plans.count)
    var duplicates: [Int] = []
    for (index, entry) in plans.enumerated() {
      let mockName = entry.type.mockName
      guard let first = firstLocations[mockName] else {
        firstLocations[mockName] = entry.type.location
        continue
      }
      duplicates.append(index)
      diagnostics.append(
        DiagnosticSpec(
          .warning,
          "'\(entry.type.name)' would also be mocked as \(mockName), like the type at \(first.file):\(first.line); it is skipped (use --exclude or --regex to choose)",
          at: entry.type.location))
    }
    guard !duplicates.isEmpty else { return plans }
    let skipped = Set(duplicates)
    return plans.indices.filter { !skipped.contains($0) }.map { plans[$0] }
  }

  /// Options and the running tool's own file: a rebuilt generator never trusts an older cache.
  private var cacheVersion: String {
    let tool = Bundle.main.executablePath.flatMap { try? FileFingerprint(path: $0) }
    return "lyrebird-1|\(tool.map { "\($0.size)-\($0.modificationTimeNanoseconds)" } ?? "")|" + options.fingerprint
  }
}

/// Measures consecutive phases of a run.
struct PhaseClock {
  private var last = DispatchTime.now()

  mutating func lap(_ name: String, into report: inout GeneratorReport) {
    let now = DispatchTime.now()
    report.phases.append((name, Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9))
    last = now
  }
}
