import Foundation

// Types written the way Mockolo's users annotate them; GeneratedMocks.swift holds their mocks,
// written by `lyrebird generate --dialect mockolo` (see GoldenMockoloMocksTests).

struct Pebble: Equatable {
  var weight: Int
}

/// Nesting, which Mockolo's annotation marks for a mock.
///
/// @mockable
protocol Nesting {
  var twigs: Int { get set }
  var name: String { get }
  var lining: String? { get }
  var pebble: Pebble { get }
  func gather(count: Int) -> Int
  func weave(_ strand: String, tightly: Bool) throws -> Bool
  func settle() async throws -> [String]
  func rest()
  func place(_ pebble: Pebble) -> Pebble
  static func blueprint() -> String
  subscript(slot: Int) -> String { get set }
  func pick<T: Equatable>(_ item: T) -> T
  func onHatch(_ callback: @escaping (Int) -> Void)
  func measure(_ value: inout Int)
  func count(_ values: Int...) -> Int
  func sing(at volume: Int) -> String
  func sing(at pitch: String) -> String
}

/// Perching, which Mockolo's annotation marks for a mock.
///
/// @mockable
protocol Perching {
  init(height: Int)
  var height: Int { get }
}

/// Caching, which Mockolo's annotation marks for a mock.
///
/// @mockable(typealias: Seed = String; history: store = true)
protocol Caching {
  associatedtype Seed
  func store(_ seed: Seed)
  func retrieve() -> Seed?
}

/// Keyed, which Mockolo's annotation marks for a mock.
///
/// @mockable
protocol Keyed {
  associatedtype Key: Hashable
  func lookup(_ key: Key) -> Int
}

/// Flocking, which Mockolo's annotation marks for a mock.
///
/// @mockable(override: name = RenamedFlockMock; modifiers: leader = weak)
protocol Flocking: AnyObject {
  var leader: AnyObject? { get set }
  func join()
}

/// Molting, which Mockolo's annotation marks for a mock.
///
/// @mockable
protocol Molting: Nesting {
  func shed(feathers: Int)
}

/// Migrating, which Mockolo's annotation marks for a mock.
///
/// @mockable
protocol Migrating: Sendable {
  func fly(to place: String) async -> Int
  var distance: Int { get }
}

/// Chirping, which Mockolo's annotation marks for a mock.
///
/// @mockable
@MainActor
protocol Chirping {
  func chirp() -> String
}

/// Roosting, which Mockolo's annotation marks for a mock.
///
/// @mockable
protocol Roosting: Actor {
  func roost() -> Bool
}

/// Hatching, which Mockolo's annotation marks for a mock.
///
/// @mockable
protocol Hatching {
  func hatch<T>(_ egg: T) -> T?
  func rethrowing(_ body: () throws -> Void) rethrows
  var temperature: Double { get async throws }
}

/// Aviary, which Mockolo's annotation marks for a mock.
///
/// @mockable
class Aviary {
  var capacity: Int
  init(capacity: Int) { self.capacity = capacity }
  func admit(_ name: String) -> Bool { false }
  func census() -> Pebble { Pebble(weight: 7) }
  /// Computed and read-only: `--mock-all` gives it a handler, as Mockolo does.
  var isOpen: Bool { true }
  var feeder: Pebble { Pebble(weight: 2) }
}

/// An error class, so `Sendable` (checked in a Swift 5 module, as Stencil's errors are): its mock's
/// handlers and counters are `nonisolated(unsafe)`.
///
/// @mockable
class Alarm: Error, @unchecked Sendable {
  var code: Int { 1 }
  func ring() -> Bool { false }
}

/// Not annotated, so not mocked.
protocol Unmarked {
  func hidden()
}

/// Carrying, which Mockolo's annotation marks for a mock.
///
/// @mockable
protocol Carrying {
  func carry<Cargo>(_ cargo: inout Cargo)
  func each<Item>(_ body: (Item) -> Void) -> Int
  func later<Result>(_ work: @escaping @Sendable () -> Result)
}

/// Decoding, which Mockolo's annotation marks for a mock.
///
/// @mockable
protocol Decoding where Payload: Decodable {
  associatedtype Payload
  func decode(_ data: [UInt8]) -> Payload?
}

/// Ranked, which Mockolo's annotation marks for a mock.
///
/// @mockable
protocol Ranked {
  var next: Self? { get }
}

/// Failing, which Mockolo's annotation marks for a mock.
///
/// @mockable
protocol Failing: Error {
  func reason() -> String
}

/// A parent that isn't annotated: its members are still the child's mock's.
protocol Feathered {
  var color: String { get }
}

/// Songbird, which Mockolo's annotation marks for a mock.
///
/// @mockable
protocol Songbird: Feathered {
  var song: String { get }
}

/// A class that protocols below require their conformers to be.
class Branch {
  init() {}
  var length: Int { 3 }
}

/// A class whose one initializer takes an argument.
class Trunk {
  let rings: Int
  init(rings: Int) { self.rings = rings }
}

/// Grafted, which Mockolo's annotation marks for a mock: its conformers are `Branch`es.
///
/// @mockable
protocol Grafted: Branch {
  func graft() -> Bool
}

/// Rooted, which Mockolo's annotation marks for a mock: its conformers are `Trunk`s.
///
/// @mockable
protocol Rooted: Trunk {
  func root() -> Int
}
