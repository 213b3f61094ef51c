// The slot's side of the call path (`CallPath.swift`): finding the member's slot, logging the
// call there and scanning the slot's stubs, which is all a stubbed call does under the lock.
// The types' declarations and their other work are in `MemberSlot.swift`,
// `TypedMemberSlot.swift` and `Stub.swift`.

/// Which slot a member literal's calls reach, found without hashing the member's name.
///
/// A generated member calls its context by ``Member`` and stores no slot, so every call looks its
/// slot up. The key is the member's kind and the bits of its name: a string literal has the same
/// bits at every call, so a repeated call finds its entry in one probe of this direct-mapped
/// table. Equal bits mean an equal name, so a hit is always right; an equal name with other
/// bits (a name built at run time) only misses, and the call takes the lookup by name.
@usableFromInline
struct MemberSlotCache {
  /// One entry's key and the slot index it maps to.
  @usableFromInline
  struct Entry {
    @usableFromInline var first: UInt = 0
    @usableFromInline var second: UInt = 0
    /// The member's kind plus one; 0 for an empty entry.
    @usableFromInline var kind: UInt8 = 0
    @usableFromInline var index = 0

    @usableFromInline init() {}
  }

  /// The table's size: a power of two, more than the members a mock usually has.
  @usableFromInline static let size = 64

  @usableFromInline let entries: UnsafeMutablePointer<Entry>

  init() {
    entries = .allocate(capacity: Self.size)
    entries.initialize(repeating: Entry(), count: Self.size)
  }

  func deallocate() {
    entries.deinitialize(count: Self.size)
    entries.deallocate()
  }

  /// The key of `member`: its name's bits and its kind.
  @inlinable @inline(__always)
  static func key(_ member: Member) -> (first: UInt, second: UInt, kind: UInt8) {
    let bits = unsafeBitCast(member.name, to: (UInt, UInt).self)
    return (bits.0, bits.1, member.kind.rawValue &+ 1)
  }

  @inlinable @inline(__always)
  static func bucket(_ key: (first: UInt, second: UInt, kind: UInt8)) -> Int {
    let mixed = (key.first &* 0x9E37_79B9_7F4A_7C15) ^ key.second ^ UInt(key.kind)
    return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> UInt(UInt.bitWidth - 6))
  }

  /// The slot index cached for `member`, if any; the caller holds the context's lock.
  @inlinable @inline(__always)
  func index(of member: Member) -> Int? {
    let key = Self.key(member)
    let entry = entries[Self.bucket(key)]
    guard entry.kind == key.kind, entry.first == key.first, entry.second == key.second else { return nil }
    return entry.index
  }

  /// Caches `index` for `member`, replacing the entry it collides with; the caller holds the lock.
  @inlinable @inline(__always)
  func store(_ index: Int, for member: Member) {
    let key = Self.key(member)
    let bucket = Self.bucket(key)
    entries[bucket].first = key.first
    entries[bucket].second = key.second
    entries[bucket].kind = key.kind
    entries[bucket].index = index
  }
}

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

extension MemberSlot {
  @inlinable
  final var stubs: [Stub] {
    _read { yield storage.pointee.stubs }
    _modify { yield &storage.pointee.stubs }
  }

  /// The newest stub whose matchers accept the argument tuple at `arguments` and is not used up.
  ///
  /// The behaviors of matching forwarding stubs newer than it are appended to `forwarding`, newest
  /// first; it stays `nil` while there are none, so the common call has no array to release. The
  /// caller holds the context's lock.
  final func scan(
    tuple arguments: UnsafeRawPointer, layout: ArgumentLayout, forwarding: inout [StubBehavior]?
  ) -> StubMatch? {
    layout.elements.withUnsafeBufferPointer { elements in
      scan(forwarding: &forwarding) { stub in
        guard stub.pattern.matches(tuple: arguments, elements: elements) else { return false }
        if stub.capturesArguments { stub.notifyCaptors(tuple: arguments, elements: elements) }
        return true
      }
    }
  }

