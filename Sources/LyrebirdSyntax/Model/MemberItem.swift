/// A member, or a `#if` block of members, in declaration order.
///
/// `#if` blocks are kept as blocks so that the mock compiles exactly the branch the original does.
package indirect enum MemberItem: Hashable, Sendable, Codable {
  case member(MemberSpec)
  case conditional([ConditionalClause])
}

extension [MemberItem] {
  /// Every member of these items in order, `#if` blocks flattened, built in one array.
  package var flattenedMembers: [MemberSpec] {
    var members: [MemberSpec] = []
    members.reserveCapacity(count)
    for item in self { item.appendMembers(to: &members) }
    return members
  }
}

extension MemberItem {
  /// Whether a member here, or in any `#if` branch, satisfies `predicate`; allocates nothing.
  package func containsMember(where predicate: (MemberSpec) -> Bool) -> Bool {
    switch self {
    case .member(let member): predicate(member)
    case .conditional(let clauses): clauses.contains { $0.items.contains { $0.containsMember(where: predicate) } }
    }
  }

  fileprivate func appendMembers(to members: inout [MemberSpec]) {
    switch self {
    case .member(let member): members.append(member)
    case .conditional(let clauses):
      for clause in clauses {
        for item in clause.items { item.appendMembers(to: &members) }
      }
    }
  }
}

extension MemberItem {
  /// The items with `transform` applied to every member, `#if` blocks kept.
  func mappingMembers(_ transform: (MemberSpec) -> MemberSpec) -> MemberItem {
    switch self {
    case .member(let member): .member(transform(member))
    case .conditional(let clauses):
      .conditional(
        clauses.map { ConditionalClause(condition: $0.condition, items: $0.items.map { $0.mappingMembers(transform) }) }
      )
    }
  }
}
