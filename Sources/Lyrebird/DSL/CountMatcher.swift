/// Says how many invocations a verification expects.
public struct CountMatcher: Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
  private let predicate: @Sendable (Int) -> Bool
  /// How failures describe the expected count, for example `at least 1 invocation`.
  public let description: String

  /// Makes a matcher for the counts that `predicate` accepts.
  ///
  /// - Parameters:
  ///   - description: How failures describe the expected count.
  ///   - predicate: Returns `true` for an acceptable number of invocations.
  public init(description: String, matches predicate: @escaping @Sendable (Int) -> Bool) {
    self.description = description
    self.predicate = predicate
  }

  /// Exactly `value` invocations, so `wasCalled(3)` means `wasCalled(exactly(3))`.
  public init(integerLiteral value: Int) { self = exactly(value) }

  /// Whether `count` invocations satisfy this matcher.
  public func matches(_ count: Int) -> Bool { predicate(count) }

  /// Both conditions hold.
  public func and(_ other: CountMatcher) -> CountMatcher {
    CountMatcher(description: "(\(self) and \(other))") { self.matches($0) && other.matches($0) }
  }

  /// Either condition holds.
  public func or(_ other: CountMatcher) -> CountMatcher {
    CountMatcher(description: "(\(self) or \(other))") { self.matches($0) || other.matches($0) }
  }

  /// This condition holds or the count is exactly `times`.
  public func or(_ times: Int) -> CountMatcher { or(exactly(times)) }

  /// This condition holds and the count is exactly `times`.
  public func and(_ times: Int) -> CountMatcher { and(exactly(times)) }

  /// Exactly one of the two conditions holds.
  public func xor(_ other: CountMatcher) -> CountMatcher {
    CountMatcher(description: "(\(self) xor \(other))") { self.matches($0) != other.matches($0) }
  }

  /// Exactly one holds: this condition, or a count of exactly `times`.
  public func xor(_ times: Int) -> CountMatcher { xor(exactly(times)) }

  /// The smallest count that satisfies the matcher, used to consume calls inside `inOrder`.
  func smallestMatch(upTo limit: Int) -> Int? {
    (0...Swift.max(limit, 0)).first { matches($0) }
  }
}

/// Exactly `times` invocations.
public func exactly(_ times: Int) -> CountMatcher {
  CountMatcher(description: times == 1 ? "exactly 1 invocation" : "exactly \(times) invocations") { $0 == times }
}

/// `times` or more invocations.
public func atLeast(_ times: Int) -> CountMatcher {
  CountMatcher(description: "at least \(times) invocation\(times == 1 ? "" : "s")") { $0 >= times }
}

/// `times` or fewer invocations.
public func atMost(_ times: Int) -> CountMatcher {
  CountMatcher(description: "at most \(times) invocation\(times == 1 ? "" : "s")") { $0 <= times }
}

/// A number of invocations within `range`.
public func between(_ range: ClosedRange<Int>) -> CountMatcher {
  CountMatcher(description: "between \(range.lowerBound) and \(range.upperBound) invocations") { range.contains($0) }
}

/// Between the bounds, both included: `between(1..<3)` accepts 1, 2 and 3 calls, as in Mockingbird.
public func between(_ range: Range<Int>) -> CountMatcher {
  between(range.lowerBound...Swift.max(range.lowerBound, range.upperBound))
}

/// One invocation, for `wasCalled(once)` and `atLeast(once)`.
public let once: Int = 1
/// Two invocations.
public let twice: Int = 2
/// No invocations.
public let never: Int = 0

/// Any count the matcher rejects.
public func not(_ matcher: CountMatcher) -> CountMatcher {
  CountMatcher(description: "not \(matcher)") { !matcher.matches($0) }
}

/// Any count but exactly `times`.
public func not(_ times: Int) -> CountMatcher { not(exactly(times)) }
