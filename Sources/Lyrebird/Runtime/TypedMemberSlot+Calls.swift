/// The mock-writing API for members whose mock stores their ``TypedMemberSlot``.
///
/// Generated and macro mocks call these: the slot is a stored property of the mock, so a call
/// reaches it without looking the member up by name, and its concrete type's metadata comes from
/// the mock's cached accessor instead of being instantiated per call. The arguments arrive as the
/// slot's tuple. They are methods of the slot, whose type already fixes the argument and return
/// types, so type-checking a call infers only the stub closure's type. Members whose types the
/// mock can't spell (generic methods, statics, packs, `~Copyable` results) keep the ``Member``
/// forms of `MockingContext+Calls.swift`, as hand-written mocks may.
extension TypedMemberSlot {
  /// Records a call to a synchronous member in `context` and answers it.
  ///
  /// The parameters are those of `MockingContext.call(_:arguments:returning:apply:forward:superclass:)`,
  /// with the arguments as one tuple (a single value for one parameter, `()` for none).
  @inlinable
  public func call<Implementation>(
    in context: MockingContext,
    arguments: Arguments,
    apply: (Implementation) -> R,
    forward: ((Any) -> R?)? = nil,
    superclass: (() -> R)? = nil
  ) -> R {
    context.respond(
      self, arguments, apply: apply, forward: forward ?? { _ in nil }, superclass: superclass,
      stubbedError: { error, stub, invocation in context.cannotThrow(error, stub, invocation) })
  }

  /// The `throws` form of ``call(in:arguments:apply:forward:superclass:)``.
  @inlinable
  public func callThrowing<Implementation>(
    in context: MockingContext,
    arguments: Arguments,
    apply: (Implementation) throws -> R,
    forward: ((Any) throws -> R?)? = nil,
    superclass: (() throws -> R)? = nil
  ) throws -> R {
    try context.respond(
      self, arguments, apply: apply, forward: forward ?? { _ in nil }, superclass: superclass,
      stubbedError: { error, _, _ in throw error })
  }

  /// The `async` form of ``call(in:arguments:apply:forward:superclass:)``.
  @inlinable
  public func callAsync<Implementation>(
    in context: MockingContext,
    arguments: Arguments,
    apply: (Implementation) async -> R,
    forward: ((Any) async -> R?)? = nil,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await context.respondAsync(
      self, arguments, apply: apply, forward: forward ?? { _ in nil }, superclass: superclass,
      stubbedError: { error, stub, invocation in context.cannotThrow(error, stub, invocation) })
  }

  /// The `async throws` form of ``call(in:arguments:apply:forward:superclass:)``.
  @inlinable
  public func callAsyncThrowing<Implementation>(
    in context: MockingContext,
    arguments: Arguments,
    apply: (Implementation) async throws -> R,
    forward: ((Any) async throws -> R?)? = nil,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R {
    try await context.respondAsync(
      self, arguments, apply: apply, forward: forward ?? { _ in nil }, superclass: superclass,
      stubbedError: { error, _, _ in throw error })
  }
}

extension MockingContext {
  /// Records a call through `slot` and answers it: the body of the synchronous forms.
  @inlinable
  func respond<Arguments, R, Implementation>(
    _ slot: TypedMemberSlot<Arguments, R>, _ arguments: Arguments, apply: (Implementation) throws -> R,
    forward: (Any) throws -> R?, superclass: (() throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R
  ) rethrows -> R {
    if ThreadState.isCapturing, let captured = capture(slot.member, slot.boxed(arguments), R.self) { return captured }
    return try settle(
      record(slot, arguments), apply: apply, forward: forward, superclass: superclass, stubbedError: stubbedError)
  }

  /// Records a call through `slot` and answers it: the body of the `async` forms.
  @inlinable
  func respondAsync<Arguments, R, Implementation>(
    _ slot: TypedMemberSlot<Arguments, R>, _ arguments: Arguments, apply: (Implementation) async throws -> R,
    forward: (Any) async throws -> R?, superclass: (() async throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R,
    isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> R {
    if ThreadState.isCapturing, let captured = capture(slot.member, slot.boxed(arguments), R.self) { return captured }
    return try await settleAsync(
      record(slot, arguments), apply: apply, forward: forward, superclass: superclass, stubbedError: stubbedError)
  }

  /// Records a call in `slot` and finds its answer, under one lock acquisition.
  @inlinable
  func record<Arguments, R>(_ slot: TypedMemberSlot<Arguments, R>, _ arguments: Arguments) -> TypedRecording<R> {
    lock.withLock {
      if slot.owner != ObjectIdentifier(self), !adoptLocked(slot) {
        // Another typed slot owns the member (calls by name came first, or two mocks share the context).
        let (invocation, resolution) = recordAndResolveLocked(slotIndexLocked(for: slot.member), slot.boxed(arguments))
        return .resolved(invocation, resolution)
      }
      return recordLocked(slot, at: slot.index, arguments)
    }
  }

  /// Makes `slot` this context's slot for its member on the member's first call.
  ///
  /// It takes over the stubs and calls that `given` or untyped calls left under the member's name.
  /// Returns `false` when a typed slot of another mock owns the member. The caller holds `lock`.
  @usableFromInline
  func adoptLocked<Arguments, R>(_ slot: TypedMemberSlot<Arguments, R>) -> Bool {
    let index = slotIndexLocked(for: slot.member)
    guard state.pointee.slots[index].isUntyped else { return false }
    slot.takeOver(state.pointee.slots[index])
    state.pointee.slots[index] = slot
    slot.owner = ObjectIdentifier(self)
    slot.index = index
    return true
  }
}
