import Foundation

// The seeds' example domain. The golden mocks in this folder are the shape the generator emits.

struct Fruit: Equatable {
  let size: Int
}

final class Branch: @unchecked Sendable {
  let length: Int
  init(length: Int) { self.length = length }
}

struct Location: Equatable {
  let name: String
}

struct BirdError: Error, Equatable {}

protocol Feather {
  var isWet: Bool { get }
}

protocol Wing {
  var feather: Feather { get }
}

protocol Bird {
  var name: String { get set }
  var canFly: Bool { get }
  var wing: Wing { get }
  func fly()
  func fly(to location: Location)
  func chirp(volume: Int) -> Bool
  func chirp() throws -> Bool
  func eat(_ fruit: Fruit)
  func perch(on branch: Branch)
  func preen(feathers: Int, gently: Bool)
  func sing(song: String, times: Int) async throws -> String
  func getMessage<T>() -> T
  func getMessage() -> String
  func getMessage() -> Data
}

class Tree {
  var height: Int
  let bird: Bird?

  init(height: Int) {
    assert(height > 0)
    self.height = height
    self.bird = nil
  }

  init(with bird: Bird) {
    self.height = 1
    self.bird = bird
  }

  func shake() {
    guard let bird, bird.canFly else { return }
    bird.fly()
  }

  func grow(by amount: Int) -> Int {
    height += amount
    return height
  }
}

/// The seeds' `Person`, which releases birds.
final class Person {
  func release(_ bird: Bird) {
    guard bird.canFly else { return }
    bird.fly()
  }
}

/// A real bird for partial mocks.
final class Crow: Bird, @unchecked Sendable {
  var name: String
  init(name: String) { self.name = name }
  var canFly: Bool { true }
  var wing: Wing { fatalError("unused") }
  func fly() {}
  func fly(to location: Location) {}
  func chirp(volume: Int) -> Bool { volume > 5 }
  func chirp() throws -> Bool { true }
  func eat(_ fruit: Fruit) {}
  func perch(on branch: Branch) {}
  func preen(feathers: Int, gently: Bool) {}
  func sing(song: String, times: Int) async throws -> String { String(repeating: song, count: times) }
  func getMessage<T>() -> T { fatalError("unused") }
  func getMessage() -> String { "caw" }
  func getMessage() -> Data { Data() }
}

/// Nests counted by the names of the birds sharing them: a variadic subscript.
protocol Aviary {
  subscript(residents: String...) -> Int { get set }
  subscript(resident: String) -> Int { get }
}

/// A hopper that refills itself with a scoop: a `rethrows` member.
protocol SeedHopper {
  func refill(using scoop: () throws -> Int) rethrows -> Int
}

/// A roost that protocols can require: their mocks subclass it and call its `init()`.
class Roost {
  init() {}
  func capacity() -> Int { 3 }
}

/// A protocol constrained to a class with `init()`: made by `mock(Roosting.self)`, or through
/// `initialize()` as in Mockingbird.
protocol Roosting: Roost {
  init(flock: Int)
  func settle() -> Bool
}

/// A nest box whose only initializer takes an argument.
class Nestbox {
  init(holes: Int) {}
}

/// An `init` requirement beside a class that needs arguments: mocks are made through `Nestbox`'s.
protocol Boxing: Nestbox {
  init(size: Int)
}

/// A route with five parameters, for the positional matchers up to `fifthArg`.
protocol Migrating {
  func plan(from origin: String, to destination: String, stops: Int, days: Int, flockSize: Int) -> Bool
}
