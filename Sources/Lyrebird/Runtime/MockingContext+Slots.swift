/// Which slot keeps a member's calls: the one the context makes typed on the member's first typed
/// call.
///
/// A member's untyped slot (made by `given`, or by a call through an untyped path) is replaced by
/// the typed one, which takes over its stubs and calls; a slot already typed for another
/// signature keeps the member, and the call goes on untyped.
extension MockingContext {
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

  /// The slot at `index`, unretained, when it is typed for `Arguments` and `R`; the caller holds `lock`.
  @inlinable @inline(__always)
  func typedSlotLocked<Arguments, R>(
    at index: Int, as types: (Arguments, R).Type
  ) -> Unmanaged<TypedMemberSlot<Arguments, R>>? {
    let slot = state.pointee.slots[index]
    guard ObjectIdentifier(Swift.type(of: slot)) == ObjectIdentifier(TypedMemberSlot<Arguments, R>.self) else {
      return nil
    }
    return Unmanaged.passUnretained(unsafeDowncast(slot, to: TypedMemberSlot<Arguments, R>.self))
  }

  /// A typed slot for calls with arguments of types `A`, taking over `slot`'s stubs and calls.
  @inlinable
  func makeSlot<each A, R>(replacing slot: MemberSlot) -> TypedMemberSlot<(repeat each A), R> {
    TypedMemberSlot(
      replacing: slot, layout: ArgumentLayout(of: repeat (each A).self),
      box: { arguments in packedValues(repeat each arguments) })
  }
}
