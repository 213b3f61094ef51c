/// The rest of the call path (`CallPath.swift`): what a call that a stubbed value doesn't answer
/// goes through. `decide` turns a stub's behavior into what the call does, outside the lock, and
/// `settle` carries it out; a call inside `given`/`verify` is captured instead; a call kept untyped
/// (a generic member called at another signature) is logged with boxed arguments.
extension MockingContext {
  /// ``capturing(_:_:_:)`` for arguments as a typed slot's tuple.
  ///
  /// They are boxed as `make`'s slot boxes them. Never inlined: a call inside `given`/`verify` is
  /// rare, and the member's code stays small.
  @inlinable @inline(never)
  func capturing<Arguments, R>(
    _ member: Member, _ arguments: Arguments, make: (Member) -> TypedMemberSlot<Arguments, R>
  ) -> R {
    capturing(member, make(member).boxed(arguments), R.self)
  }

  /// Logs a call with boxed arguments in the untyped log of the slot at `slot` and decides its
  /// answer; the caller holds `lock`.
  @usableFromInline
  func recordUntypedLocked<R>(_ slot: Int, _ arguments: [Any]) -> CallDecision<R> {
    // Taken under the lock, so each mock's log is in sequence order.
    let sequenceNumber = InvocationClock.next()
    let invocation = Invocation(
      member: slots[slot].member, arguments: arguments, sequenceNumber: sequenceNumber, slotIndex: slot,
      logIndex: slots[slot].untypedCalls.count, isTyped: false)
    slots[slot].untypedCalls.append(RecordedCall(arguments: arguments, sequenceNumber: sequenceNumber))
    var forwarding: [StubBehavior]?
    let found = slots[slot].scan(forwarding: &forwarding) { stub in
      stub.pattern.matchesCapturing(arguments: arguments, stub: stub)
    }
    guard let found else { return fallbackLocked(forwarding, invocation) }
    let stub = found.stub.takeUnretainedValue()
    return observing(forwarding ?? [], .stub(stub.behavior(at: found.position), stub, invocation))
  }

  /// `decision` after the observers among the matching stubs' `passed` behaviors (newest first),
  /// which then run oldest first; `decision` itself when none observes.
  @inlinable
  func observing<R>(_ passed: [StubBehavior], _ decision: CallDecision<R>) -> CallDecision<R> {
    var actions: [() -> Void] = []
    for behavior in passed.reversed() {
      if case .observe(let action) = behavior { actions.append(action) }
    }
    return actions.isEmpty ? decision : .observed(ObservedDecision(actions, decision))
  }

  /// The fallback of a call no concrete stub answers: the matching forwarding stubs, then the
  /// mock's forwarding targets and default values, newest first; the caller holds `lock`.
  @inlinable
  func fallbackLocked<R>(_ forwarding: [StubBehavior]?, _ invocation: Invocation) -> CallDecision<R> {
    let providers = state.pointee.defaultValueProviders.reversed() as [ValueProvider]
    guard let forwarding else {
      return .fallback(state.pointee.forwardingTargets.reversed(), providers: providers, invocation)
    }
    let forwards = forwarding.filter { behavior in
      if case .observe = behavior { return false }
      return true
    }
    return observing(
      forwarding, .fallback(forwards + state.pointee.forwardingTargets.reversed(), providers: providers, invocation))
  }

  // MARK: - Decide

  /// What a stub's `behavior` does for this call, as the member's type `R` sees it.
  ///
  /// A value of another type, or a `lastSetValue` of another type, is reported at the stub and
  /// answered with a stand-in, so the test sees the failure and goes on. Never inlined: it keeps
  /// `carryOut`, which every synchronous call inlines, small.
  @inlinable @inline(never)
  func decide<R>(_ behavior: StubBehavior, _ stub: Stub, _ invocation: Invocation) -> CallDecision<R> {
    switch behavior {
    case .value(let value):
      return stubbedValue(value, stub, invocation)
    case .producer(let make):
      return stubbedValue(make(), stub, invocation)
    case .implementation(let body):
      return .run(body, stub, invocation)
    case .error(let error):
      return .throw(error, stub, invocation)
    case .lastSetValue(let initial):
      let latest = lastSetValue(for: invocation.member, arguments: invocation.arguments) ?? initial
      if let value = latest as? R { return .value(value, invocation) }
      let failure = "lastSetValue for \(describe(invocation)) holds a '\(type(of: latest))', not a '\(R.self)'"
      report(failure, at: stub.location)
      return .value(replacementValue(after: failure), invocation)
    case .forward:
      return .fallback([behavior], providers: [], invocation)
    case .forwardToSuper:
      // A mock without a superclass (a protocol's) finds the real code at its forwarding targets,
      // as a stub that forwards from its first answer does.
      return .fallback([behavior] + forwardingObjects(), providers: [], invocation)
    case .observe:
      // An observer never answers; the scan passes it on, so this is a call no stub answered.
      return .fallback([], providers: [], invocation)
    }
  }

