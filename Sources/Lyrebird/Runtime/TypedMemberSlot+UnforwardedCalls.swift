/// The forms of `TypedMemberSlot+DirectCalls.swift` for a member without a forwarding target.
///
/// An isolated mock (`@MainActor`, an actor, a module's default isolation) has none, so its members
/// call these: the stub closure is still called by the runtime, without an `apply:` closure.
extension TypedMemberSlot {
  /// `call(in:…)` for a member of no parameters without a forwarding target.
  @inlinable @inline(__always)
  public func call(
    in context: MockingContext,
    superclass: (() -> R)? = nil
  ) -> R where Arguments == () {
    call(
      in: context, arguments: (), apply: { (body: () -> R) in body() }, forward: nil,
      superclass: superclass)
  }

  /// `call(in:…)` for a member of one parameter without a forwarding target.
  @inlinable @inline(__always)
  public func call(
    in context: MockingContext, with argument: Arguments,
    superclass: (() -> R)? = nil
  ) -> R {
    call(
      in: context, arguments: argument, apply: { (body: (Arguments) -> R) in body(argument) }, forward: nil,
      superclass: superclass)
  }

  /// `call(in:…)` for a member of two parameters without a forwarding target.
  @inlinable @inline(__always)
  public func call<A, B>(
    in context: MockingContext, with a: A, _ b: B,
    superclass: (() -> R)? = nil
  ) -> R where Arguments == (A, B) {
    call(
      in: context, arguments: (a, b), apply: { (body: (A, B) -> R) in body(a, b) }, forward: nil,
      superclass: superclass)
  }

  /// `call(in:…)` for a member of three parameters without a forwarding target.
  @inlinable @inline(__always)
  public func call<A, B, C>(
    in context: MockingContext, with a: A, _ b: B, _ c: C,
    superclass: (() -> R)? = nil
  ) -> R where Arguments == (A, B, C) {
    call(
      in: context, arguments: (a, b, c), apply: { (body: (A, B, C) -> R) in body(a, b, c) }, forward: nil,
      superclass: superclass)
  }

  /// `callThrowing(in:…)` for a member of no parameters without a forwarding target.
  @inlinable @inline(__always)
  public func callThrowing(
    in context: MockingContext,
    superclass: (() throws -> R)? = nil
  ) throws -> R where Arguments == () {
    try callThrowing(
      in: context, arguments: (), apply: { (body: () throws -> R) in try body() }, forward: nil,
      superclass: superclass)
  }

  /// `callThrowing(in:…)` for a member of one parameter without a forwarding target.
  @inlinable @inline(__always)
  public func callThrowing(
    in context: MockingContext, with argument: Arguments,
    superclass: (() throws -> R)? = nil
  ) throws -> R {
    try callThrowing(
      in: context, arguments: argument, apply: { (body: (Arguments) throws -> R) in try body(argument) }, forward: nil,
      superclass: superclass)
  }

  /// `callThrowing(in:…)` for a member of two parameters without a forwarding target.
  @inlinable @inline(__always)
  public func callThrowing<A, B>(
    in context: MockingContext, with a: A, _ b: B,
    superclass: (() throws -> R)? = nil
  ) throws -> R where Arguments == (A, B) {
    try callThrowing(
      in: context, arguments: (a, b), apply: { (body: (A, B) throws -> R) in try body(a, b) }, forward: nil,
      superclass: superclass)
  }

  /// `callThrowing(in:…)` for a member of three parameters without a forwarding target.
  @inlinable @inline(__always)
  public func callThrowing<A, B, C>(
    in context: MockingContext, with a: A, _ b: B, _ c: C,
    superclass: (() throws -> R)? = nil
  ) throws -> R where Arguments == (A, B, C) {
    try callThrowing(
      in: context, arguments: (a, b, c), apply: { (body: (A, B, C) throws -> R) in try body(a, b, c) }, forward: nil,
      superclass: superclass)
  }

  /// `callAsync(in:…)` for a member of no parameters without a forwarding target.
  @inlinable
  public func callAsync(
    in context: MockingContext,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R where Arguments == () {
    await callAsync(
      in: context, arguments: (), apply: { (body: () async -> R) in await body() }, forward: nil,
      superclass: superclass, isolation: isolation)
  }

  /// `callAsync(in:…)` for a member of one parameter without a forwarding target.
  @inlinable
  public func callAsync(
    in context: MockingContext, with argument: Arguments,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await callAsync(
      in: context, arguments: argument, apply: { (body: (Arguments) async -> R) in await body(argument) }, forward: nil,
      superclass: superclass, isolation: isolation)
  }

  /// `callAsync(in:…)` for a member of two parameters without a forwarding target.
  @inlinable
  public func callAsync<A, B>(
    in context: MockingContext, with a: A, _ b: B,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R where Arguments == (A, B) {
    await callAsync(
      in: context, arguments: (a, b), apply: { (body: (A, B) async -> R) in await body(a, b) }, forward: nil,
      superclass: superclass, isolation: isolation)
  }

  /// `callAsync(in:…)` for a member of three parameters without a forwarding target.
  @inlinable
  public func callAsync<A, B, C>(
    in context: MockingContext, with a: A, _ b: B, _ c: C,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R where Arguments == (A, B, C) {
    await callAsync(
      in: context, arguments: (a, b, c), apply: { (body: (A, B, C) async -> R) in await body(a, b, c) }, forward: nil,
      superclass: superclass, isolation: isolation)
  }

  /// `callAsyncThrowing(in:…)` for a member of no parameters without a forwarding target.
  @inlinable
  public func callAsyncThrowing(
    in context: MockingContext,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R where Arguments == () {
    try await callAsyncThrowing(
      in: context, arguments: (), apply: { (body: () async throws -> R) in try await body() }, forward: nil,
      superclass: superclass, isolation: isolation)
  }

  /// `callAsyncThrowing(in:…)` for a member of one parameter without a forwarding target.
  @inlinable
  public func callAsyncThrowing(
    in context: MockingContext, with argument: Arguments,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R {
    try await callAsyncThrowing(
      in: context, arguments: argument, apply: { (body: (Arguments) async throws -> R) in try await body(argument) },
      forward: nil,
      superclass: superclass, isolation: isolation)
  }

  /// `callAsyncThrowing(in:…)` for a member of two parameters without a forwarding target.
  @inlinable
  public func callAsyncThrowing<A, B>(
    in context: MockingContext, with a: A, _ b: B,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R where Arguments == (A, B) {
    try await callAsyncThrowing(
      in: context, arguments: (a, b), apply: { (body: (A, B) async throws -> R) in try await body(a, b) }, forward: nil,
      superclass: superclass, isolation: isolation)
  }

  /// `callAsyncThrowing(in:…)` for a member of three parameters without a forwarding target.
  @inlinable
  public func callAsyncThrowing<A, B, C>(
    in context: MockingContext, with a: A, _ b: B, _ c: C,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R where Arguments == (A, B, C) {
    try await callAsyncThrowing(
      in: context, arguments: (a, b, c), apply: { (body: (A, B, C) async throws -> R) in try await body(a, b, c) },
      forward: nil,
      superclass: superclass, isolation: isolation)
  }
}
