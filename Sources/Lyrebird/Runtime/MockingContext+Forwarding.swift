/// The ``Member`` forms with `forwarding`, which takes the partial mock's target already cast.
///
/// Generated mocks use these for the members whose slot they can't spell (generic methods, for
/// example), so that every forwarding closure has the same single-expression shape.
extension MockingContext {
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
