/// What the call path reports, each failure at the line that can fix it, and the value it answers
/// with afterwards: a default value of the mock's, or else a stand-in, so the test goes on.
extension MockingContext {
  /// The value for a call nothing answered: a default value, else a failure plus a stand-in.
  @inlinable
  func unstubbedValue<R>(_ invocation: Invocation, providers: [ValueProvider]) -> R {
    if let unstubbedAnswer {
      let dialect = unstubbedAnswer(invocation.member, R.self)
      if let value = dialect.answer as? R { return value }
      return missingStub(invocation, R.self, standIn: dialect.standIn as? R)
    }
    if let value = defaultValue(R.self, from: providers) { return value }
    return missingStub(invocation, R.self)
  }

  /// A call stubbed to run the real implementation that has none to run, reported at the stub.
  ///
  /// The mock has no superclass (it is a protocol's) and no forwarding target answered the call.
  @usableFromInline
  func noRealImplementation<R>(_ invocation: Invocation, providers: [ValueProvider]) -> R {
    guard let stub = stubForwardingToSuper(invocation) else {
      // Only `forwardCallsToSuper()` asked: the call is as unstubbed as it would be without it.
      return unstubbedValue(invocation, providers: providers)
    }
    let failure =
      "\(describe(invocation)) was stubbed to call the real implementation, but \(mockName) has no superclass "
      + "and no forwarding target implements it; set one with \(advice.forwardingCall)"
    report(failure, at: stub.location)
    return replacementValue(after: failure)
  }

  /// The newest stub matching `invocation` that forwards to the superclass at some answer.
  private func stubForwardingToSuper(_ invocation: Invocation) -> Stub? {
    lock.withLock {
      slots[invocation.slotIndex].stubs.reversed().first { stub in
        stub.forwardsToSuper && stub.pattern.matches(arguments: invocation.arguments)
      }
    }
  }

  @usableFromInline
  func missingStub<R>(_ invocation: Invocation, _ type: R.Type, standIn dialectStandIn: R? = nil) -> R {
    let message =
      "Missing stub for \(describe(invocation)) returning '\(R.self)'. "
      + "\(advice.missingStub)\n"
      + invocationLog(for: invocation.member)
    FailureReporter.report(message, at: location, isFatal: true)
    return dialectStandIn ?? standIn(for: message)
  }

  /// The value after a broken stub was already reported, so the test sees one failure, not two.
  @usableFromInline
  func replacementValue<R>(after failure: String) -> R {
    let providers = lock.withLock { Array(defaultValueProviders.reversed()) }
    return defaultValue(R.self, from: providers) ?? standIn(for: failure)
  }

  @inlinable
  func defaultValue<R>(_ type: R.Type, from providers: [ValueProvider]) -> R? {
    if R.self == Void.self, let void = () as? R { return void }
    for provider in providers {
      if let value = provider.provideValue(for: R.self) { return value }
    }
    return nil
  }

  func standIn<R>(for message: String) -> R {
    if let value = RealValues.make(R.self) { return value }
    preconditionFailure(
      "Lyrebird: \(message)\nNo default value of type '\(R.self)' exists, so the call cannot return.")
  }

  @usableFromInline
  func mismatch<R>(_ implementation: Any, _ stub: Stub, _ invocation: Invocation) -> R {
    // A closure that ignores the arguments (`.will { }` on a setter) answers any call.
    if let parameterless = implementation as? () -> R { return parameterless() }
    // Mockingbird's dynamic stubs take a throwing closure for a member that can't throw.
    if let throwing = implementation as? () throws -> R {
      do { return try throwing() } catch { return cannotThrow(error, stub, invocation) }
    }
    let failure =
      "The closure stubbed for \(describe(invocation)) has type '\(type(of: implementation))', "
      + "which does not match the member's signature"
    report(failure, at: stub.location)
    return replacementValue(after: failure)
  }

  /// A stub told a member that can't throw to throw: reported at the stub, answered with a default.
  @usableFromInline
  func cannotThrow<R>(_ error: any Error, _ stub: Stub, _ invocation: Invocation) -> R {
    let failure = "\(describe(invocation)) was stubbed to throw \(error), but it cannot throw"
    report(failure, at: stub.location)
    return replacementValue(after: failure)
  }

  @usableFromInline
  func describe(_ invocation: Invocation) -> String {
    "\(mockName).\(invocation.rendered)"
  }

  func invocationLog(for member: Member) -> String {
    let calls = self.calls(to: member).map(\.invocation)
    guard !calls.isEmpty else { return "No invocations of \(member) were recorded on \(mockName)." }
    let lines = calls.enumerated().map { "  #\($0.offset + 1) \($0.element.rendered)" }
    return "Invocations of \(member) on \(mockName):\n" + lines.joined(separator: "\n")
  }

  @usableFromInline
  func report(_ message: String, at location: SourceLocation) {
    FailureReporter.report(message, at: location)
  }
}
