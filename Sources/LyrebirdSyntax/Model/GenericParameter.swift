/// A generic parameter or associated type with its inline constraint, for example `Element: Hashable`.
public struct GenericParameter: Hashable, Sendable, Codable {
  public var name: String
  public var constraint: String?

  public init(name: String, constraint: String? = nil) {
    self.name = name
    self.constraint = constraint
  }

  public var declaration: String { constraint.map { "\(name): \($0)" } ?? name }
}
