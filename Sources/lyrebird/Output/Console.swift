import ArgumentParser
import Foundation
import LyrebirdGenerator
import LyrebirdInstaller
import LyrebirdSyntax

/// Everything the CLI prints: errors and warnings to standard error, progress to standard output.
///
/// One type, so `--quiet` and the compiler's `file:line:col: error:` format hold for every command.
struct Console {
  var quiet = false
  var verbose = false

  func diagnostic(_ diagnostic: DiagnosticSpec) {
    if quiet && diagnostic.severity != .error { return }
    standardError(diagnostic.description)
  }

  func error(_ message: String) {
    standardError("error: \(message)")
  }

  /// Prints why a command failed; errors that point at a file already carry `file:line:col: error:`.
  func failure(_ error: any Error) {
    switch error {
    case let error as ConfigError: standardError(error.description)
    case let error as InstallError: standardError(error.description)
    default: self.error("\(error)")
    }
  }

  /// Runs `body`, printing an error it throws and exiting with 1.
  func exitingOnFailure<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch {
      failure(error)
      throw ExitCode.failure
    }
  }

  func info(_ message: String) {
    guard !quiet else { return }
    print(message)
  }

  /// A line of `--verbose` output.
  func detail(_ message: String) {
    guard verbose && !quiet else { return }
    print(message)
  }

  /// Output printed as is, such as a diff.
  func text(_ text: String) {
    print(text, terminator: "")
  }

  private func standardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
