/// The forms generated mocks use: `forwarding` takes the partial mock's target already cast.
///
/// The runtime casts a target to `Target` and skips one that isn't, so the generated closure is a
/// single expression, `{ (target: any P) in target.member }`, which compiles faster than a closure
/// that casts and unwraps itself.
extension TypedMemberSlot {
  /// Records a call to a synchronous member in `context` and answers it, forwarding to targets
  /// that are a `Target`.
  @inlinable
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
  @inlinable
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
