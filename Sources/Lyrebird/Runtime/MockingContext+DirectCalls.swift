/// The mock-writing API of generated members whose stub closure takes the arguments as they are:
/// a call by ``Member`` without an `apply:` closure.
///
/// Generated mocks store no slot: the context makes a member's typed slot on its first call and
/// finds it again through ``MemberSlotCache``, and the runtime calls a `will` closure typed
/// `(A, B) -> R` from the arguments' own types. A stored slot cost its mock a property, an
/// assignment in every initializer and a getter: together, about a sixth of a file of mocks'
/// compile job (docs/PERFORMANCE.md). Members of up to three plain parameters call these; the
/// others call the `apply:` forms of `MockingContext+Calls.swift`. `MockingContext+UnforwardedCalls.swift`
/// has the forms for members without a forwarding target.
extension MockingContext {
  /// Records a call to a synchronous member of no parameters by ``Member`` and answers it,
  /// forwarding to targets that are a `Target`.
  ///
  /// The other forms take the member's one to three arguments after `with:`; `callThrowing`,
  /// `callAsync` and `callAsyncThrowing` are their effects' forms.
  @inlinable
  public func call<R, Target>(
    _ member: Member,
    forwarding: (Target) -> R,
    superclass: (() -> R)? = nil
  ) -> R {
    withTypedSlot(for: member, make: { Lyrebird.typedSlot0(member, returning: R.self) }) { slot in
      slot.call(in: self, forwarding: forwarding, superclass: superclass)
    }
  }

  /// `call(_:…)` for a member of one parameter.
  @inlinable
  public func call<A, R, Target>(
    _ member: Member, with a: A,
    forwarding: (Target) -> R,
    superclass: (() -> R)? = nil
  ) -> R {
    withTypedSlot(for: member, make: { Lyrebird.typedSlot1(member, A.self, returning: R.self) }) { slot in
      slot.call(in: self, with: a, forwarding: forwarding, superclass: superclass)
    }
  }

  /// `call(_:…)` for a member of two parameters.
  @inlinable
  public func call<A, B, R, Target>(
    _ member: Member, with a: A, _ b: B,
    forwarding: (Target) -> R,
    superclass: (() -> R)? = nil
  ) -> R {
    withTypedSlot(for: member, make: { Lyrebird.typedSlot2(member, A.self, B.self, returning: R.self) }) { slot in
      slot.call(in: self, with: a, b, forwarding: forwarding, superclass: superclass)
    }
  }

  /// `call(_:…)` for a member of three parameters.
  @inlinable
  public func call<A, B, C, R, Target>(
    _ member: Member, with a: A, _ b: B, _ c: C,
    forwarding: (Target) -> R,
    superclass: (() -> R)? = nil
  ) -> R {
    withTypedSlot(for: member, make: { Lyrebird.typedSlot3(member, A.self, B.self, C.self, returning: R.self) }) {
      slot in
      slot.call(in: self, with: a, b, c, forwarding: forwarding, superclass: superclass)
    }
  }

  /// `callThrowing(_:…)` for a member of no parameters.
  @inlinable
  public func callThrowing<R, Target>(
    _ member: Member,
    forwarding: (Target) throws -> R,
    superclass: (() throws -> R)? = nil
  ) throws -> R {
    try withTypedSlot(for: member, make: { Lyrebird.typedSlot0(member, returning: R.self) }) { slot in
      try slot.callThrowing(in: self, forwarding: forwarding, superclass: superclass)
    }
  }

  /// `callThrowing(_:…)` for a member of one parameter.
  @inlinable
  public func callThrowing<A, R, Target>(
    _ member: Member, with a: A,
    forwarding: (Target) throws -> R,
    superclass: (() throws -> R)? = nil
  ) throws -> R {
    try withTypedSlot(for: member, make: { Lyrebird.typedSlot1(member, A.self, returning: R.self) }) { slot in
      try slot.callThrowing(in: self, with: a, forwarding: forwarding, superclass: superclass)
    }
  }

  /// `callThrowing(_:…)` for a member of two parameters.
  @inlinable
  public func callThrowing<A, B, R, Target>(
    _ member: Member, with a: A, _ b: B,
    forwarding: (Target) throws -> R,
    superclass: (() throws -> R)? = nil
  ) throws -> R {
    try withTypedSlot(for: member, make: { Lyrebird.typedSlot2(member, A.self, B.self, returning: R.self) }) { slot in
      try slot.callThrowing(in: self, with: a, b, forwarding: forwarding, superclass: superclass)
    }
  }

