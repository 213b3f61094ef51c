import Foundation
import LyrebirdSyntax

/// Prints diagnostics to standard error in the compiler's format, and progress to standard output.
struct Console {
  let quiet: Bool
  let verbose: Bool

  func diagnostic(_ diagnostic: DiagnosticSpec) {
    if quiet && diagnostic.severity != .error { return }
    standardError(diagnostic.description)
  }

  func error(_ message: String) {
    standardError("error: \(message)")
  }

  func info(_ message: String) {
    guard !quiet else { return }
    print(message)
  }

  func detail(_ message: String) {
    guard verbose && !quiet else { return }
    print(message)
  }

  private func standardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

enum Paths {
  static func absolute(_ path: String, relativeTo directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    return (joined as NSString).standardizingPath
  }
}
