/// A message about the user's source, printed as `file:line:col: severity: message`.
public struct DiagnosticSpec: Hashable, Sendable, Codable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable, Codable {
    case error
    case warning
    case note
  }

  public var severity: Severity
  public var message: String
  public var location: SourceLocationSpec

  public init(_ severity: Severity, _ message: String, at location: SourceLocationSpec) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  public var description: String {
    guard !location.file.isEmpty else { return "\(severity.rawValue): \(message)" }
    return "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
  }
}
