/// `typealias Both = A & B`: a name for the protocols it composes.
package struct TypeComposition: Hashable, Sendable, Codable {
  package var name: String
  package var components: [String]

  package init(name: String, components: [String]) {
    self.name = name
    self.components = components
  }
}
