/// The path of every mocked call, from a mock's member to its answer, in the order it runs.
///
/// Every public `call…` of ``MockingContext`` is one call to `respond`, and the path has four verbs:
///
/// 1. `respond`: a call inside `given`/`verify` is captured; any other is recorded and settled.
/// 2. `record`: under one lock acquisition, finds the member's typed slot (through
///    ``MemberSlotCache``, or made on its first call), logs the call there and scans the slot's
///    stubs, making the `CallDecision`. A stubbed value of the member's type, or an unstubbed
///    `Void`, is answered here with its outcome stored.
/// 3. `decide`: outside the lock, turns a stub's behavior into what the call does.
/// 4. `settle`: carries the decision out, where user closures may call back into the mock, and
///    stores the outcome. What it reports on the way is in `MockingContext+Failures.swift`.
///
/// The `async` forms are in `CallPath+Async.swift`. All are `@inlinable` so each mock module gets
/// them specialized for its own argument and return types: unspecialized, every call spent most of
/// its time instantiating generic metadata.
extension MockingContext {
  // MARK: - Respond

  /// Answers a call by ``Member``: the body of the synchronous `call…` forms, which differ only in
  /// what a stubbed error does (`stubbedError`).
  @inlinable
  func respond<each A, R, Implementation>(
    _ member: Member, _ arguments: repeat each A, apply: (Implementation) throws -> R,
    forward: (Any) throws -> R?, superclass: (() throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R
  ) rethrows -> R {
    if ThreadState.isCapturing { return capturing(member, pack(repeat each arguments), R.self) }
    return try settle(
      record(member, repeat each arguments, returning: R.self), apply: apply, forward: forward,
      superclass: superclass, stubbedError: stubbedError)
  }

  /// Answers a call by ``Member`` whose arguments come as its typed slot's tuple.
  ///
  /// The body of the synchronous `call…(_:with:…)` forms: the tuple is a single value for one
  /// parameter, `()` for none, and `make` makes the member's slot on its first call. Always inlined
  /// into the mock's member, so its closures are never built for a call that doesn't run them
  /// (`carryOut` says why).
  @inlinable @inline(__always)
  func respond<Arguments, R, Implementation>(
    _ member: Member, _ arguments: Arguments, make: (Member) -> TypedMemberSlot<Arguments, R>,
    apply: (Implementation) throws -> R, forward: (Any) throws -> R?, superclass: (() throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R
  ) rethrows -> R {
    if ThreadState.isCapturing { return capturing(member, arguments, make: make) }
    // An answered call returns here: handing the decision to `settle` first cost a copy of it.
    switch record(member, arguments, make: make) {
    case .answered(let value):
      return value
    case let decision:
      return try settle(
        decision, apply: apply, forward: forward, superclass: superclass, stubbedError: stubbedError)
    }
  }

  // MARK: - Record

  /// Records a call by ``Member`` in the member's typed slot, made on its first call, and decides
  /// its answer, under one lock acquisition.
  @inlinable
  func record<each A, R>(_ member: Member, _ arguments: repeat each A, returning: R.Type) -> CallDecision<R> {
    lock.withLock {
      let index = slotIndexLocked(for: member)
      guard
        let slot = typedSlotLocked(
          at: index, as: TypedMemberSlot<(repeat each A), R>.self, make: { makeSlot(replacing: $0) })
      else {
        // A generic member called with other types than the slot's first call: keep it untyped.
        return recordUntypedLocked(index, pack(repeat each arguments))
      }
      return recordLocked(slot, at: index, (repeat each arguments))
    }
  }

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

  /// Records a call by ``Member`` in the member's typed slot and decides its answer, under one lock
  /// acquisition.
  ///
  /// The slot is the one ``MemberSlotCache`` finds, or else the member's slot made typed by `make`
  /// on its first call, taking over what `given` left under its name. When calls of another
  /// signature own the member (a generic member called with other types), the call is kept untyped.
  @inlinable
  func record<Arguments, R>(
    _ member: Member, _ arguments: Arguments, make: (Member) -> TypedMemberSlot<Arguments, R>
  ) -> CallDecision<R> {
    lock.withLock {
      if let index = slotCache.index(of: member), let slot = typedSlotLocked(at: index, as: (Arguments, R).self) {
        // Lent unretained: the context keeps its slots, so a retain and release would be pure cost.
        return slot._withUnsafeGuaranteedRef { recordLocked($0, at: index, arguments) }
      }
      return recordInNewSlotLocked(member, arguments, make: make)
    }
  }

  /// ``record(_:_:make:)`` when the cache doesn't know the member.
  ///
  /// That is the member's first typed call, or calls of another signature. Never inlined: the
  /// common call has no use for it. The caller holds `lock`.
  @inlinable @inline(never)
  func recordInNewSlotLocked<Arguments, R>(
    _ member: Member, _ arguments: Arguments, make: (Member) -> TypedMemberSlot<Arguments, R>
  ) -> CallDecision<R> {
    let index = slotIndexLocked(for: member)
    let typed = typedSlotLocked(at: index, as: TypedMemberSlot<Arguments, R>.self) { untyped in
      let slot = make(member)
      slot.takeOver(untyped)
      return slot
    }
    guard let typed else { return recordUntypedLocked(index, make(member).boxed(arguments)) }
    slotCache.store(index, for: member)
    return recordLocked(typed, at: index, arguments)
  }

  /// Logs a call with typed arguments in `slot`, the slot at `index`, and decides its answer.
  ///
  /// A stubbed value or an unstubbed `Void` is answered with its outcome stored. The caller holds `lock`.
  @inlinable
  func recordLocked<Arguments, R>(
    _ slot: TypedMemberSlot<Arguments, R>, at index: Int, _ arguments: Arguments
  ) -> CallDecision<R> {
    let sequenceNumber = InvocationClock.next()
    var forwarding: [StubBehavior]?
    // A member without stubs (an unstubbed `Void` call, say) skips the scan.
    if !slot.stubs.isEmpty, let match = slot.scan(arguments, forwarding: &forwarding) {
      // The slot's stub array keeps the stub alive while the lock is held.
      let value = match.stub._withUnsafeGuaranteedRef { $0.typedValue(at: match.position, as: R.self) }
      if let value {
        _ = slot.append(arguments, sequenceNumber: sequenceNumber, outcome: .returned(value))
        return .answered(value)
      }
      let stub = match.stub.takeUnretainedValue()
      let logIndex = slot.append(arguments, sequenceNumber: sequenceNumber, outcome: .pending)
      return .stub(stub.behavior(at: match.position), stub, slot.invocation(at: logIndex, slotIndex: index))
    }
    if forwarding == nil, state.pointee.forwardingTargets.isEmpty, let void = () as? R {
      _ = slot.append(arguments, sequenceNumber: sequenceNumber, outcome: .returned(void))
      return .answered(void)
    }
    let logIndex = slot.append(arguments, sequenceNumber: sequenceNumber, outcome: .pending)
    return fallbackLocked(forwarding, slot.invocation(at: logIndex, slotIndex: index))
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
    return .stub(stub.behavior(at: found.position), stub, invocation)
  }

  /// The fallback of a call no concrete stub answers: the matching forwarding stubs, then the
  /// mock's forwarding targets and default values, newest first; the caller holds `lock`.
  @inlinable
  func fallbackLocked<R>(_ forwarding: [StubBehavior]?, _ invocation: Invocation) -> CallDecision<R> {
    .fallback(
      (forwarding ?? []) + state.pointee.forwardingTargets.reversed(),
      providers: state.pointee.defaultValueProviders.reversed(), invocation)
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
