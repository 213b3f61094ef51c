/// The `async` forms of the call path, step for step those of `CallPath.swift`: only awaiting the
/// stubbed closure, the forwarding target or the superclass differs.
extension MockingContext {
  /// The `async` form of ``respond(_:_:apply:forward:superclass:stubbedError:)`` by ``Member``.
  @inlinable
  func respondAsync<each A, R, Implementation>(
    _ member: Member, _ arguments: repeat each A, apply: (Implementation) async throws -> R,
    forward: (Any) async throws -> R?, superclass: (() async throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R,
    isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> R {
    if ThreadState.isCapturing { return capturing(member, pack(repeat each arguments), R.self) }
    return try await settleAsync(
      record(member, repeat each arguments, returning: R.self), apply: apply, forward: forward,
      superclass: superclass, stubbedError: stubbedError)
  }

  /// The `async` form of ``respond(_:_:make:apply:forward:superclass:stubbedError:)``.
  @inlinable
  func respondAsync<Arguments, R, Implementation>(
    _ member: Member, _ arguments: Arguments, make: (Member) -> TypedMemberSlot<Arguments, R>,
    apply: (Implementation) async throws -> R, forward: (Any) async throws -> R?,
    superclass: (() async throws -> R)?, stubbedError: (any Error, Stub, Invocation) throws -> R,
    isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> R {
    if ThreadState.isCapturing { return capturing(member, arguments, make: make) }
    return try await settleAsync(
      record(member, arguments, make: make), apply: apply, forward: forward, superclass: superclass,
      stubbedError: stubbedError)
  }

  /// The `async` form of ``settle(_:apply:forward:superclass:stubbedError:)``.
  @inlinable
  func settleAsync<R, Implementation>(
    _ decision: consuming CallDecision<R>, apply: (Implementation) async throws -> R,
    forward: (Any) async throws -> R?, superclass: (() async throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R,
    isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> R {
    switch consume decision {
    case .answered(let value):
      return value
    case let decided:
      return try await carryOutAsync(
        decided, apply: apply, forward: forward, superclass: superclass, stubbedError: stubbedError)
    }
  }

  /// The `async` form of ``carryOut(_:apply:forward:superclass:stubbedError:)``.
  @inlinable
  func carryOutAsync<R, Implementation>(
    _ decision: consuming CallDecision<R>, apply: (Implementation) async throws -> R,
    forward: (Any) async throws -> R?, superclass: (() async throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R,
    isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> R {
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
        return try await finish(invocation) {
          if let body = body as? Implementation { return try await apply(body) }
          return mismatch(body, stub, invocation)
        }
      case .throw(let error, let stub, let invocation):
        return try finish(invocation) { try stubbedError(error, stub, invocation) }
      case .fallback(let targets, let providers, let invocation):
        return try await finish(invocation) {
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

  /// The `async` form of ``finish(_:_:)``.
  @inlinable
  func finish<R, E: Swift.Error>(
    _ invocation: Invocation, isolation: isolated (any Actor)? = #isolation, _ body: () async throws(E) -> R
  ) async throws(E) -> R {
    do throws(E) {
      let value = try await body()
      store(.success(value), for: invocation)
      return value
    } catch {
      store(.failure(error), for: invocation)
      throw error
    }
  }
}
