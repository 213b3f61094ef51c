import Foundation
import LyrebirdSyntax

/// Runs the pipeline in named phases: parse → resolve inheritance → prepare → render → write.
///
/// Nothing is written unless every input parsed, so a syntax error never leaves half an output
/// (unless ``GeneratorOptions/keepsGoing``);
/// and no output may replace an input or a file Lyrebird didn't write (``OutputGuard``).
package struct Generator {
  package let options: GeneratorOptions

  package init(options: GeneratorOptions) {
    self.options = options
  }

  /// Runs several option sets (one per config module) as one: every output is checked before any
  /// is written, so a refusal leaves every file as it was.
  ///
  /// Afterwards an output directory loses the mocks of inputs that are gone (``StaleOutputs``).
  package static func run(_ runs: [GeneratorOptions], freeingMemory: Bool = true) throws -> GeneratorReport {
    let workingDirectory = FileManager.default.currentDirectoryPath
    for options in runs { try OutputGuard.check(options, workingDirectory: workingDirectory) }
    try OutputGuard.checkDistinct(runs, workingDirectory: workingDirectory)
    var report = GeneratorReport()
    for options in runs {
      report.merge(try Generator(options: options).runChecked(freeingMemory: freeingMemory))
    }
    if !report.hasErrors { report.removedFiles = StaleOutputs.remove(for: runs) }
    return report
  }

  /// Runs the pipeline.
  ///
  /// - Parameter freeingMemory: `false` keeps the run's large intermediate values (syntax models,
  ///   rendered text) alive until the process exits. A command-line run that is about to exit
  ///   passes `false`: releasing them piece by piece took almost a tenth of a run, and the
  ///   operating system reclaims the memory at once.
  /// - Throws: ``OutputRefusal`` before anything is read when an output would replace a file the
  ///   user wrote; an error when an output can't be written.
  package func run(freeingMemory: Bool = true) throws -> GeneratorReport {
    try OutputGuard.check(options, workingDirectory: FileManager.default.currentDirectoryPath)
    return try runChecked(freeingMemory: freeingMemory)
  }

  /// Runs the pipeline once ``OutputGuard`` has passed the outputs, and says what it took from
  /// the targets' manifests.
  private func runChecked(freeingMemory: Bool) throws -> GeneratorReport {
    var report = try runPipeline(freeingMemory: freeingMemory)
    report.manifestSettings = options.modules.compactMap(\.manifestSettingsSummary)
    return report
  }

  private func runPipeline(freeingMemory: Bool) throws -> GeneratorReport {
    var report = GeneratorReport()
    var clock = PhaseClock()
    let hook = options.hook
    var loader = SourceLoader(cache: options.cachePath.map { GeneratorCache.load(from: $0, version: cacheVersion) })
    loader.readsAnnotations = hook.readsAnnotations
    // Without a cache there is no stamp to match or keep, and no reason to `stat` every input.
    let stampInputs = loader.cache.map { _ in
      RunStamp.inputsFingerprint(inputPaths + options.supportFiles + options.testSources)
    }
    if let cache = loader.cache, let stampInputs, let stamp = RunStamp.matching(cache, inputs: stampInputs) {
      return GeneratorReport(unchanged: stamp)
    }

    let sources = ParsedSources(options: options, loader: &loader)
    report.sourceFileCount = sources.inputs.count
    report.diagnostics = sources.diagnostics
    clock.lap("parse", into: &report)
    if report.hasErrors && !options.keepsGoing { return report }

    let planner = MockPlanner(options: options, sources: sources)
    let resolved = planner.resolveInheritance()
    clock.lap("resolve", into: &report)
    let plans = planner.prepare(resolved, into: &report.diagnostics)
    if options.warningsAsErrors && report.diagnostics.contains(where: { $0.severity == .warning }) {
      report.diagnostics = report.diagnostics.map(\.raisedToError)
      return report
    }
    clock.lap("prepare", into: &report)
    // A type that can't be mocked as its annotation asks (an unknown Mockolo argument) writes nothing.
    if report.hasErrors && !options.keepsGoing { return report }

    let renderCache = RenderCache(origins: plans.concurrentMap { RenderCache.origins(of: $0.type) })
    let rendered = render(plans, shape: hook, cache: renderCache)
    clock.lap("render", into: &report)

    var outputOptions = options
    outputOptions.file.imports += hook.imports
    outputOptions.file.importsLyrebird = hook.importsLyrebird
    let outputs = OutputPlan(options: outputOptions).files(for: Array(zip(plans, rendered)))
    try write(outputs, into: &report)
    report.mockedTypes = plans.map(\.type.name).sorted()
    clock.lap("write", into: &report)

    if !freeingMemory {
      ProcessLifetime.keep([sources, resolved, plans, rendered, outputs, renderCache, planner.resolver])
    }
    // A run with errors is never stamped: its files are parsed again next time.
    if var cache = loader.cache, let stampInputs, !report.hasErrors {
      stamp(report, in: &cache, inputs: stampInputs)
    }
    return report
  }

  private var inputPaths: [String] { options.modules.flatMap(\.files) }

  /// Renders the mocks in parallel, in the shape of the run's dialect; a parent's member renders
  /// once for every mock that inherits it.
  ///
  /// With one file per input, each mock's `mock(_:)` function renders apart (``OutputPlan/Rendered``).
  private func render(
    _ plans: [OutputPlan.Entry], shape hook: any DialectHook, cache: RenderCache
  ) -> [OutputPlan.Rendered] {
    let splits = options.output.isPerInput
    return plans.concurrentMap { entry in
      let shape = hook.shape(includesHandles: entry.includesHandles, cache: cache)
      if splits {
        let (type, function) = shape.renderedSplitBytes(entry.mock)
        return OutputPlan.Rendered(type: type, function: function)
      }
      return OutputPlan.Rendered(type: shape.renderedBytes(entry.mock), function: nil)
    }
  }

  /// Writes each output whose contents changed, and leaves the others untouched.
  ///
  /// The files are written on every core: most of a write is the kernel copying bytes, which
  /// runs on the calling thread. Each file is still replaced atomically, and the report lists
  /// them in the outputs' order; the first output (in that order) that can't be written is thrown.
  private func write(_ outputs: [(String, GeneratedText)], into report: inout GeneratorReport) throws {
    let results = outputs.concurrentMap { path, contents in
      Result { try AtomicWriter.write(contents, to: path) }
    }
    for ((path, _), result) in zip(outputs, results) {
      if try result.get() {
        report.writtenFiles.append(path)
      } else {
        report.unchangedFiles.append(path)
      }
    }
  }

  /// Saves the cache with a stamp of this run, so the next run with the same inputs and outputs is skipped.
  private func stamp(_ report: GeneratorReport, in cache: inout GeneratorCache, inputs: FileFingerprint) {
    guard let cachePath = options.cachePath else { return }
    cache.retain(only: Set(inputPaths + options.supportFiles))
    let outputs = Dictionary(
      (report.writtenFiles + report.unchangedFiles).compactMap { path in
        (try? FileFingerprint(path: path)).map { (path, $0) }
      },
      uniquingKeysWith: { first, _ in first })
    RunStamp(
      outputs: outputs, mockedTypes: report.mockedTypes, warnings: report.diagnostics,
      sourceFileCount: report.sourceFileCount
    ).store(in: &cache, inputs: inputs)
    try? cache.save(to: cachePath)
  }

  /// Options and the running tool's own file: a rebuilt generator never trusts an older cache.
  private var cacheVersion: String {
    let tool = Bundle.main.executablePath.flatMap { try? FileFingerprint(path: $0) }
    return "lyrebird-1|\(tool.map { "\($0.size)-\($0.modificationTimeNanoseconds)" } ?? "")|" + options.fingerprint
  }
}

extension DiagnosticSpec {
  /// The same diagnostic as an error, for `--warnings-as-errors`.
  fileprivate var raisedToError: DiagnosticSpec {
    var diagnostic = self
    if diagnostic.severity == .warning { diagnostic.severity = .error }
    return diagnostic
  }
}
