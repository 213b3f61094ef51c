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