  /// The same scan for stubs that `matches` accepts.
  final func scan(forwarding: inout [StubBehavior]?, where matches: (Stub) -> Bool) -> StubMatch? {
    // Read in place: the lock keeps the array from changing, and the array keeps its stubs alive,
    // so neither the array nor a stub is retained (each retain and release cost about 20 instructions).
    var index = storage.pointee.stubs.count
    while index > 0 {
      index -= 1
      let stub = Unmanaged.passUnretained(storage.pointee.stubs[index])
      let position = stub._withUnsafeGuaranteedRef { stub -> Int? in
        guard matches(stub) else { return nil }
        if stub.needsCare {
          guard stub.isQueued else {
            if let position = stub.nextBehaviorIndex() {
              forwarding = (forwarding ?? []) + [stub.behavior(at: position)]
            }
            return nil
          }
          guard !stub.isExhausted, let position = stub.nextBehaviorIndex() else { return nil }
          if answersLater(before: index, where: matches) { stub.useUp() }
          return position
        }
        guard !stub.isExhausted else { return nil }
        return stub.nextBehaviorIndex()
      }
      if let position { return (stub, position) }
    }
    return nil
  }

  /// Whether a stub scanned after position `index` would answer a call `matches` accepts, so a queued
  /// stub that answers it now is used up; the caller holds the context's lock.
  final func answersLater(before index: Int, where matches: (Stub) -> Bool) -> Bool {
    var later = index
    while later > 0 {
      later -= 1
      let stub = storage.pointee.stubs[later]
      if !stub.isExhausted, !(stub.behaviors.first?.passesThrough ?? true), matches(stub) { return true }
    }
    return false
  }
}

/// The stub that answers a call and the position of its behavior for this call.
///
/// Trivial values, so handing them back costs no reference counting. The stub is unretained: the
/// slot's stub array keeps it alive while the caller holds the context's lock.
@usableFromInline
typealias StubMatch = (stub: Unmanaged<Stub>, position: Int)

extension TypedMemberSlot {
  /// Appends a call and returns its position in the log.
  @inlinable
  func append(_ arguments: Arguments, sequenceNumber: UInt64, outcome: TypedOutcome<R>) -> Int {
    let index = log.pointee.count
    log.pointee.append(TypedCall(arguments: arguments, sequenceNumber: sequenceNumber, outcome: outcome))
    return index
  }

  /// What the stubs say about a call with `arguments`; the caller holds the context's lock.
  @inlinable
  func scan(_ arguments: Arguments, forwarding: inout [StubBehavior]?) -> StubMatch? {
    // Specialized and inlined in the mock's module, so only the non-generic scan is a call.
    withUnsafePointer(to: arguments) { scan(at: UnsafeRawPointer($0), forwarding: &forwarding) }
  }

  /// What the stubs say about a call whose argument tuple is at `arguments`.
  @usableFromInline
  func scan(at arguments: UnsafeRawPointer, forwarding: inout [StubBehavior]?) -> StubMatch? {
    if layout.isUsable { return scan(tuple: arguments, layout: layout, forwarding: &forwarding) }
    let boxed = box(arguments.load(as: Arguments.self))
    return scan(forwarding: &forwarding) { $0.pattern.matchesCapturing(arguments: boxed, stub: $0) }
  }
}

extension Stub {
  var behaviors: [StubBehavior] {
    _read { yield progress.pointee.behaviors }
    _modify { yield &progress.pointee.behaviors }
  }
  var mode: StubSequenceMode {
    get { progress.pointee.mode }
    set { progress.pointee.mode = newValue }
  }
  var calls: Int {
    get { progress.pointee.calls }
    set { progress.pointee.calls = newValue }
  }

  /// Whether the stub passes calls on or is queued (``Stub/isQueued``): the scan's uncommon branch.
  @inlinable
  var needsCare: Bool { progress.pointee.needsCare }

  /// Stops a queued stub from answering again, as another matching stub waits behind it.
  func useUp() {
    mode = .finite
    calls = Swift.max(calls, behaviors.count)
  }

