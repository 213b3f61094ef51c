/// A generic parameter or associated type with its inline constraint, for example `Element: Hashable`.
package struct GenericParameter: Hashable, Sendable, Codable {
  package var name: String
  package var constraint: String?
  /// The names the constraint refers to, as ``TypeShape/referencedNames`` records them for a type.
  package var constraintNames: [String]

  package init(name: String, constraint: String? = nil, constraintNames: [String] = []) {
    self.name = name
    self.constraint = constraint
    self.constraintNames = constraintNames
  }

  package var declaration: String { constraint.map { "\(name): \($0)" } ?? name }
}
