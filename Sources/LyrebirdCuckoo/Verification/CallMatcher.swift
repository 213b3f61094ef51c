import Lyrebird

/// One call a verification matched, as a ``CallMatcher`` sees it.
public struct StubCall: @unchecked Sendable, CustomStringConvertible {
  /// The member called, for example `greet(name:)`.
  public let method: String
  /// The call's arguments, in declaration order.
  public let parameters: [Any]
  /// The call as failures show it: `greet(name: "Ann")`.
  public let description: String
}

/// Decides whether the calls a verification matched are acceptable; `times(2)` and friends make one.
public struct CallMatcher: @unchecked Sendable, CustomStringConvertible {
  /// How failures describe the expected calls, for example `exactly 2 invocations`.
  public let name: String
  private let predicate: ([StubCall]) -> Bool

  /// Accepts the calls `matchesFunction` accepts.
  public init(name: String, matchesFunction: @escaping ([StubCall]) -> Bool) {
    self.name = name
    predicate = matchesFunction
  }

  init(_ count: CountMatcher) {
    self.init(name: count.description) { count.matches($0.count) }
  }

  /// Whether `calls` satisfy this matcher.
  public func matches(_ calls: [StubCall]) -> Bool { predicate(calls) }

  public var description: String { name }

  /// Accepts what either matcher accepts.
  public func or(_ other: CallMatcher) -> CallMatcher {
    CallMatcher(name: "(\(name) or \(other.name))") { self.matches($0) || other.matches($0) }
  }

  /// Accepts what both matchers accept.
  public func and(_ other: CallMatcher) -> CallMatcher {
    CallMatcher(name: "(\(name) and \(other.name))") { self.matches($0) && other.matches($0) }
  }
}

/// Exactly `count` calls.
public func times(_ count: Int) -> CallMatcher { CallMatcher(exactly(count)) }

/// No calls.
public func never() -> CallMatcher { times(0) }

/// One call or more.
public func atLeastOnce() -> CallMatcher { atLeast(1) }

/// `count` calls or more.
public func atLeast(_ count: Int) -> CallMatcher { CallMatcher(Lyrebird.atLeast(count)) }

/// `count` calls or fewer.
public func atMost(_ count: Int) -> CallMatcher { CallMatcher(Lyrebird.atMost(count)) }