  /// `callThrowing(_:…)` for a member of three parameters.
  @inlinable
  public func callThrowing<A, B, C, R, Target>(
    _ member: Member, with a: A, _ b: B, _ c: C,
    forwarding: (Target) throws -> R,
    superclass: (() throws -> R)? = nil
  ) throws -> R {
    try withTypedSlot(for: member, make: { Lyrebird.typedSlot3(member, A.self, B.self, C.self, returning: R.self) }) {
      slot in
      try slot.callThrowing(in: self, with: a, b, c, forwarding: forwarding, superclass: superclass)
    }
  }

  /// `callAsync(_:…)` for a member of no parameters.
  @inlinable
  public func callAsync<R, Target>(
    _ member: Member,
    forwarding: (Target) async -> R,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await typedSlot(for: member) { Lyrebird.typedSlot0(member, returning: R.self) }
      .callAsync(in: self, forwarding: forwarding, superclass: superclass, isolation: isolation)
  }

  /// `callAsync(_:…)` for a member of one parameter.
  @inlinable
  public func callAsync<A, R, Target>(
    _ member: Member, with a: A,
    forwarding: (Target) async -> R,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await typedSlot(for: member) { Lyrebird.typedSlot1(member, A.self, returning: R.self) }
      .callAsync(in: self, with: a, forwarding: forwarding, superclass: superclass, isolation: isolation)
  }

  /// `callAsync(_:…)` for a member of two parameters.
  @inlinable
  public func callAsync<A, B, R, Target>(
    _ member: Member, with a: A, _ b: B,
    forwarding: (Target) async -> R,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await typedSlot(for: member) { Lyrebird.typedSlot2(member, A.self, B.self, returning: R.self) }
      .callAsync(in: self, with: a, b, forwarding: forwarding, superclass: superclass, isolation: isolation)
  }

  /// `callAsync(_:…)` for a member of three parameters.
  @inlinable
  public func callAsync<A, B, C, R, Target>(
    _ member: Member, with a: A, _ b: B, _ c: C,
    forwarding: (Target) async -> R,
    superclass: (() async -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await typedSlot(for: member) { Lyrebird.typedSlot3(member, A.self, B.self, C.self, returning: R.self) }
      .callAsync(in: self, with: a, b, c, forwarding: forwarding, superclass: superclass, isolation: isolation)
  }

  /// `callAsyncThrowing(_:…)` for a member of no parameters.
  @inlinable
  public func callAsyncThrowing<R, Target>(
    _ member: Member,
    forwarding: (Target) async throws -> R,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R {
    try await typedSlot(for: member) { Lyrebird.typedSlot0(member, returning: R.self) }
      .callAsyncThrowing(in: self, forwarding: forwarding, superclass: superclass, isolation: isolation)
  }

  /// `callAsyncThrowing(_:…)` for a member of one parameter.
  @inlinable
  public func callAsyncThrowing<A, R, Target>(
    _ member: Member, with a: A,
    forwarding: (Target) async throws -> R,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R {
    try await typedSlot(for: member) { Lyrebird.typedSlot1(member, A.self, returning: R.self) }
      .callAsyncThrowing(in: self, with: a, forwarding: forwarding, superclass: superclass, isolation: isolation)
  }

  /// `callAsyncThrowing(_:…)` for a member of two parameters.
  @inlinable
  public func callAsyncThrowing<A, B, R, Target>(
    _ member: Member, with a: A, _ b: B,
    forwarding: (Target) async throws -> R,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R {
    try await typedSlot(for: member) { Lyrebird.typedSlot2(member, A.self, B.self, returning: R.self) }
      .callAsyncThrowing(in: self, with: a, b, forwarding: forwarding, superclass: superclass, isolation: isolation)
  }

  /// `callAsyncThrowing(_:…)` for a member of three parameters.
  @inlinable
  public func callAsyncThrowing<A, B, C, R, Target>(
    _ member: Member, with a: A, _ b: B, _ c: C,
    forwarding: (Target) async throws -> R,
    superclass: (() async throws -> R)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> R {
    try await typedSlot(for: member) { Lyrebird.typedSlot3(member, A.self, B.self, C.self, returning: R.self) }
      .callAsyncThrowing(in: self, with: a, b, c, forwarding: forwarding, superclass: superclass, isolation: isolation)
  }
}
