import Foundation
import LyrebirdMockable

struct Grain: Equatable, Hashable {
  var grams: Int
  var kind: String
}

enum AviaryError: Error, Equatable {
  case empty
  case closed
}

struct Perch: Equatable, Mocked {
  var height: Int
  static var mock: Perch { Perch(height: 3) }
}

@Mockable
protocol Aviary {
  associatedtype Resident
  var keeper: String { get set }
  var capacity: Int { get }
  var lock: Bool { get throws }
  func resident(named name: String) -> Resident
  func feed(_ seed: Grain, times: Int) -> Int
  func open(at hour: Int) throws -> Bool
  func sweep() throws
  func count(in cages: Int...) -> Int
  func fetchPerch(height: Int) async throws -> Perch
  func whistle() async
  func adjust(_ perch: inout Perch)
  func store<Item>(_ item: Item) -> Int
  func make<Item>() -> Item
  func listen(then done: @escaping (Int) -> Void)
  func lockUp() throws(AviaryError)
  func perch() -> Perch?
}

/// A protocol refining `NSObjectProtocol`: its mock subclasses `NSObject`, which implements it.
@Mockable
protocol Gate: NSObjectProtocol {
  func swing(open: Bool) -> Bool
}

/// A deprecated requirement: the mock implements it without calling it, so no warning.
@Mockable
protocol Hatch {
  #if swift(>=5.9)
  @available(*, deprecated, message: "use open()")
  #endif
  func legacyOpen()
}

/// A static requirement, beyond Mockable, through the macro.
@Mockable
protocol Registry {
  static var count: Int { get }
  func register(_ name: String)
}
