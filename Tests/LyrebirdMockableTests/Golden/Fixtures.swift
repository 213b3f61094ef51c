import Foundation

// Protocols mocked by `lyrebird generate --dialect mockable`: GeneratedMocks.swift beside this is its
// output (GoldenMockableMocksTests fails when they drift). Roost's parent is in Parents.swift, which
// a macro attached to Roost can't see; the generator gives its mock the parent's members too.

protocol Roost: Nest {
  var name: String { get set }
  func land(on branch: Int) async throws -> Bool
  func preen<Feather>(_ feather: Feather) -> Int
  func call<Song>() -> Song
  subscript(slot: Int) -> String { get set }
}

/// Static members, beyond Mockable: their clauses reach the type's static mock of the current test.
protocol Flock {
  static var size: Int { get }
  static func gather(at hour: Int) -> Bool
  func fly()
}

/// An opaque type inside an optional: the mock's closures and generic arguments spell it `any`.
protocol Perchable {}

protocol Landing {
  func settle(on perch: (some Perchable)?) -> Bool
}
