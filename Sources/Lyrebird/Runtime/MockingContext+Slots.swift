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

  /// A typed slot for calls with arguments of types `A`, taking over `slot`'s stubs and calls.
  @inlinable
  func makeSlot<each A, R>(replacing slot: MemberSlot) -> TypedMemberSlot<(repeat each A), R> {
    TypedMemberSlot(
      replacing: slot, layout: ArgumentLayout(of: repeat (each A).self),
      box: { arguments in packedValues(repeat each arguments) })
  }
}
