/// A type alias a protocol declares among its requirements: `typealias Items = [Item]`.
///
/// One that names an associated type can't be used in the mock as inherited, since the mock's
/// generic parameter stands for the associated type; the mock declares it again.
package struct TypeAliasSpec: Hashable, Sendable, Codable {
  package var name: String
  package var type: String
  /// The names the aliased type refers to, as ``TypeShape/referencedNames`` records them.
  package var referencedNames: [String]

  package init(name: String, type: String, referencedNames: [String] = []) {
    self.name = name
    self.type = type
    self.referencedNames = referencedNames
  }
}
