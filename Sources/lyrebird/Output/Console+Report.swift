import ArgumentParser
import Foundation
import LyrebirdGenerator

extension Console {
  /// Prints a generator run: its diagnostics, then with `--verbose` each file and type, then a summary.
  ///
  /// - Throws: `ExitCode.failure` when a source had errors, after saying that nothing was written
  ///   (or, with `--keep-going`, after the summary of what was).
  func summarize(_ report: GeneratorReport, since start: Date, keptGoing: Bool = false) throws {
    for diagnostic in report.diagnostics { self.diagnostic(diagnostic) }
    let wroteOutput = !report.writtenFiles.isEmpty || !report.unchangedFiles.isEmpty
    if report.hasErrors && !(keptGoing && wroteOutput) {
      error("no mocks were written because of the errors above")
      throw ExitCode.failure
    }
    for file in report.writtenFiles { detail("wrote \(file)") }
    for file in report.unchangedFiles { detail("unchanged \(file)") }
    for file in report.removedFiles { detail("removed \(file)") }
    for type in report.mockedTypes { detail("mocked \(type)") }
    if !report.phases.isEmpty {
      detail(report.phases.map { "\($0.name) \(Int($0.seconds * 1000)) ms" }.joined(separator: ", "))
    }
    for settings in report.manifestSettings { info(settings) }
    let milliseconds = Int(Date().timeIntervalSince(start) * 1000)
    let mocks = report.mockedTypes.count
    let files = report.sourceFileCount
    info(
      "Generated \(mocks) mock\(mocks == 1 ? "" : "s") from \(files) file\(files == 1 ? "" : "s") in \(milliseconds) ms"
    )
    if report.hasErrors {
      error("mocks were written for everything but the files with errors above")
      throw ExitCode.failure
    }
  }
}
