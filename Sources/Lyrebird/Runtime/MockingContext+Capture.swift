/// Calls made inside `given(…)`/`verify(…)`: they name the member and matchers to stub or verify
/// instead of being recorded.
extension MockingContext {
  /// Handles a member call made inside `given(…)`/`verify(…)` on a mock reached without handle overloads.
  ///
  /// The placeholder is returned as a plain `R`, never an `R?`: a placeholder's references are
  /// `nil`, and in an optional a `nil` reference would read as `.none`, letting the call run.
  @usableFromInline
  func capturing<R>(_ member: Member, _ arguments: [Any], _ returnType: R.Type) -> R {
    let location = capture(member, arguments)
    return Placeholder.makeOrTrap(R.self, for: "Capturing \(mockName).\(member)", at: location)
  }

  /// Records the pattern a captured call names, and returns where the capture began.
  private func capture(_ member: Member, _ arguments: [Any]) -> SourceLocation {
    guard let state = ThreadState.currentIfCreated, let capture = state.capture else {
      preconditionFailure("Lyrebird: a call was captured outside given(…)/verify(…)")
    }
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
    return capture.location
  }
}
