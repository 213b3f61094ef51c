/// Everything the generator needs from one source file, cacheable as a value.
public struct ParsedFile: Hashable, Sendable, Codable {
  public var path: String
  public var types: [MockableType]
  /// Modules the file imports (`Foundation`, …), which the mocks may need too.
  public var imports: [String]
  public var diagnostics: [Diagnostic]

  public init(path: String, types: [MockableType] = [], imports: [String] = [], diagnostics: [Diagnostic] = []) {
    self.path = path
    self.types = types
    self.imports = imports
    self.diagnostics = diagnostics
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A message about the user's source, printed as `file:line:col: severity: message`.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable, Codable {
    case error
    case warning
    case note
  }

  public var severity: Severity
  public var message: String
  public var location: SourceLocation

  public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  public var description: String {
    guard !location.file.isEmpty else { return "\(severity.rawValue): \(message)" }
    return "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
  }
}
