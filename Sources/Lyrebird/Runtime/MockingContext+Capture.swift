/// Calls made inside `given(…)`/`verify(…)`: they name the member and matchers to stub or verify
/// instead of being recorded.
extension MockingContext {
  /// Handles a member call made inside `given(…)`/`verify(…)` on a mock reached without handle overloads.
  @usableFromInline
  func capture<R>(_ member: Member, _ arguments: [Any], _ returnType: R.Type) -> R? {
    guard let state = ThreadState.currentIfCreated, let capture = state.capture else { return nil }
    let pending = state.pendingMatchers
    state.pendingMatchers = []
    state.capture = nil  // Only the outermost member call is the one being stubbed.
    let matchers: [ArgumentMatcher]
    if pending.isEmpty {
      matchers = arguments.map { ArgumentMatcher.equal(to: $0) }
    } else if pending.count == arguments.count {
      matchers = pending
    } else {
      report(
        "Cannot tell which arguments of \(mockName).\(member) the \(pending.count) matcher(s) belong to. "
          + "Use a matcher for every argument, or store the mock as its concrete mock type so each "
          + "argument is matched separately",
        at: capture.location)
      matchers =
        pending
        + Array(
          repeating: ArgumentMatcher.anything("any()"),
          count: Swift.max(0, arguments.count - pending.count))
    }
    capture.result = CapturedInvocation.Result(
      context: self, pattern: InvocationPattern(member: member, matchers: matchers))
    return Placeholder.makeOrTrap(R.self, for: "Capturing \(mockName).\(member)", at: capture.location)
  }
}
