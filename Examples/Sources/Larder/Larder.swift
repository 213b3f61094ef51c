import Etiquette
import LyrebirdMockable

/// An app module with Xcode 26's new-project settings, whose tests use Mockable's API: `Shelf`'s
/// mock comes from `@Mockable` (compiled where `MOCKING` is set), `Butler`'s from the build plugin in
/// Mockable's shape (`dialect: mockable` in lyrebird.yml), since its parent is in another module.

/// A shelf of jars; main-actor isolated by the module's default.
@Mockable
public protocol Shelf {
  func jars(of spice: String) async throws -> Int
  func refill(_ spice: String, jars: Int)
}

/// Serves guests, politely: `Polite` is Etiquette's.
public protocol Butler: Polite {
  var guests: Int { get set }
}

/// Refills a spice that has run low and thanks the guest who noticed.
public final class Pantry {
  let shelf: any Shelf
  let butler: any Butler

  public init(shelf: any Shelf, butler: any Butler) {
    self.shelf = shelf
    self.butler = butler
  }

  public func topUp(_ spice: String, noticedBy guest: String) async throws -> String {
    if try await shelf.jars(of: spice) < 2 { shelf.refill(spice, jars: 4) }
    return butler.thank(guest)
  }
}
