/// Renames a member's generic parameters that share a name with the mock's own.
///
/// A protocol's associated type `T` becomes the mock's generic parameter `T`, so a method's own
/// `func put<T>(_ value: T)` would shadow it ("shadows generic parameter from outer scope").
/// The requirement is met by any spelling, so the method's parameter becomes `T_`.
extension MockableType {
  func renamingShadowedGenerics() -> MockableType {
    let outer = Set(associatedTypes.map(\.name) + genericParameters.map(\.name))
    guard !outer.isEmpty else { return self }
    var type = self
    type.members = members.map { $0.renamingGenerics(avoiding: outer) }
    return type
  }
}

extension MemberItem {
  fileprivate func renamingGenerics(avoiding outer: Set<String>) -> MemberItem {
    switch self {
    case .member(let member):
      return .member(member.renamingGenerics(avoiding: outer))
    case .conditional(let clauses):
      return .conditional(
        clauses.map { clause in
          ConditionalClause(
            condition: clause.condition, items: clause.items.map { $0.renamingGenerics(avoiding: outer) })
        })
    }
  }
}

extension MemberSpec {
  fileprivate func renamingGenerics(avoiding outer: Set<String>) -> MemberSpec {
    let generics: [GenericParameter]
    switch self {
    case .method(let method): generics = method.genericParameters
    case .subscript(let subscriptMember): generics = subscriptMember.genericParameters
    case .initializer(let initializer): generics = initializer.genericParameters
    case .property: return self
    }
    let clashing = generics.map(\.name).filter(outer.contains)
    guard !clashing.isEmpty else { return self }
    var taken = outer.union(generics.map(\.name))
    var renames: [String: String] = [:]
    for name in clashing {
      var renamed = name + "_"
      while taken.contains(renamed) { renamed += "_" }
      taken.insert(renamed)
      renames[name] = renamed
    }
    let rename = { (text: String) -> String in
      renames.reduce(text) { text, pair in TypeText.replacingIdentifier(pair.key, with: pair.value, in: text) }
    }
    let mapped = mappingTypes(outer) { text, _ in rename(text) }
    let renamedGenerics = generics.map { generic in
      GenericParameter(
        name: renames[generic.name] ?? generic.name, constraint: generic.constraint.map(rename),
        constraintNames: generic.constraintNames.map(rename))
    }
    switch mapped {
    case .method(var method):
      method.genericParameters = renamedGenerics
      return .method(method)
    case .subscript(var subscriptMember):
      subscriptMember.genericParameters = renamedGenerics
      return .subscript(subscriptMember)
    case .initializer(var initializer):
      initializer.genericParameters = renamedGenerics
      return .initializer(initializer)
    case .property:
      return mapped
    }
  }
}
