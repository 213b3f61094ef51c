/// The mock-writing API for a stored slot's member whose stub closure takes the arguments as
/// they are: no `apply:` closure.
///
/// The runtime calls a `will` closure, typed `(A, B) -> R` from the slot's own types, with the
/// arguments itself, so the member's body has one closure (`forwarding:`) instead of two; one
/// without a forwarding target calls the forms of `TypedMemberSlot+UnforwardedCalls.swift`, and has
/// no closure at all. Generated members call the context's forms by member
/// (`MockingContext+DirectCalls.swift`), which find the slot and call these; hand-written mocks that
/// store their slots may call them directly. Members whose stub closure differs from the slot's
/// types (`inout`, autoclosures, labeled tuples, erased generics) keep the `apply:` forms of
/// `TypedMemberSlot+Calls.swift`, which these forms call.
extension TypedMemberSlot {
  /// Records a call to a synchronous member of no parameters in `context` and answers it,
  /// forwarding to targets that are a `Target`.
  ///
  /// The other forms take the member's one to three arguments after `with:`; `callThrowing`,
  /// `callAsync` and `callAsyncThrowing` are their effects' forms.
  @inlinable @inline(__always)
  public func call<Target>(
    in context: MockingContext,
    forwarding: (Target) -> R,
    superclass: (() -> R)? = nil
  ) -> R where Arguments == () {
    call(
      in: context, arguments: (), apply: { (body: () -> R) in body() }, forwarding: forwarding,
      superclass: superclass)
  }

  /// `call(in:forwarding:superclass:)` for a member of one parameter.
  @inlinable @inline(__always)
  public func call<Target>(
    in context: MockingContext, with argument: Arguments,
    forwarding: (Target) -> R,
    superclass: (() -> R)? = nil
  ) -> R {
    call(
      in: context, arguments: argument, apply: { (body: (Arguments) -> R) in body(argument) }, forwarding: forwarding,
      superclass: superclass)
  }

  /// `call(in:forwarding:superclass:)` for a member of two parameters.
  @inlinable @inline(__always)
  public func call<A, B, Target>(
    in context: MockingContext, with a: A, _ b: B,
    forwarding: (Target) -> R,
    superclass: (() -> R)? = nil
  ) -> R where Arguments == (A, B) {
    call(
      in: context, arguments: (a, b), apply: { (body: (A, B) -> R) in body(a, b) }, forwarding: forwarding,
      superclass: superclass)
  }

  /// `call(in:forwarding:superclass:)` for a member of three parameters.
  @inlinable @inline(__always)
  public func call<A, B, C, Target>(
    in context: MockingContext, with a: A, _ b: B, _ c: C,
    forwarding: (Target) -> R,
    superclass: (() -> R)? = nil
  ) -> R where Arguments == (A, B, C) {
    call(
      in: context, arguments: (a, b, c), apply: { (body: (A, B, C) -> R) in body(a, b, c) }, forwarding: forwarding,
      superclass: superclass)
  }

  /// The `throws` form of `call(in:forwarding:superclass:)`, for a member of no parameters.
  @inlinable @inline(__always)
  public func callThrowing<Target>(
    in context: MockingContext,
    forwarding: (Target) throws -> R,
    superclass: (() throws -> R)? = nil
  ) throws -> R where Arguments == () {
    try callThrowing(
      in: context, arguments: (), apply: { (body: () throws -> R) in try body() }, forwarding: forwarding,
      superclass: superclass)
  }

  /// The `throws` form of `call(in:forwarding:superclass:)`, for a member of one parameter.
  @inlinable @inline(__always)
  public func callThrowing<Target>(
    in context: MockingContext, with argument: Arguments,
    forwarding: (Target) throws -> R,
    superclass: (() throws -> R)? = nil
  ) throws -> R {
    try callThrowing(
      in: context, arguments: argument, apply: { (body: (Arguments) throws -> R) in try body(argument) },
      forwarding: forwarding,
      superclass: superclass)
  }

  /// The `throws` form of `call(in:forwarding:superclass:)`, for a member of two parameters.
  @inlinable @inline(__always)
  public func callThrowing<A, B, Target>(
    in context: MockingContext, with a: A, _ b: B,
    forwarding: (Target) throws -> R,
    superclass: (() throws -> R)? = nil
  ) throws -> R where Arguments == (A, B) {
    try callThrowing(
      in: context, arguments: (a, b), apply: { (body: (A, B) throws -> R) in try body(a, b) }, forwarding: forwarding,
      superclass: superclass)
  }

