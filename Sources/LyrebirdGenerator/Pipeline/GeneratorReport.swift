import LyrebirdSyntax

/// What a run produced, for the CLI to print.
package struct GeneratorReport: Sendable {
  package var diagnostics: [DiagnosticSpec] = []
  /// Output files whose contents changed.
  package var writtenFiles: [String] = []
  /// Output files that already had these contents and were left untouched.
  package var unchangedFiles: [String] = []
  /// Generated files of an output directory whose inputs are gone, removed after the run.
  package var removedFiles: [String] = []
  package var mockedTypes: [String] = []
  package var sourceFileCount = 0
  /// Wall time of each phase in seconds, for `--verbose` and the benchmark.
  package var phases: [(name: String, seconds: Double)] = []
  /// What the run took from the mocked targets' `Package.swift`, one line per module, for the summary.
  package var manifestSettings: [String] = []

  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  package init() {}

  /// Adds another run's results, for several config modules in one command.
  package mutating func merge(_ other: GeneratorReport) {
    diagnostics += other.diagnostics
    writtenFiles += other.writtenFiles
    unchangedFiles += other.unchangedFiles
    removedFiles += other.removedFiles
    mockedTypes += other.mockedTypes
    sourceFileCount += other.sourceFileCount
    phases += other.phases
    manifestSettings += other.manifestSettings
  }
}

extension GeneratorReport {
  /// The report of a run skipped because nothing changed since the stamped one.
  init(unchanged stamp: RunStamp) {
    self.init()
    diagnostics = stamp.warnings
    unchangedFiles = stamp.outputs.keys.sorted()
    mockedTypes = stamp.mockedTypes
    sourceFileCount = stamp.sourceFileCount
  }
}
