// Classes: designated and required initializers, overridable members, skipped members.

open class Tree {
  open var height: Int
  public let species: String
  public var leaves: Int = 0

  public init(height: Int) {
    self.height = height
    self.species = "oak"
  }

  public init(species: String, height: Int = 1) {
    self.height = height
    self.species = species
  }

  /// The seeds' `TreeMock(with: bird)`.
  public init(with bird: any Bird) {
    self.height = 1
    self.species = bird.name
  }

  open func shake() -> Int { leaves }
  open func grow(by amount: Int) -> Int {
    height += amount
    return height
  }
  public final func root() -> String { "roots" }
  private func secret() {}
}

open class Plant {
  public required init(seeds: Int) {}
  open func water() -> Bool { true }
}

public final class Stone {}

open class Fern: Plant {
  open func unfurl() -> String { "unfurled" }
}

/// A `Codable` class: its mock overrides the `init(from:)` the compiler synthesizes.
open class Invoice: Codable {
  public var total: Int
  public init(total: Int) { self.total = total }
  open func summary() -> String { "total \(total)" }
}

/// A `Codable` class that declares no initializer.
open class Stamp: Codable {
  public var mark = "x"
  public init() {}
  open func ink() -> Int { 1 }
}

open class Trellis {
  public init() {}
  open func height() -> Int { 2 }
}

/// A protocol constrained to a class in its `where` clause: its mock subclasses the class.
public protocol Climbing where Self: Trellis {
  func climb() -> Int
}

/// A class with a failable and a generic initializer, and keyword labels.
open class Kettle {
  public let litres: Int
  public init?(litres: Int) {
    guard litres > 0 else { return nil }
    self.litres = litres
  }
  public init<Cups: BinaryInteger>(cups: Cups) { litres = Int(cups) / 4 }
  open func pour(`inout` amount: Int, `var` name: String) -> Int { amount }
  open func topUp(_ level: inout Int) { level += litres }
}

/// A class whose generic methods throw: the mock forwards to them with `try`.
open class Unpacker {
  public init() {}
  open func unpack<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
    throw CocoaErrorStandIn()
  }
}

/// What `Unpacker`'s real code throws.
public struct CocoaErrorStandIn: Swift.Error, Equatable {
  public init() {}
}

/// A protocol constrained to a class whose only initializer takes arguments: its mock is made
/// through that initializer, as a class mock is.
public protocol Sprouting: Plant {
  func sprout() -> Int
}

/// A class with a `required init()`, which every subclass repeats.
open class Hive {
  public required init() {}
  open func bees() -> Int { 100 }
}

/// A protocol constrained to a class whose `init()` is `required`: its mock repeats that
/// initializer and is made through it.
public protocol Swarming: Hive {
  func swarm() -> Int
}

/// A coop that protocols can require, with an `init()` their mocks call.
open class Coop {
  public init() {}
  open func hens() -> Int { 3 }
}

/// A protocol constrained to a class that declares an `init` requirement of its own: the mock's
/// proxy offers it, `mock((any Laying).self).initialize(eggs: 4)`, as Mockingbird's does.
public protocol Laying: Coop {
  init(eggs: Int)
  func lay() -> Int
}

/// A barn whose only initializer takes an argument.
open class Barn {
  public init(stalls: Int) { self.stalls = stalls }
  public let stalls: Int
}

/// A protocol requiring an `init` beside a class that needs arguments: no argument can be made up
/// for `Barn`, so the mock is made through `Barn`'s initializer and the requirement only compiles.
public protocol Stabling: Barn {
  init(horses: Int)
  func stable() -> Int
}

/// A generic class: its mock keeps the class's generic parameters.
open class Shelf<Key: Hashable, Item> {
  public init() {}
  open func item(for key: Key) -> Item? { nil }
  open func put(_ item: Item, for key: Key) {}
}
