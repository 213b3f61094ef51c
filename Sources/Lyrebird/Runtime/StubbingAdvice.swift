/// How a mock's failures tell the test to stub it, in the DSL of the dialect that generated it.
///
/// A context holds one, so a Cuckoo-shaped mock names `stub(mock) { when(…) }` where Lyrebird's
/// own mocks name `given(…)`; a dialect's module adds its own value.
public struct StubbingAdvice: Sendable {
  /// The sentence after "Missing stub for …": how to stub the call, or make the mock not need it.
  public let missingStub: String
  /// The call that gives a mock without a superclass real code to run (`forwardCalls(to:)`).
  public let forwardingCall: String

  /// Advice made of `missingStub`'s sentence and the `forwardingCall` that sets a forwarding target.
  public init(missingStub: String, forwardingCall: String) {
    self.missingStub = missingStub
    self.forwardingCall = forwardingCall
  }

  /// Lyrebird's own DSL: `given(…)`, `useDefaultValues(from:)` and `forwardCalls(to:)`.
  public static let lyrebird = StubbingAdvice(
    missingStub: "Stub it with given(…) or make the mock relaxed with useDefaultValues(from:).",
    forwardingCall: "forwardCalls(to:)")

  /// A Mockolo-shaped mock's (`--lyrebird-dsl`): its handlers, then Lyrebird's DSL.
  public static let mockolo = StubbingAdvice(
    missingStub: "Set its handler (the member's …Handler), or stub it with given(…).",
    forwardingCall: "forwardCalls(to:)")
}
