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
