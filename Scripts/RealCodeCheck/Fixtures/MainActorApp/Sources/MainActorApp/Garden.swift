/// A plant the garden tracks; a class, so not `Sendable`.
public final class Plant {
  public var name: String
  public var height: Int

  public init(name: String, height: Int) {
    self.name = name
    self.height = height
  }
}

/// Waters plants; main-actor isolated by the module's default.
public protocol Sprinkler {
  var isOn: Bool { get set }
  func water(_ plant: Plant, litres: Int) async throws -> Plant
  func schedule() -> [String]
}

/// A protocol that opts out of the default isolation.
nonisolated public protocol Thermometer: Sendable {
  func celsius() -> Double
}

/// An actor protocol keeps its own isolation.
public protocol Greenhouse: Actor {
  func temperature() async -> Double
}

/// A class whose initializer takes arguments: its mock calls it on the main actor.
open class Gardener {
  public let sprinkler: any Sprinkler
  public var plants: [Plant] = []

  public init(sprinkler: any Sprinkler) {
    self.sprinkler = sprinkler
  }

  open func tend(_ plant: Plant) async -> Plant {
    (try? await sprinkler.water(plant, litres: 2)) ?? plant
  }

  open func plant(_ name: String) {
    plants.append(Plant(name: name, height: 0))
  }

  open class func apprentice() -> Gardener? { nil }
}

/// A class that opts out of the default isolation.
nonisolated open class Almanac {
  public init() {}
  open func frostDate(year: Int) -> String { "" }
}
