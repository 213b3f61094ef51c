/// A message about the user's source, printed as `file:line:col: severity: message`.
package struct DiagnosticSpec: Hashable, Sendable, Codable, CustomStringConvertible {
  package enum Severity: String, Hashable, Sendable, Codable {
    case error
    case warning
    case note
  }

  package var severity: Severity
  package var message: String
  package var location: SourceLocationSpec

  package init(_ severity: Severity, _ message: String, at location: SourceLocationSpec) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  package var description: String {
    guard !location.file.isEmpty else { return "\(severity.rawValue): \(message)" }
    return "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
  }
}
