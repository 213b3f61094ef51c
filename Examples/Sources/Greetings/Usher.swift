import Etiquette

/// Seats guests, politely: its mock has Etiquette's `thank(_:)` too, which the build plugin finds
/// in the Etiquette module this one depends on.
public protocol Usher: Polite {
  func seat(_ guest: String) -> Int
}
