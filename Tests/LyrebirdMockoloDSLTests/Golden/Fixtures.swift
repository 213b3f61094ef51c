// Types annotated as Mockolo's users annotate them; GeneratedMocks.swift holds their mocks, written
// by `lyrebird generate --dialect mockolo --lyrebird-dsl` (see GoldenMockoloMocksTests).

/// A coin: Mockolo has no default for it, Lyrebird does (its first case).
enum Coin: CaseIterable, Equatable {
  case penny, dime
}

/// Register, which Mockolo's annotation marks for a mock.
///
/// @mockable
protocol Register {
  var owner: String { get set }
  var float: Coin { get set }
  var drawer: Int { get }
  var balance: Int { get async throws }
  func ring(_ amount: Int, note: String) -> Int
  func change(for amount: Int) -> Coin
  func open() throws
  func sync() async throws -> Bool
  func reset()
  func convert<T>(_ value: T) -> T
  func tally(_ body: (Int) -> Void)
  func adjust(_ value: inout Int)
  static func model() -> String
  subscript(slot: Int) -> String { get }
}

/// Ledger, which Mockolo's annotation marks for a mock: `Sendable`, so its mock is locked.
///
/// @mockable(history: post = true)
protocol Ledger: Sendable {
  func post(_ entry: String, amount: Int) -> Bool
}

/// Display, which Mockolo's annotation marks for a mock.
///
/// @mockable
@MainActor
protocol Display {
  func show(_ text: String) -> Bool
}

/// Terminal, which Mockolo's annotation marks for a mock.
///
/// @mockable
protocol Terminal {
  init(id: Int)
  var id: Int { get }
  func swipe() -> Coin
}

/// Till, which Mockolo's annotation marks for a mock: a class, whose mock keeps Mockolo's shape.
///
/// @mockable
class Till {
  func count() -> Int { 7 }
}

/// A class that `Drawer` requires its conformers to be.
class Cabinet {
  let shelves: Int
  init(shelves: Int) { self.shelves = shelves }
}

/// Drawer, which Mockolo's annotation marks for a mock: its conformers are `Cabinet`s.
///
/// @mockable
protocol Drawer: Cabinet {
  func slide() -> Coin
}
