/// Spells `Self.Model` as `Model` wherever a generic mock's members write it.
///
/// A protocol's associated types become the mock's generic parameters, which aren't member types:
/// `where T == Self.Model` in a method's `where` clause doesn't compile in the mock as written.
extension MockableType {
  package func resolvingSelfAssociatedTypes() -> MockableType {
    let associated = Set(associatedTypes.map(\.name))
    guard !associated.isEmpty else { return self }
    return mappingTypes { text, _ in TypeText.replacingSelf(in: text, with: "Self", associatedTypes: associated) }
  }
}