  /// A stub's value as the member's type, or a failure at the stub plus a stand-in.
  @inlinable
  func stubbedValue<R>(_ value: Any, _ stub: Stub, _ invocation: Invocation) -> CallDecision<R> {
    if let value = value as? R { return .value(value, invocation) }
    let failure =
      "The stub for \(describe(invocation)) returns a value of type '\(type(of: value))', "
      + "but the member returns '\(R.self)'"
    report(failure, at: stub.location)
    return .value(replacementValue(after: failure), invocation)
  }

  // MARK: - Settle

  /// Carries out `decision` and stores the call's outcome, unless `record` stored it already.
  @inlinable
  func settle<R, Implementation>(
    _ decision: consuming CallDecision<R>, apply: (Implementation) throws -> R,
    forward: (Any) throws -> R?, superclass: (() throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R
  ) rethrows -> R {
    // Consumed: a copy of the enum and its payload cost about 110 instructions a call.
    switch consume decision {
    case .answered(let value):
      return value
    case let decided:
      return try carryOut(
        decided, apply: apply, forward: forward, superclass: superclass, stubbedError: stubbedError)
    }
  }

  /// Carries out a decision `record` didn't answer, first deciding a stub's behavior, and stores
  /// the outcome.
  ///
  /// Always inlined, so the mock's closures (`apply`, `forward`, `superclass`) are called where
  /// the mock wrote them: handed to a function of its own, they were built on every call, answered
  /// ones included (about 12 instructions a stubbed call). It loops instead of recursing for the same
  /// reason: a recursive function isn't inlined.
  @inlinable @inline(__always)
  func carryOut<R, Implementation>(
    _ decision: consuming CallDecision<R>, apply: (Implementation) throws -> R,
    forward: (Any) throws -> R?, superclass: (() throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R
  ) rethrows -> R {
    while true {
      switch consume decision {
      case .answered(let value):
        return value
      case .stub(let behavior, let stub, let invocation):
        decision = decide(behavior, stub, invocation)
      case .observed(let observed):
        for action in observed.actions { action() }
        decision = observed.next
      case .value(let value, let invocation):
        store(.success(value), for: invocation)
        return value
      case .run(let body, let stub, let invocation):
        return try finish(invocation) {
          if let body = body as? Implementation { return try apply(body) }
          return mismatch(body, stub, invocation)
        }
      case .throw(let error, let stub, let invocation):
        return try finish(invocation) { try stubbedError(error, stub, invocation) }
      case .fallback(let targets, let providers, let invocation):
        return try finish(invocation) {
          var lacksSuperclass = false
          for target in targets {
            switch target {
            case .forward(let object): if let value = try forward(object) { return value }
            case .forwardToSuper:
              if let superclass { return try superclass() }
              lacksSuperclass = true
            default: continue
            }
          }
          if lacksSuperclass { return noRealImplementation(invocation, providers: providers) }
          return unstubbedValue(invocation, providers: providers)
        }
      }
    }
  }

  /// Runs `body`, storing what it returned or threw as the call's outcome.
  @inlinable
  func finish<R, E: Swift.Error>(_ invocation: Invocation, _ body: () throws(E) -> R) throws(E) -> R {
    do throws(E) {
      let value = try body()
      store(.success(value), for: invocation)
      return value
    } catch {
      store(.failure(error), for: invocation)
      throw error
    }
  }

  /// The arguments of a call by ``Member``, boxed for its untyped log or a capture.
  @inlinable
  func pack<each A>(_ arguments: repeat each A) -> [Any] {
    var count = 0
    for _ in repeat each arguments { count += 1 }
    var values: [Any] = []
    values.reserveCapacity(count)
    for argument in repeat each arguments { values.append(argument) }
    return values
  }
}
