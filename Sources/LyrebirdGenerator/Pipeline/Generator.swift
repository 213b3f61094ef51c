import Foundation
import LyrebirdSyntax

/// What a run produced, for the CLI to print.
public struct GeneratorReport: Sendable {
  public var diagnostics: [Diagnostic] = []
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

  public func run() throws -> GeneratorReport {
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
    let parsedInputs = loader.load(inputPaths)
    let parsedSupport = loader.load(options.supportFiles.filter { !inputPaths.contains($0) })
    report.sourceFileCount = parsedInputs.count
    clock.lap("parse", into: &report)
    report.diagnostics = (parsedInputs + parsedSupport).flatMap(\.diagnostics)
    if report.hasErrors { return report }

    let resolver = InheritanceResolver(
      inputs: parsedInputs.flatMap(\.types), support: parsedSupport.flatMap(\.types))
    let selection = MockSelection(options: options)
    let moduleOf = Dictionary(
      options.modules.flatMap { module in module.files.map { ($0, module.name) } }, uniquingKeysWith: { first, _ in first })
    let noncopyable = Set((parsedInputs + parsedSupport).flatMap(\.noncopyableTypes))
    var plans: [OutputPlan.Entry] = []
    let candidates = parsedInputs.flatMap { file in
      file.types.filter(selection.includes).map { (file: file, type: $0, handles: selection.includesHandles($0)) }
    }
    let resolvesInheritance = options.resolvesInheritance
    let resolved = candidates.concurrentMap { candidate in
      resolvesInheritance ? resolver.resolve(candidate.type) : (candidate.type, [])
    }
    for (candidate, (type, diagnostics)) in zip(candidates, resolved) {
      report.diagnostics += diagnostics
      plans.append(OutputPlan.Entry(
        type: type.markingNoncopyable(noncopyable), file: candidate.file.path,
        module: moduleOf[candidate.file.path] ?? nil, imports: candidate.file.imports,
        includesHandles: candidate.handles))
    }
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
    if let cachePath = options.cachePath, var cache = loader.cache {
      cache.retain(only: Set(inputPaths + options.supportFiles))
      let outputs = Dictionary(
        (report.writtenFiles + report.unchangedFiles).compactMap { path in (try? FileFingerprint(path: path)).map { (path, $0) } },
        uniquingKeysWith: { first, _ in first })
      RunStamp(
        outputs: outputs, mockedTypes: report.mockedTypes, warnings: report.diagnostics,
        sourceFileCount: report.sourceFileCount
      ).store(in: &cache, inputs: runInputs)
      try? cache.save(to: cachePath)
    }
    return report
  }

  /// Two types with one name (e.g. from two modules) would produce clashing mocks: keep the first.
  private func removingDuplicateMockNames(
    _ plans: [OutputPlan.Entry], diagnostics: inout [Diagnostic]
  ) -> [OutputPlan.Entry] {
    var seen: [String: OutputPlan.Entry] = [:]
    return plans.filter { entry in
      guard let first = seen[entry.type.mockName] else {
        seen[entry.type.mockName] = entry
        return true
      }
      diagnostics.append(Diagnostic(
        .warning,
        "'\(entry.type.name)' would also be mocked as \(entry.type.mockName), like the type at \(first.type.location.file):\(first.type.location.line); it is skipped (use --exclude or --regex to choose)",
        at: entry.type.location))
      return false
    }
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
