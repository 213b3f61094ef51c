import Mockable

/// A shelf of jars, mocked with `@Mockable`.
@Mockable
public protocol Shelf: Sendable {
  var label: String { get }
  func jars(of spice: String) async throws -> Int
  func refill(_ spice: String, jars: Int)
}

/// Reads a shelf.
public struct Inventory: Sendable {
  let shelf: any Shelf

  public init(shelf: any Shelf) { self.shelf = shelf }

  /// Refills a spice that has run low, and says how many jars there were.
  public func topUp(_ spice: String) async throws -> Int {
    let count = try await shelf.jars(of: spice)
    if count < 2 { shelf.refill(spice, jars: 4) }
    return count
  }
}
