/// How many calls a verification expects, so a test can say "once", "at least 2" or "between 1 and 3"
/// instead of comparing a call count by hand.
///
/// An integer literal means exactly that many calls: `.called(2)` is `.called(.exactly(2))`.
public enum Count: ExpressibleByIntegerLiteral, Sendable {
  /// One call or more.
  case atLeastOnce
  /// Exactly one call.
  case once
  /// Exactly this many calls.
  case exactly(Int)
  /// A number of calls in a closed range: `.from(1, to: 3)` accepts 1, 2 and 3.
  case from(Int, to: Int)
  /// Fewer calls than this.
  case less(than: Int)
  /// This many calls or fewer.
  case lessOrEqual(to: Int)
  /// More calls than this.
  case more(than: Int)
  /// This many calls or more.
  case moreOrEqual(to: Int)
  /// No call at all.
  case never

  /// An integer literal is an exact count, the case tests write most.
  public init(integerLiteral value: Int) {
    self = .exactly(value)
  }

  /// Whether `count` calls meet this expectation; the verifier asks it with the calls it found.
  public func satisfies(_ count: Int) -> Bool {
    switch self {
    case .atLeastOnce: count >= 1
    case .once: count == 1
    case .exactly(let expected): count == expected
    case .from(let lower, let upper): lower <= count && count <= upper
    case .less(let bound): count < bound
    case .lessOrEqual(let bound): count <= bound
    case .more(let bound): count > bound
    case .moreOrEqual(let bound): count >= bound
    case .never: count == 0
    }
  }
}

extension Count: CustomStringConvertible {
  /// The expectation as a failed verification states it, for example `at most 1`.
  public var description: String {
    switch self {
    case .atLeastOnce: "at least 1"
    case .once: "exactly 1"
    case .exactly(let expected): "exactly \(expected)"
    case .from(let lower, let upper): "from \(lower) to \(upper)"
    case .less(let bound): "fewer than \(bound)"
    case .lessOrEqual(let bound): "at most \(bound)"
    case .more(let bound): "more than \(bound)"
    case .moreOrEqual(let bound): "at least \(bound)"
    case .never: "never"
    }
  }
}
