extension CodeWriter {
  /// Writes `#if` / `#elseif` / `#else` / `#endif` around each clause's items, which `body` renders:
  /// how the mock and a dialect's proxies keep the branches the mocked type has.
  mutating func conditional(_ clauses: [ConditionalClause], _ body: (inout CodeWriter, [MemberItem]) -> Void) {
    blankLine()
    for (index, clause) in clauses.enumerated() {
      switch (clause.condition, index) {
      case (nil, _): line("#else")
      case (let condition?, 0): line("#if \(condition)")
      case (let condition?, _): line("#elseif \(condition)")
      }
      body(&self, clause.items)
    }
    line("#endif")
  }
}
