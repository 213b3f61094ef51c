import LyrebirdSyntax

extension MemberItem {
  /// The member marked `nonisolated`, as an actor mock's witness to a requirement of a protocol
  /// that isn't an actor's must be: the conformance can't cross into the actor's isolation.
  ///
  /// Static members and initializers aren't isolated to the actor, so they are left as they are.
  func makingNonisolated() -> MemberItem {
    let attribute = AttributeSpec(.nonisolated, "nonisolated")
    switch self {
    case .member(.method(var method)) where !method.isStatic && !method.attributes.contains(attribute):
      method.attributes.append(attribute)
      return .member(.method(method))
    case .member(.property(var property)) where !property.isStatic && !property.attributes.contains(attribute):
      property.attributes.append(attribute)
      return .member(.property(property))
    case .member(.subscript(var subscriptMember))
    where !subscriptMember.isStatic && !subscriptMember.attributes.contains(attribute):
      subscriptMember.attributes.append(attribute)
      return .member(.subscript(subscriptMember))
    case .member:
      return self
    case .conditional(let clauses):
      return .conditional(
        clauses.map { ConditionalClause(condition: $0.condition, items: $0.items.map { $0.makingNonisolated() }) })
    }
  }
}
