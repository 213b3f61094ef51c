/// The mock-writing API for mocks whose members have handlers of their own: Mockolo-shaped mocks
/// generated with `--lyrebird-dsl`, where a test sets `fooHandler` or stubs `foo` with `given`.
///
/// A handler answers first, as in Mockolo, and the call is still recorded, so `verify` counts it.
/// Without a handler the stubs answer; without either, the member's own default value (Mockolo's
/// `""`, `0`, `nil`) answers silently where it has one, and a failure is reported where it has none.
extension MockingContext {
  /// Records a call that the mock's own handler answers, and stores what it returned or threw.
  ///
  /// The handler's error type is the member's, so a `throws(ParseError)` member keeps it.
  ///
  /// - Parameters:
  ///   - member: The member called.
  ///   - arguments: The call's arguments, recorded for verification and typed records.
  ///   - returning: The member's return type.
  ///   - handler: Calls the handler with the arguments.
  @inlinable
  public func handled<each A, R, E: Swift.Error>(
    _ member: Member, arguments: repeat each A, returning: R.Type = R.self, by handler: () throws(E) -> R
  ) throws(E) -> R {
    if ThreadState.isCapturing { return capturing(member, pack(repeat each arguments), R.self) }
    return try finish(recordHandled(member, repeat each arguments, returning: R.self), handler)
  }

  /// The `async` form of ``handled(_:arguments:returning:by:)``.
  @inlinable
  public func handledAsync<each A, R, E: Swift.Error>(
    _ member: Member, arguments: repeat each A, returning: R.Type = R.self,
    isolation: isolated (any Actor)? = #isolation, by handler: () async throws(E) -> R
  ) async throws(E) -> R {
    if ThreadState.isCapturing { return capturing(member, pack(repeat each arguments), R.self) }
    return try await finish(recordHandled(member, repeat each arguments, returning: R.self), handler)
  }

  /// Logs a call its handler answers, without looking at the stubs: its outcome is the handler's.
  @usableFromInline
  func recordHandled<each A, R>(_ member: Member, _ arguments: repeat each A, returning: R.Type) -> Invocation {
    lock.withLock {
      let index = slotIndexLocked(for: member)
      let sequenceNumber = InvocationClock.next()
      guard
        let slot = typedSlotLocked(
          at: index, as: TypedMemberSlot<(repeat each A), R>.self, make: { makeSlot(replacing: $0) })
      else {
        // A generic member called with other types than the slot's first call: keep it untyped.
        let boxed = pack(repeat each arguments)
        let invocation = Invocation(
          member: slots[index].member, arguments: boxed, sequenceNumber: sequenceNumber, slotIndex: index,
          logIndex: slots[index].untypedCalls.count, isTyped: false)
        slots[index].untypedCalls.append(RecordedCall(arguments: boxed, sequenceNumber: sequenceNumber))
        return invocation
      }
      let logIndex = slot.append((repeat each arguments), sequenceNumber: sequenceNumber, outcome: .pending)
      return slot.invocation(at: logIndex, slotIndex: index)
    }
  }

  /// Records a call to a synchronous member and answers it with a stub, or else with `unstubbed`,
  /// without reporting a failure.
  ///
  /// The other parameters are those of ``call(_:arguments:returning:apply:forward:superclass:)``.
  @inlinable
  public func call<each A, R, Implementation>(
    _ member: Member, arguments: repeat each A, returning: R.Type = R.self, apply: (Implementation) -> R,
    unstubbed: () -> R
  ) -> R {
    if ThreadState.isCapturing { return capturing(member, pack(repeat each arguments), R.self) }
    let decision = record(member, repeat each arguments, returning: R.self)
    if let invocation = decision.unstubbedInvocation { return finish(invocation, unstubbed) }
    return settle(
      decision, apply: apply, forward: { _ in nil }, superclass: nil,
      stubbedError: { error, stub, invocation in cannotThrow(error, stub, invocation) })
  }

  /// The `throws` form of ``call(_:arguments:returning:apply:unstubbed:)``.
  @inlinable
  public func callThrowing<each A, R, Implementation>(
    _ member: Member, arguments: repeat each A, returning: R.Type = R.self, apply: (Implementation) throws -> R,
    unstubbed: () throws -> R
  ) throws -> R {
    if ThreadState.isCapturing { return capturing(member, pack(repeat each arguments), R.self) }
    let decision = record(member, repeat each arguments, returning: R.self)
    if let invocation = decision.unstubbedInvocation { return try finish(invocation, unstubbed) }
    return try settle(
      decision, apply: apply, forward: { _ in nil }, superclass: nil, stubbedError: { error, _, _ in throw error })
  }

  /// The `async` form of ``call(_:arguments:returning:apply:unstubbed:)``.
  @inlinable
  public func callAsync<each A, R, Implementation>(
    _ member: Member, arguments: repeat each A, returning: R.Type = R.self, apply: (Implementation) async -> R,
    isolation: isolated (any Actor)? = #isolation, unstubbed: () async -> R
  ) async -> R {
    if ThreadState.isCapturing { return capturing(member, pack(repeat each arguments), R.self) }
    let decision = record(member, repeat each arguments, returning: R.self)
    if let invocation = decision.unstubbedInvocation { return await finish(invocation, unstubbed) }
    return await settleAsync(
      decision, apply: apply, forward: { _ in nil }, superclass: nil,
      stubbedError: { error, stub, invocation in cannotThrow(error, stub, invocation) })
  }

  /// The `async throws` form of ``call(_:arguments:returning:apply:unstubbed:)``.
  @inlinable
  public func callAsyncThrowing<each A, R, Implementation>(
    _ member: Member, arguments: repeat each A, returning: R.Type = R.self,
    apply: (Implementation) async throws -> R, isolation: isolated (any Actor)? = #isolation,
    unstubbed: () async throws -> R
  ) async throws -> R {
    if ThreadState.isCapturing { return capturing(member, pack(repeat each arguments), R.self) }
    let decision = record(member, repeat each arguments, returning: R.self)
    if let invocation = decision.unstubbedInvocation { return try await finish(invocation, unstubbed) }
    return try await settleAsync(
      decision, apply: apply, forward: { _ in nil }, superclass: nil, stubbedError: { error, _, _ in throw error })
  }
}

extension CallDecision {
  /// The recorded call when no stub matched it and no forwarding target may answer it.
  @inlinable
  var unstubbedInvocation: Invocation? {
    guard case .fallback(let targets, _, let invocation) = self, targets.isEmpty else { return nil }
    return invocation
  }
}
