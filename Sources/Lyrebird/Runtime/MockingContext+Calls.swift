/// The mock-writing API: every mocked member body is one call to one of these methods.
///
/// - `call` for synchronous members, `callThrowing` for `throws`, `callAsync` for `async` and
///   `callAsyncThrowing` for `async throws`.
/// - `apply` calls a stubbed closure, typed as the member's signature, with the call's arguments.
///   The generated code does this because the runtime can't name a closure type over a parameter pack.
/// - `forward` lets a partial mock hand the call to another object (`forwardCalls(to:)`): it
///   returns `nil` when the object doesn't implement the member.
/// - `superclass` is the overridden implementation, for class mocks (`forwardCallsToSuper()`).
///
/// They are `@inlinable` so each mock module gets them specialized for its own argument and return
/// types: unspecialized, every call spent most of its time instantiating generic metadata. Each
/// is one call to `respond`, which `CallPath.swift` follows to the answer.
extension MockingContext {
  /// Records a call to a synchronous member and answers it.
  ///
  /// The answer is, in order: the newest matching stub, a forwarding target, a relaxed mock's
  /// default value, or else a reported failure and a stand-in value.
  ///
  /// - Parameters:
  ///   - member: The member called.
  ///   - arguments: The call's arguments, recorded for verification and typed records.
  ///   - returning: The member's return type.
  ///   - apply: Calls a `will` closure, typed as the member's signature, with the arguments.
  ///   - forward: Calls the member on a partial mock's target, or returns `nil` when it has no such member.
  ///   - superclass: The mocked class's own implementation, for class mocks.
  /// - Returns: The value the call answers with.
  @inlinable
  public func call<each A, R, Implementation>(
    _ member: Member,
    arguments: repeat each A,
    returning: R.Type = R.self,
    apply: (Implementation) -> R,
    forward: ((Any) -> R?)? = nil,
    superclass: (() -> R)? = nil
  ) -> R {
    respond(
      member, repeat each arguments, apply: apply, forward: forward ?? { _ in nil }, superclass: superclass,
      stubbedError: { error, stub, invocation in cannotThrow(error, stub, invocation) })
  }

  /// Records a call to a `throws` member and answers it, throwing a stubbed error.
  ///
  /// The parameters are those of ``call(_:arguments:returning:apply:forward:superclass:)``.
  @inlinable
  public func callThrowing<each A, R, Implementation>(
    _ member: Member,
    arguments: repeat each A,
    returning: R.Type = R.self,
    apply: (Implementation) throws -> R,
    forward: ((Any) throws -> R?)? = nil,
    superclass: (() throws -> R)? = nil
  ) throws -> R {
    try respond(
      member, repeat each arguments, apply: apply, forward: forward ?? { _ in nil }, superclass: superclass,
      stubbedError: { error, _, _ in throw error })
  }

  /// Records a call to an `async` member and answers it.
  ///
  /// The parameters are those of ``call(_:arguments:returning:apply:forward:superclass:)``.
  @inlinable
  public func callAsync<each A, R, Implementation>(
    _ member: Member,
    arguments: repeat each A,
    returning: R.Type = R.self,
    apply: (Implementation) async -> R,
    forward: ((Any) async -> R?)? = nil,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await respondAsync(
      member, repeat each arguments, apply: apply, forward: forward ?? { _ in nil }, superclass: superclass,
      stubbedError: { error, stub, invocation in cannotThrow(error, stub, invocation) })
  }

  /// Records a call to an `async throws` member and answers it, throwing a stubbed error.
  ///
  /// The parameters are those of ``call(_:arguments:returning:apply:forward:superclass:)``.
  @inlinable
  public func callAsyncThrowing<each A, R, Implementation>(
    _ member: Member,
    arguments: repeat each A,
    returning: R.Type = R.self,
    apply: (Implementation) async throws -> R,
    forward: ((Any) async throws -> R?)? = nil,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R {
    try await respondAsync(
      member, repeat each arguments, apply: apply, forward: forward ?? { _ in nil }, superclass: superclass,
      stubbedError: { error, _, _ in throw error })
  }

  // MARK: - Forwarding to a cast target

  // `forwarding` takes the partial mock's target already cast: generated mocks use these for the
  // members whose slot they can't spell (generic methods, say), so every forwarding closure has
  // the same single-expression shape.

  /// Records a call to a synchronous member and answers it, forwarding to targets that are a
  /// `Target`.
  ///
  /// The parameters are those of ``call(_:arguments:returning:apply:forward:superclass:)``, but
  /// for `forwarding`, which calls the member on a target that is a `Target`.
  @inlinable
  public func call<each A, R, Implementation, Target>(
    _ member: Member,
    arguments: repeat each A,
    returning: R.Type = R.self,
    apply: (Implementation) -> R,
    forwarding: (Target) -> R,
    superclass: (() -> R)? = nil
  ) -> R {
    respond(
      member, repeat each arguments, apply: apply,
      forward: { object in
        guard let target = object as? Target else { return nil }
        return forwarding(target)
      },
      superclass: superclass,
      stubbedError: { error, stub, invocation in cannotThrow(error, stub, invocation) })
  }

  /// The `throws` form of ``call(_:arguments:returning:apply:forwarding:superclass:)``.
  @inlinable
  public func callThrowing<each A, R, Implementation, Target>(
    _ member: Member,
    arguments: repeat each A,
    returning: R.Type = R.self,
    apply: (Implementation) throws -> R,
    forwarding: (Target) throws -> R,
    superclass: (() throws -> R)? = nil
  ) throws -> R {
    try respond(
      member, repeat each arguments, apply: apply,
      forward: { object in
        guard let target = object as? Target else { return nil }
        return try forwarding(target)
      },
      superclass: superclass,
      stubbedError: { error, _, _ in throw error })
  }

  /// The `async` form of ``call(_:arguments:returning:apply:forwarding:superclass:)``.
  @inlinable
  public func callAsync<each A, R, Implementation, Target>(
    _ member: Member,
    arguments: repeat each A,
    returning: R.Type = R.self,
    apply: (Implementation) async -> R,
    forwarding: (Target) async -> R,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await respondAsync(
      member, repeat each arguments, apply: apply,
      forward: { object in
        guard let target = object as? Target else { return nil }
        return await forwarding(target)
      },
      superclass: superclass,
      stubbedError: { error, stub, invocation in cannotThrow(error, stub, invocation) })
  }

  /// The `async throws` form of ``call(_:arguments:returning:apply:forwarding:superclass:)``.
  @inlinable
  public func callAsyncThrowing<each A, R, Implementation, Target>(
    _ member: Member,
    arguments: repeat each A,
    returning: R.Type = R.self,
    apply: (Implementation) async throws -> R,
    forwarding: (Target) async throws -> R,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R {
    try await respondAsync(
      member, repeat each arguments, apply: apply,
      forward: { object in
        guard let target = object as? Target else { return nil }
        return try await forwarding(target)
      },
      superclass: superclass,
      stubbedError: { error, _, _ in throw error })
  }
}
