/// Turns the associated types a same-type requirement fixes (`where ID == UUID`) into type aliases.
///
/// A fixed associated type can't be a generic parameter of the mock: the requirement would make
/// the mock's parameter a concrete type, which Swift rejects, so the mock declares the alias.
extension MockableType {
  /// The type without the fixed associated types, their requirements written out, and the aliases.
  func fixingAssociatedTypes() -> (type: MockableType, aliases: [FixedAssociatedType]) {
    var type = self
    var aliases: [FixedAssociatedType] = []
    // `Right == [Left]` fixes `Right` even though it names another associated type; only an
    // associated type defined by itself can't become an alias.
    var changed = true
    while changed {
      changed = false
      let associated = Set(type.associatedTypes.map(\.name))
      for case .sameType(let left, let right, let leftPath, let rightPath, let rightNames) in type.requirements {
        let name = leftPath ?? left
        guard associated.contains(name), !rightNames.contains(name) else { continue }
        let value = rightPath ?? right
        aliases.append(FixedAssociatedType(name: name, type: value))
        type.associatedTypes.removeAll { $0.name == name }
        type.requirements = type.requirements.compactMap { requirement in
          let replaced = requirement.replacingName(name, with: value, valueNames: rightNames)
          if case .sameType(let left, let right, _, _, _) = replaced, left == right { return nil }
          return replaced
        }
        changed = true
        break
      }
    }
    return (type, aliases)
  }
}

/// An associated type a same-type requirement fixes: the mock declares `typealias name = type`.
package struct FixedAssociatedType: Hashable, Sendable {
  package var name: String
  package var type: String
}

extension RequirementSpec {
  /// The requirement with the name `name` replaced by `value` (whose names are `valueNames`) on
  /// both sides: how an associated type fixed by another requirement is written out.
  fileprivate func replacingName(_ name: String, with value: String, valueNames: [String]) -> RequirementSpec {
    guard case .sameType(let left, let right, let leftPath, let rightPath, let rightNames) = self else {
      return mappingTypes { TypeText.replacingIdentifier(name, with: value, in: $0) }
    }
    let newLeft = TypeText.replacingIdentifier(name, with: value, in: left)
    let newRight = TypeText.replacingIdentifier(name, with: value, in: right)
    return .sameType(
      newLeft, newRight, leftSelfPath: newLeft == left ? leftPath : nil,
      rightSelfPath: newRight == right ? rightPath : nil,
      rightNames: rightNames.flatMap { $0 == name ? valueNames : [$0] })
  }
}
