/// Records a call in its member's typed slot and answers it when a stub's value or `Void` can.
///
/// This is the path of every `call…` of the mock-writing API: one lock acquisition records the
/// typed arguments, scans the member's stubs with typed matchers and, for a stubbed value or an
/// unstubbed `Void` member, stores the outcome too. Everything else (closures, errors, forwarding,
/// default values, failures) goes on through the untyped answer with an ``Invocation``.
extension MockingContext {
  /// What ``record(_:_:returning:)`` found.
  @usableFromInline
  enum TypedRecording<R> {
    /// The call is recorded with its outcome: return this value.
    case answered(R)
    /// The call is recorded; answer it from this resolution, then store the outcome.
    case resolved(Invocation, Resolution)
  }

  /// Hands a call inside `given`/`verify` to the capture, or else records it.
  @inlinable
  func begin<each A, R>(_ member: Member, _ arguments: repeat each A, returning: R.Type) -> TypedRecording<R> {
    if ThreadState.isCapturing, let captured = capture(member, pack(repeat each arguments), R.self) {
      return .answered(captured)
    }
    return record(member, repeat each arguments, returning: R.self)
  }

  /// Records a call to `member` with typed arguments and finds its answer, under one lock acquisition.
  @inlinable
  func record<each A, R>(_ member: Member, _ arguments: repeat each A, returning: R.Type) -> TypedRecording<R> {
    lock.withLock {
      let index = slotIndexLocked(for: member)
      guard
        let slot = typedSlotLocked(
          at: index, as: TypedMemberSlot<(repeat each A), R>.self, make: { makeSlot(replacing: $0) })
      else {
        // A generic member called with other types than the slot's first call: keep it untyped.
        let (invocation, resolution) = recordAndResolveLocked(index, pack(repeat each arguments))
        return .resolved(invocation, resolution)
      }
      return recordLocked(slot, at: index, (repeat each arguments))
    }
  }

  /// Records a call with typed arguments in `slot`, the slot at `index`, and finds its answer.
  ///
  /// For a stubbed value or an unstubbed `Void` member it stores the outcome too. The caller holds `lock`.
  @inlinable
  func recordLocked<Arguments, R>(
    _ slot: TypedMemberSlot<Arguments, R>, at index: Int, _ arguments: Arguments
  ) -> TypedRecording<R> {
    let sequenceNumber = InvocationClock.next()
    var forwarding: [StubBehavior]?
    // A member without stubs (an unstubbed `Void` call, say) skips the scan.
    if !slot.stubs.isEmpty, case .stub(let found, let position) = slot.scan(arguments, forwarding: &forwarding) {
      // The slot's stub array keeps the stub alive while the lock is held.
      let value = found._withUnsafeGuaranteedRef { $0.typedValue(at: position, as: R.self) }
      if let value {
        _ = slot.append(arguments, sequenceNumber: sequenceNumber, outcome: .returned(value))
        return .answered(value)
      }
      let stub = found.takeUnretainedValue()
      let logIndex = slot.append(arguments, sequenceNumber: sequenceNumber, outcome: .pending)
      return .resolved(slot.invocation(at: logIndex, slotIndex: index), .stubbed(stub.behavior(at: position), stub))
    }
    if forwarding == nil, state.pointee.forwardingTargets.isEmpty, let void = () as? R {
      _ = slot.append(arguments, sequenceNumber: sequenceNumber, outcome: .returned(void))
      return .answered(void)
    }
    let logIndex = slot.append(arguments, sequenceNumber: sequenceNumber, outcome: .pending)
    return .resolved(
      slot.invocation(at: logIndex, slotIndex: index),
      .fallback(
        forwarding: (forwarding ?? []) + state.pointee.forwardingTargets.reversed(),
        providers: state.pointee.defaultValueProviders.reversed()))
  }

  /// The typed slot at `index`, made from the untyped one on the member's first typed call, or
  /// `nil` when calls of another signature own it; the caller holds `lock`.
  @inlinable
  func typedSlotLocked<Arguments, R>(
    at index: Int, as type: TypedMemberSlot<Arguments, R>.Type,
    make: (MemberSlot) -> TypedMemberSlot<Arguments, R>
  ) -> TypedMemberSlot<Arguments, R>? {
    let slot = state.pointee.slots[index]
    if ObjectIdentifier(Swift.type(of: slot)) == ObjectIdentifier(type) { return unsafeDowncast(slot, to: type) }
    guard slot.isUntyped else { return nil }
    let typed = make(slot)
    state.pointee.slots[index] = typed
    return typed
  }

  /// A typed slot for calls with arguments of types `A`, taking over `slot`'s stubs and calls.
  @inlinable
  func makeSlot<each A, R>(replacing slot: MemberSlot) -> TypedMemberSlot<(repeat each A), R> {
    TypedMemberSlot(
      replacing: slot, layout: ArgumentLayout(of: repeat (each A).self),
      box: { arguments in packedValues(repeat each arguments) })
  }
}
