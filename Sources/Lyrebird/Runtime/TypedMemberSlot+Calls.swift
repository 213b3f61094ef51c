/// The mock-writing API for members whose mock stores their ``TypedMemberSlot``.
///
/// Generated and macro mocks call these: the slot is a stored property of the mock, so a call
/// reaches it without looking the member up by name, and its concrete type's metadata comes from
/// the mock's cached accessor instead of being instantiated per call. The arguments arrive as the
/// slot's tuple. They are methods of the slot, whose type already fixes the argument and return
/// types, so type-checking a call infers only the stub closure's type. Members whose types the
/// mock can't spell (generic methods, statics, packs, `~Copyable` results) keep the ``Member``
/// forms of `MockingContext+Calls.swift`, as hand-written mocks may. Both forms go on along
/// `CallPath.swift`. The synchronous forms are always inlined into the mock's member, so its
/// closures are never built for a call that doesn't run them (`carryOut` says why).
extension TypedMemberSlot {
  /// Records a call to a synchronous member in `context` and answers it.
  ///
  /// The parameters are those of `MockingContext.call(_:arguments:returning:apply:forward:superclass:)`,
  /// with the arguments as one tuple (a single value for one parameter, `()` for none).
  @inlinable @inline(__always)
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
  @inlinable @inline(__always)
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

  // MARK: - Forwarding to a cast target

  // The runtime casts a target to `Target` and skips one that isn't, so the generated closure is a
  // single expression, `{ (target: any P) in target.member }`, which compiles faster than a closure
  // that casts and unwraps itself.

  /// Records a call to a synchronous member in `context` and answers it, forwarding to targets
  /// that are a `Target`.
  @inlinable @inline(__always)
  public func call<Implementation, Target>(
    in context: MockingContext,
    arguments: Arguments,
    apply: (Implementation) -> R,
    forwarding: (Target) -> R,
    superclass: (() -> R)? = nil
  ) -> R {
    context.respond(
      self, arguments, apply: apply,
      forward: { object in
        guard let target = object as? Target else { return nil }
        return forwarding(target)
      },
      superclass: superclass,
      stubbedError: { error, stub, invocation in context.cannotThrow(error, stub, invocation) })
  }

  /// The `throws` form of ``call(in:arguments:apply:forwarding:superclass:)``.
  @inlinable @inline(__always)
  public func callThrowing<Implementation, Target>(
    in context: MockingContext,
    arguments: Arguments,
    apply: (Implementation) throws -> R,
    forwarding: (Target) throws -> R,
    superclass: (() throws -> R)? = nil
  ) throws -> R {
    try context.respond(
      self, arguments, apply: apply,
      forward: { object in
        guard let target = object as? Target else { return nil }
        return try forwarding(target)
      },
      superclass: superclass,
      stubbedError: { error, _, _ in throw error })
  }

  /// The `async` form of ``call(in:arguments:apply:forwarding:superclass:)``.
  @inlinable
  public func callAsync<Implementation, Target>(
    in context: MockingContext,
    arguments: Arguments,
    apply: (Implementation) async -> R,
    forwarding: (Target) async -> R,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await context.respondAsync(
      self, arguments, apply: apply,
      forward: { object in
        guard let target = object as? Target else { return nil }
        return await forwarding(target)
      },
      superclass: superclass,
      stubbedError: { error, stub, invocation in context.cannotThrow(error, stub, invocation) })
  }

  /// The `async throws` form of ``call(in:arguments:apply:forwarding:superclass:)``.
  @inlinable
  public func callAsyncThrowing<Implementation, Target>(
    in context: MockingContext,
    arguments: Arguments,
    apply: (Implementation) async throws -> R,
    forwarding: (Target) async throws -> R,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R {
    try await context.respondAsync(
      self, arguments, apply: apply,
      forward: { object in
        guard let target = object as? Target else { return nil }
        return try await forwarding(target)
      },
      superclass: superclass,
      stubbedError: { error, _, _ in throw error })
  }
}
