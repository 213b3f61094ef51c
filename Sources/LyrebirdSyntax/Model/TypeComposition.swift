/// `typealias Both = A & B`: a name for the protocols it composes.
public struct TypeComposition: Hashable, Sendable, Codable {
  public var name: String
  public var components: [String]

  public init(name: String, components: [String]) {
    self.name = name
    self.components = components
  }
}
