/// A module a source file imports, and the `#if` condition it was imported under.
///
/// Mocks import what their sources import; a module imported inside `#if` may not exist on
/// every platform, so the mock file repeats the condition around it.
package struct ImportSpec: Hashable, Sendable, Codable {
  package var module: String
  /// The conditions of the enclosing `#if` clauses, joined with `&&`; `nil` outside any `#if`.
  package var condition: String?

  package init(module: String, condition: String? = nil) {
    self.module = module
    self.condition = condition
  }

  /// `import Module`, inside `#if condition … #endif` when there is one.
  package var declaration: String {
    guard let condition else { return "import \(module)" }
    return "#if \(condition)\nimport \(module)\n#endif"
  }
}
