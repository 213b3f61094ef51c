/// Everything the generator needs from one source file, cacheable as a value.
package struct ParsedFile: Hashable, Sendable, Codable {
  package var path: String
  package var types: [MockableType]
  /// Modules the file imports (`Foundation`, …), which the mocks may need too.
  package var imports: [ImportSpec]
  package var diagnostics: [DiagnosticSpec]
  /// Types declared `~Copyable`, whose arguments mocks can't record.
  package var noncopyableTypes: [String] = []
  /// Every type the file declares, qualified by its enclosing types (`Outer.Event`), so generated
  /// code can name them unambiguously.
  package var declaredTypes: [String] = []
  /// Type aliases for protocol compositions (`typealias Both = A & B`), which a protocol may refine.
  package var compositions: [TypeComposition] = []
  /// Classes whose `Sendable` conformance is declared unavailable; mocks are always `Sendable`.
  package var sendableUnavailable: [String] = []
  /// Classes that aren't final were left out: only protocols are mocked, and the file was scanned
  /// or outlined, not parsed whole.
  ///
  /// Such a file is parsed after all when a protocol refines one of the types it declares.
  package var skipsClasses = false

  package init(path: String, types: [MockableType] = [], imports: [ImportSpec] = [], diagnostics: [DiagnosticSpec] = [])
  {
    self.path = path
    self.types = types
    self.imports = imports
    self.diagnostics = diagnostics
  }

  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
