extension CodeWriter {
  /// Writes `#if` / `#elseif` / `#else` / `#endif` around each clause's items, which `body` renders:
  /// how the mock and a dialect's proxies keep the branches the mocked type has.
  ///
  /// `separated` starts the block with a blank line, as between members; statements in a body
  /// (the slots' assignments in an initializer) don't want one.
  mutating func conditional(
    _ clauses: [ConditionalClause], separated: Bool = true, _ body: (inout CodeWriter, [MemberItem]) -> Void
  ) {
    if separated { blankLine() }
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
