/// `typealias Both = A & B`: a name for the protocols it composes.
package struct TypeComposition: Hashable, Sendable, Codable {
  package var name: String
  package var components: [InheritedType]

  package init(name: String, components: [InheritedType]) {
    self.name = name
    self.components = components
  }
}
