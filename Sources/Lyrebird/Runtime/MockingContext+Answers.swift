/// The parts of answering a call that don't depend on whether the member throws or is async.
extension MockingContext {
  @usableFromInline
  enum Answer<R> {
    case value(R)
    case implementation(Any, Stub)
    case error(any Error, Stub)
    case fallback(forwarding: [StubBehavior], providers: [ValueProvider])
  }

  @inlinable
  func pack<each A>(_ arguments: repeat each A) -> [Any] {
    var count = 0
    for _ in repeat each arguments { count += 1 }
    var values: [Any] = []
    values.reserveCapacity(count)
    for argument in repeat each arguments { values.append(argument) }
    return values
  }

  @inlinable
  func answer<R>(for invocation: Invocation, resolved: consuming Resolution, returning: R.Type) -> Answer<R> {
    switch consume resolved {
    case .fallback(let forwarding, let providers):
      return .fallback(forwarding: forwarding, providers: providers)
    case .stubbed(let behavior, let stub):
      switch behavior {
      case .value(let value):
        return stubbedValue(value, invocation, stub)
      case .producer(let make):
        return stubbedValue(make(), invocation, stub)
      case .implementation(let body):
        return .implementation(body, stub)
      case .error(let error):
        return .error(error, stub)
      case .lastSetValue(let initial):
        let latest = lastSetValue(for: invocation.member, arguments: invocation.arguments) ?? initial
        if let value = latest as? R { return .value(value) }
        let failure = "lastSetValue for \(describe(invocation)) holds a '\(type(of: latest))', not a '\(R.self)'"
        report(failure, at: stub.location)
        return .value(replacementValue(invocation, after: failure))
      case .forward:
        return .fallback(forwarding: [behavior], providers: [])
      case .forwardToSuper:
        // A mock without a superclass (a protocol's) finds the real code at its forwarding targets,
        // as a stub that forwards from its first answer does.
        return .fallback(forwarding: [behavior] + forwardingObjects(), providers: [])
      }
    }
  }

  /// A stub's value as the member's type, or a failure at the stub plus a stand-in.
  @inlinable
  func stubbedValue<R>(_ value: Any, _ invocation: Invocation, _ stub: Stub) -> Answer<R> {
    if let value = value as? R { return .value(value) }
    let failure =
      "The stub for \(describe(invocation)) returns a value of type '\(type(of: value))', "
      + "but the member returns '\(R.self)'"
    report(failure, at: stub.location)
    return .value(replacementValue(invocation, after: failure))
  }

  /// The value for a call nothing answered: a default value, else a failure plus a stand-in.
  @inlinable
  func unstubbedValue<R>(_ invocation: Invocation, providers: [ValueProvider]) -> R {
    if let value = defaultValue(R.self, from: providers) { return value }
    return missingStub(invocation, R.self)
  }

  /// The mock's `forwardCalls(to:)` targets, newest first.
  @usableFromInline
  func forwardingObjects() -> [StubBehavior] {
    lock.withLock {
      forwardingTargets.reversed().filter { target in
        if case .forward = target { return true }
        return false
      }
    }
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
    return replacementValue(invocation, after: failure)
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
  func missingStub<R>(_ invocation: Invocation, _ type: R.Type) -> R {
    let message =
      "Missing stub for \(describe(invocation)) returning '\(R.self)'. "
      + "\(advice.missingStub)\n"
      + invocationLog(for: invocation.member)
    FailureReporter.report(message, at: location, isFatal: true)
    return standIn(for: message)
  }

  /// The value after a broken stub was already reported, so the test sees one failure, not two.
  @usableFromInline
  func replacementValue<R>(_ invocation: Invocation, after failure: String) -> R {
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
    return replacementValue(invocation, after: failure)
  }

  /// A stub told a member that can't throw to throw: reported at the stub, answered with a default.
  @usableFromInline
  func cannotThrow<R>(_ error: any Error, _ stub: Stub, _ invocation: Invocation) -> R {
    let failure = "\(describe(invocation)) was stubbed to throw \(error), but it cannot throw"
    report(failure, at: stub.location)
    return replacementValue(invocation, after: failure)
  }

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
