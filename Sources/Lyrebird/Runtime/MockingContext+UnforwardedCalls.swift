/// The forms of `MockingContext+DirectCalls.swift` for a member without a forwarding target.
///
/// An isolated mock (`@MainActor`, an actor, a module's default isolation) has none, so its members
/// call these: the stub closure is still called by the runtime, without an `apply:` closure.
extension MockingContext {
  /// `call(_:…)` for a member of no parameters without a forwarding target.
  @inlinable
  public func call<R>(
    _ member: Member,
    superclass: (() -> R)? = nil
  ) -> R {
    withTypedSlot(for: member, make: { Lyrebird.typedSlot0(member, returning: R.self) }) { slot in
      slot.call(in: self, superclass: superclass)
    }
  }

  /// `call(_:…)` for a member of one parameter without a forwarding target.
  @inlinable
  public func call<A, R>(
    _ member: Member, with a: A,
    superclass: (() -> R)? = nil
  ) -> R {
    withTypedSlot(for: member, make: { Lyrebird.typedSlot1(member, A.self, returning: R.self) }) { slot in
      slot.call(in: self, with: a, superclass: superclass)
    }
  }

  /// `call(_:…)` for a member of two parameters without a forwarding target.
  @inlinable
  public func call<A, B, R>(
    _ member: Member, with a: A, _ b: B,
    superclass: (() -> R)? = nil
  ) -> R {
    withTypedSlot(for: member, make: { Lyrebird.typedSlot2(member, A.self, B.self, returning: R.self) }) { slot in
      slot.call(in: self, with: a, b, superclass: superclass)
    }
  }

  /// `call(_:…)` for a member of three parameters without a forwarding target.
  @inlinable
  public func call<A, B, C, R>(
    _ member: Member, with a: A, _ b: B, _ c: C,
    superclass: (() -> R)? = nil
  ) -> R {
    withTypedSlot(for: member, make: { Lyrebird.typedSlot3(member, A.self, B.self, C.self, returning: R.self) }) {
      slot in
      slot.call(in: self, with: a, b, c, superclass: superclass)
    }
  }

  /// `callThrowing(_:…)` for a member of no parameters without a forwarding target.
  @inlinable
  public func callThrowing<R>(
    _ member: Member,
    superclass: (() throws -> R)? = nil
  ) throws -> R {
    try withTypedSlot(for: member, make: { Lyrebird.typedSlot0(member, returning: R.self) }) { slot in
      try slot.callThrowing(in: self, superclass: superclass)
    }
  }

  /// `callThrowing(_:…)` for a member of one parameter without a forwarding target.
  @inlinable
  public func callThrowing<A, R>(
    _ member: Member, with a: A,
    superclass: (() throws -> R)? = nil
  ) throws -> R {
    try withTypedSlot(for: member, make: { Lyrebird.typedSlot1(member, A.self, returning: R.self) }) { slot in
      try slot.callThrowing(in: self, with: a, superclass: superclass)
    }
  }

  /// `callThrowing(_:…)` for a member of two parameters without a forwarding target.
  @inlinable
  public func callThrowing<A, B, R>(
    _ member: Member, with a: A, _ b: B,
    superclass: (() throws -> R)? = nil
  ) throws -> R {
    try withTypedSlot(for: member, make: { Lyrebird.typedSlot2(member, A.self, B.self, returning: R.self) }) { slot in
      try slot.callThrowing(in: self, with: a, b, superclass: superclass)
    }
  }

  /// `callThrowing(_:…)` for a member of three parameters without a forwarding target.
  @inlinable
  public func callThrowing<A, B, C, R>(
    _ member: Member, with a: A, _ b: B, _ c: C,
    superclass: (() throws -> R)? = nil
  ) throws -> R {
    try withTypedSlot(for: member, make: { Lyrebird.typedSlot3(member, A.self, B.self, C.self, returning: R.self) }) {
      slot in
      try slot.callThrowing(in: self, with: a, b, c, superclass: superclass)
    }
  }

  /// `callAsync(_:…)` for a member of no parameters without a forwarding target.
  @inlinable
  public func callAsync<R>(
    _ member: Member,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await typedSlot(for: member) { Lyrebird.typedSlot0(member, returning: R.self) }
      .callAsync(in: self, superclass: superclass, isolation: isolation)
  }

  /// `callAsync(_:…)` for a member of one parameter without a forwarding target.
  @inlinable
  public func callAsync<A, R>(
    _ member: Member, with a: A,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await typedSlot(for: member) { Lyrebird.typedSlot1(member, A.self, returning: R.self) }
      .callAsync(in: self, with: a, superclass: superclass, isolation: isolation)
  }

  /// `callAsync(_:…)` for a member of two parameters without a forwarding target.
  @inlinable
  public func callAsync<A, B, R>(
    _ member: Member, with a: A, _ b: B,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await typedSlot(for: member) { Lyrebird.typedSlot2(member, A.self, B.self, returning: R.self) }
      .callAsync(in: self, with: a, b, superclass: superclass, isolation: isolation)
  }

  /// `callAsync(_:…)` for a member of three parameters without a forwarding target.
  @inlinable
  public func callAsync<A, B, C, R>(
    _ member: Member, with a: A, _ b: B, _ c: C,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await typedSlot(for: member) { Lyrebird.typedSlot3(member, A.self, B.self, C.self, returning: R.self) }
      .callAsync(in: self, with: a, b, c, superclass: superclass, isolation: isolation)
  }

  /// `callAsyncThrowing(_:…)` for a member of no parameters without a forwarding target.
  @inlinable
  public func callAsyncThrowing<R>(
    _ member: Member,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R {
    try await typedSlot(for: member) { Lyrebird.typedSlot0(member, returning: R.self) }
      .callAsyncThrowing(in: self, superclass: superclass, isolation: isolation)
  }

  /// `callAsyncThrowing(_:…)` for a member of one parameter without a forwarding target.
  @inlinable
  public func callAsyncThrowing<A, R>(
    _ member: Member, with a: A,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R {
    try await typedSlot(for: member) { Lyrebird.typedSlot1(member, A.self, returning: R.self) }
      .callAsyncThrowing(in: self, with: a, superclass: superclass, isolation: isolation)
  }

  /// `callAsyncThrowing(_:…)` for a member of two parameters without a forwarding target.
  @inlinable
  public func callAsyncThrowing<A, B, R>(
    _ member: Member, with a: A, _ b: B,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R {
    try await typedSlot(for: member) { Lyrebird.typedSlot2(member, A.self, B.self, returning: R.self) }
      .callAsyncThrowing(in: self, with: a, b, superclass: superclass, isolation: isolation)
  }

  /// `callAsyncThrowing(_:…)` for a member of three parameters without a forwarding target.
  @inlinable
  public func callAsyncThrowing<A, B, C, R>(
    _ member: Member, with a: A, _ b: B, _ c: C,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R {
    try await typedSlot(for: member) { Lyrebird.typedSlot3(member, A.self, B.self, C.self, returning: R.self) }
      .callAsyncThrowing(in: self, with: a, b, c, superclass: superclass, isolation: isolation)
  }
}
