/// Everything the generator needs from one source file, cacheable as a value.
public struct ParsedFile: Hashable, Sendable, Codable {
  public var path: String
  public var types: [MockableType]
  /// Modules the file imports (`Foundation`, …), which the mocks may need too.
  public var imports: [ImportSpec]
  public var diagnostics: [DiagnosticSpec]
  /// Types declared `~Copyable`, whose arguments mocks can't record.
  public var noncopyableTypes: [String] = []
  /// Every type the file declares, qualified by its enclosing types (`Outer.Event`), so generated
  /// code can name them unambiguously.
  public var declaredTypes: [String] = []
  /// Type aliases for protocol compositions (`typealias Both = A & B`), which a protocol may refine.
  public var compositions: [TypeComposition] = []
  /// Classes whose `Sendable` conformance is declared unavailable; mocks are always `Sendable`.
  public var sendableUnavailable: [String] = []

  public init(path: String, types: [MockableType] = [], imports: [ImportSpec] = [], diagnostics: [DiagnosticSpec] = [])
  {
    self.path = path
    self.types = types
    self.imports = imports
    self.diagnostics = diagnostics
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
