/// What answers one call to a mock: the runtime's one decision, made while the call is recorded.
///
/// `record` makes it under the context's lock; a stub's behavior that needs work outside the lock
/// (a producer, a closure, a cast that may fail) stays `stub` until `decide` turns it into one of
/// the others, and `settle` carries it out (`CallPath.swift`). Its cases are what the call does:
/// answer, run a closure, throw, or fall back to forwarding, a default value and a report.
@usableFromInline
enum CallDecision<R> {
  /// Return this value: the call's log entry holds it already (a stubbed value, `Void`, a capture).
  case answered(R)
  /// Return this value and store it as the call's outcome (a stub's value, or a stand-in after a report).
  case value(R, Invocation)
  /// A stub's behavior, decided outside the lock.
  case stub(StubBehavior, Stub, Invocation)
  /// Run the stubbed closure, typed as the member's signature.
  case run(Any, Stub, Invocation)
  /// Throw the stubbed error, or report it when the member can't throw.
  case `throw`(any Error, Stub, Invocation)
  /// Forward to these targets, newest first; else answer with a default value from these providers;
  /// else report the missing stub.
  case fallback([StubBehavior], providers: [ValueProvider], Invocation)
}
