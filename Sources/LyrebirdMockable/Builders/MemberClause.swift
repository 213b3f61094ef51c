import Foundation

/// One member of a mock as a builder names it: the member, as the mock's body names it, and its
/// `Parameter`s as matchers, made where the clause ends so a failure points at the test's line.
public struct MemberClause: @unchecked Sendable {
  let mock: any MockObject
  let member: Member
  let matchers: (SourceLocation) -> [ArgumentMatcher]
  /// Whether `member` is a generic method whose calls at each result type are members of their own,
  /// all of which `when` and `verify` reach, as they name no result type.
  let everyResult: Bool

  /// Made by generated builder members: `matchers` turns each `Parameter` into a runtime matcher.
  public init(
    _ mock: any MockObject, _ member: Member, everyResult: Bool = false,
    _ matchers: @escaping (SourceLocation) -> [ArgumentMatcher]
  ) {
    self.mock = mock
    self.member = member
    self.everyResult = everyResult
    self.matchers = matchers
  }

  /// Adds a `given` answer, used in turn with the member's other answers (Mockable's order).
  func stub(_ behavior: StubBehavior, at location: SourceLocation) {
    mock.__lyrebirdContext.addStub(member, matchers(location), behavior, queued: true, at: location)
  }

  /// Adds a `when` action.
  func observe(_ action: @escaping () -> Void, at location: SourceLocation) {
    mock.__lyrebirdContext.addObserver(member, matchers(location), everyResult: everyResult, at: location, action)
  }

  /// Checks the number of matching calls now, reporting a wrong one at `location`.
  func verify(_ count: Count, at location: SourceLocation) {
    let pattern = InvocationPattern(member: member, matchers: matchers(location))
    let calls = mock.__lyrebirdContext.verifiedCount(pattern, everyResult: everyResult)
    guard !count.satisfies(calls) else { return }
    FailureReporter.report(
      "\(pattern) was called \(Self.times(calls)), expected \(count)", at: location)
  }

  /// Waits until the number of matching calls satisfies `count`, at most `timeout`, then checks it.
  func verify(_ count: Count, before timeout: TimeoutDuration, at location: SourceLocation) async {
    let pattern = InvocationPattern(member: member, matchers: matchers(location))
    let context = mock.__lyrebirdContext
    let deadline = ContinuousClock.now + .milliseconds(Int((timeout.duration * 1000).rounded()))
    while !count.satisfies(context.count(pattern, everyResult: everyResult)), ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    let calls = context.verifiedCount(pattern, everyResult: everyResult)
    guard !count.satisfies(calls) else { return }
    FailureReporter.report(
      "\(pattern) was called \(Self.times(calls)) within \(timeout.duration) s, expected \(count)", at: location)
  }

  static func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }
}
