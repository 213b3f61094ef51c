import Foundation

/// Rendered inherited members, shared by every mock in one run that inherits them.
///
/// In a deep hierarchy each parent's members would otherwise be rendered once per descendant.
/// Safe to use from the parallel renderers; the entries are split across independently locked
/// shards so the renderers rarely wait for each other.
package final class RenderCache: @unchecked Sendable {
  /// Everything a member's text depends on.
  ///
  /// A declaration's location identifies the member
  /// without building its signature; the rest is what differs between the mocks that inherit it.
  struct Key: Hashable {
    var location: SourceLocationSpec
    /// The parent that declared the member, which partial mocks forward through.
    var origin: String
    var naming: MemberNaming
    var accessPrefix: String
    /// Whether the mock is isolated (an actor, or a global actor's), and whether it mocks a class.
    var isIsolated: Bool
    var isClass: Bool
    /// What the shape makes of every member: handles, backing, forwarding.
    var traits: ShapeTraits
    /// The mock's type when the member mentions `Self` or an associated type; empty otherwise.
    var selfType: String
    /// Which of the member's texts: its declaration, or its slots' assignments in an initializer.
    var part: Part = .declaration

    /// Hashes the fields that tell most keys apart, and not the file path or the names, which
    /// equality still compares: hashing every string was a tenth of the cache's cost.
    ///
    /// The origin is the declaring type's name, so members at the same line of different files
    /// still hash apart.
    func hash(into hasher: inout Hasher) {
      hasher.combine(location.line)
      hasher.combine(location.column)
      hasher.combine(origin)
      hasher.combine(isIsolated)
      hasher.combine(isClass)
      hasher.combine(traits)
      hasher.combine(part)
    }
  }

  enum Part: Hashable {
    case declaration
  }

  private final class Shard: @unchecked Sendable {
    let lock = NSLock()
    var texts: [Key: [UInt8]] = [:]
  }

  private let shards = (0..<64).map { _ in Shard() }
  /// The declaring types whose members more than one mock renders; `nil` for every type.
  private let sharedOrigins: Set<String>?

  /// A cache that keeps every member's text.
  package init() {
    sharedOrigins = nil
  }

  /// A cache for the mocks of `types` that keeps only members more than one of them renders.
  ///
  /// Most mocks share nothing: keeping their members would cost hashing a key and a copy of the
  /// text for each, and hold tens of megabytes for nothing.
  package convenience init(for types: some Sequence<MockableType>) {
    self.init(origins: types.map(Self.origins(of:)))
  }

  /// A cache for mocks whose ``origins(of:)`` are `origins`, one set per mock: the generator
  /// reads them on every core, as this setup runs before rendering can start.
  package init(origins: [Set<String>]) {
    var uses: [String: Int] = [:]
    for set in origins {
      for origin in set { uses[origin, default: 0] += 1 }
    }
    sharedOrigins = Set(uses.lazy.filter { $0.value > 1 }.map(\.key))
  }

  /// The types whose members a mock of `type` renders: a member's key names its declaring type,
  /// or the mock's own type (see `cacheKey`).
  package static func origins(of type: MockableType) -> Set<String> {
    var origins: Set<String> = [type.name]
    // A parent's members are consecutive: each origin is hashed once per run of them.
    var previous: String?
    for member in type.members.flattenedMembers {
      let origin: String?
      switch member {
      case .method(let method): origin = method.origin
      case .property(let property): origin = property.origin
      default: origin = nil
      }
      if let origin, origin != previous {
        origins.insert(origin)
        previous = origin
      }
    }
    return origins
  }

  /// Whether members declared by `origin` are worth keeping.
  func shares(_ origin: String) -> Bool {
    sharedOrigins?.contains(origin) ?? true
  }

  func text(for key: Key, render: () -> [UInt8]) -> [UInt8] {
    // Position and the end of the declaring type's name (`Parent12`) spread keys over the shards;
    // hashing the whole key twice would cost more than the waiting it avoids.
    var spread = key.location.line &* 31 &+ key.location.column
    for byte in key.origin.utf8.suffix(2) { spread = spread &* 31 &+ Int(byte) }
    let shard = shards[spread & 63]
    shard.lock.lock()
    let cached = shard.texts[key]
    shard.lock.unlock()
    if let cached { return cached }
    let rendered = render()
    shard.lock.lock()
    shard.texts[key] = rendered
    shard.lock.unlock()
    return rendered
  }
}
