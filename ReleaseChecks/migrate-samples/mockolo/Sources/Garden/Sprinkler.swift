/// Waters a bed of the garden.
///
/// @mockable
public protocol Sprinkler {
  var litres: Int { get set }
  func water(bed: String) -> Bool
}

/// Waters every bed it is given.
public struct Gardener {
  let sprinkler: any Sprinkler

  public init(sprinkler: any Sprinkler) {
    self.sprinkler = sprinkler
  }

  public func waterAll(_ beds: [String]) -> Int {
    beds.filter(sprinkler.water).count
  }
}
