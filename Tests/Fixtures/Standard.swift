import Foundation

// Protocols that refine standard-library protocols, and names that shadow standard types.

public protocol Token: Hashable, Comparable, CustomStringConvertible, CustomDebugStringConvertible {
  var value: String { get }
}

public protocol Document: Codable, Identifiable where ID == UUID {
  var title: String { get }
}

public protocol Level: RawRepresentable where RawValue == Int {
  var isMax: Bool { get }
}

public protocol Failure: Swift.Error {
  var code: Int { get }
}

public protocol Numbers: Sequence where Element == Int {
  var count: Int { get }
}

public protocol Ticks: AsyncSequence where Element == Int {}

public protocol Copier {
  func copy() -> Self
  func isSame(as other: Self) -> Bool
}

/// A collection with fixed element and index types: the mock answers its required members, and
/// the standard library's defaults give it iteration, `count` and `map`.
public protocol Perches: RandomAccessCollection where Element == String, Index == Int {
  func occupied() -> Int
}

/// A collection whose element and index stay open: its mock is generic over both.
public protocol Heap: BidirectionalCollection {
  func top() -> Element?
}

/// A counter that is itself an integer: its mock answers `FixedWidthInteger`'s requirements without
/// defaults (operators, overflow arithmetic, bit counts), and the standard library supplies the rest.
public protocol Abacus: FixedWidthInteger, Sendable {
  func tick() -> Int
}

/// A protocol refining only the arithmetic protocols.
public protocol Measure: SignedNumeric, Comparable {
  var unit: String { get }
}

/// A protocol refining `NSObjectProtocol`: its mock subclasses `NSObject`, which implements it.
public protocol Pinging: NSObjectProtocol {
  func ping() -> Int
}

/// The same parent, spelled with its module.
public protocol Ponging: Foundation.NSObjectProtocol {
  func pong() -> Int
}
