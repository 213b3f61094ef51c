import Lyrebird

/// Decides whether the calls a verification matched are acceptable; `times(2)` and friends make one.
public struct CallMatcher: @unchecked Sendable, CustomStringConvertible {
  /// How failures describe the expected calls, for example `2 times` in "Wanted 2 times but …".
  public let name: String
  private let predicate: ([StubCall]) -> Bool

  /// Accepts the calls `matchesFunction` accepts.
  public init(name: String, matchesFunction: @escaping ([StubCall]) -> Bool) {
    self.name = name
    predicate = matchesFunction
  }

  /// Accepts a number of calls that `compareCallsFunction(numberOfExpectedCalls, count)` accepts.
  public init(
    name: String, numberOfExpectedCalls: Int,
    compareCallsFunction: @escaping (_ expected: Int, _ actual: Int) -> Bool
  ) {
    self.init(name: name) { compareCallsFunction(numberOfExpectedCalls, $0.count) }
  }

  /// Whether `calls` satisfy this matcher.
  public func matches(_ calls: [StubCall]) -> Bool { predicate(calls) }

  public var description: String { name }

  /// Accepts what either matcher accepts.
  public func or(_ other: CallMatcher) -> CallMatcher {
    CallMatcher(name: "either \(name) or \(other.name)") { self.matches($0) || other.matches($0) }
  }

  /// Accepts what both matchers accept.
  public func and(_ other: CallMatcher) -> CallMatcher {
    CallMatcher(name: "both \(name) and \(other.name)") { self.matches($0) && other.matches($0) }
  }
}

/// Exactly `count` calls.
public func times(_ count: Int) -> CallMatcher {
  CallMatcher(name: count == 0 ? "never" : "\(count) times", numberOfExpectedCalls: count, compareCallsFunction: ==)
}

/// No calls.
public func never() -> CallMatcher { times(0) }

/// One call or more.
public func atLeastOnce() -> CallMatcher { atLeast(1) }

/// `count` calls or more.
public func atLeast(_ count: Int) -> CallMatcher {
  CallMatcher(name: "at least \(count) times", numberOfExpectedCalls: count, compareCallsFunction: <=)
}

/// `count` calls or fewer.
public func atMost(_ count: Int) -> CallMatcher {
  CallMatcher(name: "at most \(count) times", numberOfExpectedCalls: count, compareCallsFunction: >=)
}
