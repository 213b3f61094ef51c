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
