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
