/// A generic parameter or associated type with its inline constraint, for example `Element: Hashable`.
package struct GenericParameter: Hashable, Sendable, Codable {
  package var name: String
  package var constraint: String?

  package init(name: String, constraint: String? = nil) {
    self.name = name
    self.constraint = constraint
  }

  package var declaration: String { constraint.map { "\(name): \($0)" } ?? name }
}