  /// The `throws` form of `call(in:forwarding:superclass:)`, for a member of three parameters.
  @inlinable @inline(__always)
  public func callThrowing<A, B, C, Target>(
    in context: MockingContext, with a: A, _ b: B, _ c: C,
    forwarding: (Target) throws -> R,
    superclass: (() throws -> R)? = nil
  ) throws -> R where Arguments == (A, B, C) {
    try callThrowing(
      in: context, arguments: (a, b, c), apply: { (body: (A, B, C) throws -> R) in try body(a, b, c) },
      forwarding: forwarding,
      superclass: superclass)
  }

  /// The `async` form of `call(in:forwarding:superclass:)`, for a member of no parameters.
  @inlinable
  public func callAsync<Target>(
    in context: MockingContext,
    forwarding: (Target) async -> R,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R where Arguments == () {
    await callAsync(
      in: context, arguments: (), apply: { (body: () async -> R) in await body() }, forwarding: forwarding,
      superclass: superclass, isolation: isolation)
  }

  /// The `async` form of `call(in:forwarding:superclass:)`, for a member of one parameter.
  @inlinable
  public func callAsync<Target>(
    in context: MockingContext, with argument: Arguments,
    forwarding: (Target) async -> R,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await callAsync(
      in: context, arguments: argument, apply: { (body: (Arguments) async -> R) in await body(argument) },
      forwarding: forwarding,
      superclass: superclass, isolation: isolation)
  }

  /// The `async` form of `call(in:forwarding:superclass:)`, for a member of two parameters.
  @inlinable
  public func callAsync<A, B, Target>(
    in context: MockingContext, with a: A, _ b: B,
    forwarding: (Target) async -> R,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R where Arguments == (A, B) {
    await callAsync(
      in: context, arguments: (a, b), apply: { (body: (A, B) async -> R) in await body(a, b) }, forwarding: forwarding,
      superclass: superclass, isolation: isolation)
  }

  /// The `async` form of `call(in:forwarding:superclass:)`, for a member of three parameters.
  @inlinable
  public func callAsync<A, B, C, Target>(
    in context: MockingContext, with a: A, _ b: B, _ c: C,
    forwarding: (Target) async -> R,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R where Arguments == (A, B, C) {
    await callAsync(
      in: context, arguments: (a, b, c), apply: { (body: (A, B, C) async -> R) in await body(a, b, c) },
      forwarding: forwarding,
      superclass: superclass, isolation: isolation)
  }

  /// The `async throws` form of `call(in:forwarding:superclass:)`, for a member of no parameters.
  @inlinable
  public func callAsyncThrowing<Target>(
    in context: MockingContext,
    forwarding: (Target) async throws -> R,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R where Arguments == () {
    try await callAsyncThrowing(
      in: context, arguments: (), apply: { (body: () async throws -> R) in try await body() }, forwarding: forwarding,
      superclass: superclass, isolation: isolation)
  }

  /// The `async throws` form of `call(in:forwarding:superclass:)`, for a member of one parameter.
  @inlinable
  public func callAsyncThrowing<Target>(
    in context: MockingContext, with argument: Arguments,
    forwarding: (Target) async throws -> R,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R {
    try await callAsyncThrowing(
      in: context, arguments: argument, apply: { (body: (Arguments) async throws -> R) in try await body(argument) },
      forwarding: forwarding,
      superclass: superclass, isolation: isolation)
  }

  /// The `async throws` form of `call(in:forwarding:superclass:)`, for a member of two parameters.
  @inlinable
  public func callAsyncThrowing<A, B, Target>(
    in context: MockingContext, with a: A, _ b: B,
    forwarding: (Target) async throws -> R,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R where Arguments == (A, B) {
    try await callAsyncThrowing(
      in: context, arguments: (a, b), apply: { (body: (A, B) async throws -> R) in try await body(a, b) },
      forwarding: forwarding,
      superclass: superclass, isolation: isolation)
  }

  /// The `async throws` form of `call(in:forwarding:superclass:)`, for a member of three parameters.
  @inlinable
  public func callAsyncThrowing<A, B, C, Target>(
    in context: MockingContext, with a: A, _ b: B, _ c: C,
    forwarding: (Target) async throws -> R,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R where Arguments == (A, B, C) {
    try await callAsyncThrowing(
      in: context, arguments: (a, b, c), apply: { (body: (A, B, C) async throws -> R) in try await body(a, b, c) },
      forwarding: forwarding,
      superclass: superclass, isolation: isolation)
  }
}
