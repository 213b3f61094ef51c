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
/// types: unspecialized, every call spent most of its time instantiating generic metadata.
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

  /// Records a call and answers it: the body of the synchronous forms, which differ only in what a
  /// stubbed error does (`stubbedError`).
  @inlinable
  func respond<each A, R, Implementation>(
    _ member: Member, _ arguments: repeat each A, apply: (Implementation) throws -> R,
    forward: (Any) throws -> R?, superclass: (() throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R
  ) rethrows -> R {
    try settle(
      begin(member, repeat each arguments, returning: R.self), apply: apply, forward: forward, superclass: superclass,
      stubbedError: stubbedError)
  }

  /// Answers a recorded call: with the value it was recorded with, or else from its resolution,
  /// storing the outcome.
  @inlinable
  func settle<R, Implementation>(
    _ recording: consuming TypedRecording<R>, apply: (Implementation) throws -> R,
    forward: (Any) throws -> R?, superclass: (() throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R
  ) rethrows -> R {
    // Consumed: a copy of the enum and its payload cost about 110 instructions a call.
    switch consume recording {
    case .answered(let value):
      return value
    case .resolved(let invocation, let resolved):
      return try finish(invocation) {
        switch answer(for: invocation, resolved: resolved, returning: R.self) {
        case .value(let value):
          return value
        case .implementation(let implementation, let stub):
          if let body = implementation as? Implementation { return try apply(body) }
          return mismatch(implementation, stub, invocation)
        case .error(let error, let stub):
          return try stubbedError(error, stub, invocation)
        case .fallback(let targets, let providers):
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

  /// Records a call and answers it: the body of the `async` forms, which differ only in what a
  /// stubbed error does (`stubbedError`).
  @inlinable
  func respondAsync<each A, R, Implementation>(
    _ member: Member, _ arguments: repeat each A, apply: (Implementation) async throws -> R,
    forward: (Any) async throws -> R?, superclass: (() async throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R,
    isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> R {
    try await settleAsync(
      begin(member, repeat each arguments, returning: R.self), apply: apply, forward: forward, superclass: superclass,
      stubbedError: stubbedError)
  }

  /// The `async` form of ``settle(_:apply:forward:superclass:stubbedError:)``.
  @inlinable
  func settleAsync<R, Implementation>(
    _ recording: consuming TypedRecording<R>, apply: (Implementation) async throws -> R,
    forward: (Any) async throws -> R?, superclass: (() async throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R,
    isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> R {
    // Consumed: a copy of the enum and its payload cost about 110 instructions a call.
    switch consume recording {
    case .answered(let value):
      return value
    case .resolved(let invocation, let resolved):
      return try await finish(invocation) {
        switch answer(for: invocation, resolved: resolved, returning: R.self) {
        case .value(let value):
          return value
        case .implementation(let implementation, let stub):
          if let body = implementation as? Implementation { return try await apply(body) }
          return mismatch(implementation, stub, invocation)
        case .error(let error, let stub):
          return try stubbedError(error, stub, invocation)
        case .fallback(let targets, let providers):
          var lacksSuperclass = false
          for target in targets {
            switch target {
            case .forward(let object): if let value = try await forward(object) { return value }
            case .forwardToSuper:
              if let superclass { return try await superclass() }
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
}
