/// A member, or a `#if` block of members, in declaration order.
///
/// `#if` blocks are kept as blocks so that the mock compiles exactly the branch the original does.
public indirect enum MemberItem: Hashable, Sendable, Codable {
  case member(Member)
  case conditional([ConditionalClause])
}

/// One `#if` / `#elseif` / `#else` clause.
public struct ConditionalClause: Hashable, Sendable, Codable {
  /// `nil` for `#else`.
  public var condition: String?
  public var items: [MemberItem]

  public init(condition: String?, items: [MemberItem]) {
    self.condition = condition
    self.items = items
  }
}

/// One mockable member.
public enum Member: Hashable, Sendable, Codable {
  case method(Method)
  case property(Property)
  case `subscript`(Subscript)
  case initializer(Initializer)

  /// Identifies a member across parents so a requirement inherited twice is emitted once.
  public var identity: String {
    switch self {
    case .method(let method):
      (method.isStatic ? "func static " : "func ") + method.selector + method.signatureText
        + (method.effects.isAsync ? " async" : "")
    case .property(let property): "var \(property.isStatic ? "static " : "")\(property.name)"
    case .subscript(let value): "subscript \(value.isStatic ? "static " : "")\(value.signatureText)"
    case .initializer(let initializer): "init\(initializer.selectorLabels)\(initializer.signatureText)"
    }
  }

  public var location: SourceLocation {
    switch self {
    case .method(let method): method.location
    case .property(let property): property.location
    case .subscript(let value): value.location
    case .initializer(let initializer): initializer.location
    }
  }
}

extension [MemberItem] {
  /// Every member of these items in order, `#if` blocks flattened, built in one array.
  public var flattenedMembers: [Member] {
    var members: [Member] = []
    members.reserveCapacity(count)
    for item in self { item.appendMembers(to: &members) }
    return members
  }
}

extension MemberItem {
  /// Whether a member here, or in any `#if` branch, satisfies `predicate`; allocates nothing.
  public func containsMember(where predicate: (Member) -> Bool) -> Bool {
    switch self {
    case .member(let member): predicate(member)
    case .conditional(let clauses): clauses.contains { $0.items.contains { $0.containsMember(where: predicate) } }
    }
  }

  fileprivate func appendMembers(to members: inout [Member]) {
    switch self {
    case .member(let member): members.append(member)
    case .conditional(let clauses):
      for clause in clauses {
        for item in clause.items { item.appendMembers(to: &members) }
      }
    }
  }
}
