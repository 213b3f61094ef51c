/// One `#if` / `#elseif` / `#else` clause.
package struct ConditionalClause: Hashable, Sendable, Codable {
  /// `nil` for `#else`.
  package var condition: String?
  package var items: [MemberItem]

  package init(condition: String?, items: [MemberItem]) {
    self.condition = condition
    self.items = items
  }
}
