/// The slot `given`/`verify` open so a directly called member can say which call it was.
final class CapturedInvocation {
  struct Result {
    let context: MockingContext
    let pattern: InvocationPattern
  }

  let location: SourceLocation
  var result: Result?

  init(location: SourceLocation) { self.location = location }

  /// Evaluates `expression` with capturing switched on and returns what it called.
  static func capturing<R>(at location: SourceLocation, _ expression: () throws -> R) -> Result? {
    let state = ThreadState.current
    let slot = CapturedInvocation(location: location)
    let outerCapture = state.capture
    let outerMatchers = state.pendingMatchers
    state.capture = slot
    state.pendingMatchers = []
    ThreadState.beginCapture()
    defer {
      ThreadState.endCapture()
      state.capture = outerCapture
      state.pendingMatchers = outerMatchers
    }
    do {
      _ = try expression()
    } catch {
      FailureReporter.report("The expression threw \(error) instead of calling a mock", at: location)
    }
    if slot.result == nil {
      FailureReporter.report(
        "The expression passed to given/verify did not call a member of a Lyrebird mock", at: location)
    }
    return slot.result
  }
}
