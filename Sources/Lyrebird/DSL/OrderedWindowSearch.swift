/// Mockingbird's search for an order of calls that satisfies every verification of an `inOrder` block.
///
/// Each verification's count is checked on its matching calls in a window: after the first call
/// the previous verification matched, and before the first call of the next verification's
/// window. A window starts at one call to the member and grows until the rest can be satisfied,
/// so `atLeast` and `atMost` counts see the calls on either side of their neighbours.
struct OrderedWindowSearch {
  let entries: [OrderedVerificationCollector.Entry]

  /// Whether some choice of windows satisfies every verification.
  var isSatisfiable: Bool { entries.isEmpty || solve(from: 0, after: nil) != nil }

  /// The first call of a solution for `entries[index...]`, or `nil` when there is none.
  private func solve(from index: Int, after base: UInt64?) -> UInt64?? {
    let entry = entries[index]
    let context = entry.target.context
    let member = entry.target.pattern.member
    let calls = context.allInvocations.filter { call in
      call.member == member && base.map { call.sequenceNumber > $0 } ?? true
    }
    let matching = Set(context.invocations(matching: entry.target.pattern).map(\.sequenceNumber))
    func matches(before limit: UInt64?) -> [UInt64] {
      calls.map(\.sequenceNumber).filter { number in
        matching.contains(number) && limit.map { number < $0 } ?? true
      }
    }
    for end in 1...max(1, calls.count) {
      let limit = end < calls.count ? calls[end].sequenceNumber : nil
      let window = matches(before: limit)
      guard entry.count.matches(window.count) else { continue }
      let first = calls.first?.sequenceNumber
      guard index + 1 < entries.count else { return .some(first) }
      // As in Mockingbird, the next window starts after this one's first match, or at the start.
      guard let next = solve(from: index + 1, after: window.first) else { continue }
      if let next, !entry.count.matches(matches(before: next).count) { continue }
      return .some(first)
    }
    return nil
  }
}