  /// Takes the position of the behavior for this call, or `nil` when a finite sequence is used up.
  ///
  /// The caller holds the owning context's lock.
  @usableFromInline
  func nextBehaviorIndex() -> Int? {
    guard !behaviors.isEmpty else { return nil }
    defer { calls += 1 }
    switch mode {
    case .lastValueRepeats:
      return Swift.min(calls, behaviors.count - 1)
    case .looping:
      return calls % behaviors.count
    case .finite:
      return calls < behaviors.count ? calls : nil
    }
  }

  /// The behavior at `index`, a position from ``nextBehaviorIndex()``; the caller holds the lock.
  @usableFromInline
  func behavior(at index: Int) -> StubBehavior { behaviors[index] }

  /// The value the behavior at `index` returns, as `R`, when it returns a value of that type.
  ///
  /// The first call casts from `Any` and keeps the result, so later calls compare type identities
  /// only. The caller holds the owning context's lock.
  @inlinable
  func typedValue<R>(at index: Int, as type: R.Type) -> R? {
    if let box = typedBox(at: index), let value = box.value(as: R.self) { return value }
    guard case .value(let value) = behavior(at: index), let typed = value as? R else { return nil }
    keep(.of(typed), at: index)
    return typed
  }

  @inlinable
  func typedBox(at index: Int) -> TypedBox? { progress.pointee.typedValues[index] }

  @usableFromInline
  func keep(_ box: TypedBox, at index: Int) { progress.pointee.typedValues[index] = box }

  /// Whether a finite sequence still has behaviors left; the caller holds the lock.
  @usableFromInline var isExhausted: Bool { mode == .finite && calls >= behaviors.count }
}

/// A value whose static type is checked by identity, so typed calls read it without a cast from `Any`.
///
/// Stubs keep their return value in one: comparing two type identities costs a few instructions
/// where a dynamic cast from `Any` costs hundreds.
@usableFromInline
class TypedBox: @unchecked Sendable {
  @usableFromInline let type: ObjectIdentifier

  @usableFromInline
  init(type: ObjectIdentifier) { self.type = type }

  /// The value when it has exactly type `T`, else `nil`.
  @inlinable @inline(__always)
  final func value<T>(as type: T.Type) -> T? {
    guard self.type == ObjectIdentifier(T.self) else { return nil }
    return unsafeDowncast(self, to: TypedBoxOf<T>.self).value
  }

  /// Boxes `value` under its static type `T`.
  @inlinable
  static func of<T>(_ value: T) -> TypedBox { TypedBoxOf(value) }
}

/// The value of a ``TypedBox`` of type `T`.
@usableFromInline
final class TypedBoxOf<T>: TypedBox, @unchecked Sendable {
  @usableFromInline let value: T

  @usableFromInline
  init(_ value: T) {
    self.value = value
    super.init(type: ObjectIdentifier(T.self))
  }
}

/// One call in a ``TypedMemberSlot``: for two `Int` arguments and a `Bool` result, 40 bytes.
@usableFromInline
struct TypedCall<Arguments, R> {
  @usableFromInline var arguments: Arguments
  @usableFromInline let sequenceNumber: UInt64
  @usableFromInline var outcome: TypedOutcome<R>
  /// Whether a `verify` counted this call, for `verifyNoMoreInteractions`.
  @usableFromInline var verified = false

  @inlinable
  init(arguments: Arguments, sequenceNumber: UInt64, outcome: TypedOutcome<R>) {
    self.arguments = arguments
    self.sequenceNumber = sequenceNumber
    self.outcome = outcome
  }
}

/// What a typed call returned or threw; `pending` while it runs.
///
/// A thrown error is kept in its slot's ``TypedMemberSlot/thrownErrors``, by position: so a call of
/// plain values is plain data, and freeing a slot's log of them costs nothing per call, where
/// destroying an `any Error` case cost about 49 instructions a call.
@usableFromInline
enum TypedOutcome<R> {
  case pending
  case returned(R)
  /// The position of the error in the slot's `thrownErrors`.
  case threw(Int)

  /// The outcome as typed call records read it; `errors` is the slot's `thrownErrors`.
  func untyped(errors: [any Error]) -> Result<Any, any Error>? {
    switch self {
    case .pending: nil
    case .returned(let value): .success(value)
    case .threw(let index): errors.indices.contains(index) ? .failure(errors[index]) : nil
    }
  }
}
