/// Which slot keeps a member's calls: the typed slot a mock stores, adopted on its first call, or
/// one the context makes on a member's first typed call by ``Member``.
///
/// A member's untyped slot (made by `given`, or by a call through an untyped path) is replaced by
/// the typed one, which takes over its stubs and calls; a slot already typed for another
/// signature keeps the member, and the call goes on untyped.
extension MockingContext {
  /// Makes `slot` this context's slot for its member on the member's first call.
  ///
  /// It takes over the stubs and calls that `given` or untyped calls left under the member's name.
  /// Returns `false` when a typed slot of another mock owns the member. The caller holds `lock`.
  @usableFromInline
  func adoptLocked<Arguments, R>(_ slot: TypedMemberSlot<Arguments, R>) -> Bool {
    let index = slotIndexLocked(for: slot.member)
    guard state.pointee.slots[index].isUntyped else { return false }
    slot.takeOver(state.pointee.slots[index])
    state.pointee.slots[index] = slot
    slot.owner = ObjectIdentifier(self)
    slot.index = index
    return true
  }

  /// The typed slot at `index`, made from the untyped one on the member's first typed call, or
  /// `nil` when calls of another signature own it; the caller holds `lock`.
  @inlinable
  func typedSlotLocked<Arguments, R>(
    at index: Int, as type: TypedMemberSlot<Arguments, R>.Type,
    make: (MemberSlot) -> TypedMemberSlot<Arguments, R>
  ) -> TypedMemberSlot<Arguments, R>? {
    let slot = state.pointee.slots[index]
    if ObjectIdentifier(Swift.type(of: slot)) == ObjectIdentifier(type) { return unsafeDowncast(slot, to: type) }
    guard slot.isUntyped else { return nil }
    let typed = make(slot)
    state.pointee.slots[index] = typed
    return typed
  }

  /// Runs `body` with the typed slot of `member`'s calls: the one the cache finds, or else the
  /// member's slot made typed by `make` on its first call, taking over what `given` left under
  /// its name.
  ///
  /// The slot is lent to `body` unretained: the context keeps every slot it made until it goes,
  /// and the call's mock keeps the context. When calls of another signature own the member, the
  /// slot `make` returns is adopted by no context, and the call goes on untyped.
  @inlinable @inline(__always)
  func withTypedSlot<Arguments, R, T>(
    for member: Member, make: () -> TypedMemberSlot<Arguments, R>,
    _ body: (TypedMemberSlot<Arguments, R>) throws -> T
  ) rethrows -> T {
    let found: Unmanaged<TypedMemberSlot<Arguments, R>>? = lock.withLock {
      guard let index = slotCache.index(of: member) else { return nil }
      let slot = state.pointee.slots[index]
      guard ObjectIdentifier(Swift.type(of: slot)) == ObjectIdentifier(TypedMemberSlot<Arguments, R>.self) else {
        return nil
      }
      return Unmanaged.passUnretained(unsafeDowncast(slot, to: TypedMemberSlot<Arguments, R>.self))
    }
    if let found { return try found._withUnsafeGuaranteedRef(body) }
    return try body(typedSlot(for: member, make: make))
  }

  /// The typed slot of `member`'s calls, made typed by `make` on its first call; see
  /// ``withTypedSlot(for:make:_:)``.
  @inlinable
  func typedSlot<Arguments, R>(
    for member: Member, make: () -> TypedMemberSlot<Arguments, R>
  ) -> TypedMemberSlot<Arguments, R> {
    lock.withLock {
      let index = slotIndexLocked(for: member)
      let made = typedSlotLocked(at: index, as: TypedMemberSlot<Arguments, R>.self) { untyped in
        let typed = make()
        typed.takeOver(untyped)
        return typed
      }
      guard let made else { return make() }
      made.owner = ObjectIdentifier(self)
      made.index = index
      slotCache.store(index, for: member)
      return made
    }
  }

  /// A typed slot for calls with arguments of types `A`, taking over `slot`'s stubs and calls.
  @inlinable
  func makeSlot<each A, R>(replacing slot: MemberSlot) -> TypedMemberSlot<(repeat each A), R> {
    TypedMemberSlot(
      replacing: slot, layout: ArgumentLayout(of: repeat (each A).self),
      box: { arguments in packedValues(repeat each arguments) })
  }
}
