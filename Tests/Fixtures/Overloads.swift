// The overload matrix: members whose calls a mock must name exactly, in forwarding closures,
// `super` calls, default-implementation callers and handles. Each pair once compiled to an
// ambiguous call or a redeclaration; mocked in every dialect (LyrebirdEndToEndTests here,
// the Cuckoo and Mockolo goldens) and by the macros (OverloadMacroTests).

public struct NestFault: Swift.Error, Equatable {
  public let code: Int
  public init(code: Int) { self.code = code }
}

/// Overloads that differ only in what they return.
public protocol NestResults {
  func refresh() throws
  func refresh() throws -> Bool
  func tally(_ name: String)
  func tally(_ name: String) -> Int
  func label() -> Int
  func label() -> String
  func peek() -> Int
  func peek() -> Int?
  func settle() async
  func settle() async -> Int
}

/// Overloads that differ in their effects, and typed throws beside untyped.
public protocol NestEffects {
  func count() -> Int
  func count() async -> Int
  func decode() throws(NestFault) -> Int
  func decode() throws -> String
  func drain() async throws
  func drain() -> Bool
}

/// Overloads that differ in generic constraints, argument labels, `inout` and ownership.
public protocol NestShapes {
  func encode<T: Equatable>(_ value: T) -> String
  func encode<T: Hashable>(_ value: T) -> String
  func value<T>() -> T
  func value() -> Int
  func move(to step: Int) -> Int
  func move(by step: Int) -> Int
  func move(_ step: Int) -> Int
  func adjust(_ value: inout Int)
  func adjust(_ value: Int)
  func keep(_ name: borrowing String) -> Int
  func keep(_ name: String) -> Bool
}

/// Members returning `Self` beside a sibling that doesn't.
public protocol NestCopies {
  func copy() -> Self
  func copy() -> Int
  func copy(deep: Bool) -> Self
}

/// A generic protocol's overloads, by result and by effects.
public protocol NestStore<Element> {
  associatedtype Element
  func first() -> Element
  func first() -> Element?
  func put(_ element: Element)
  func put(_ element: Element) -> Bool
  func put(_ element: Element) async -> Int
}

/// A class with the same overloads, mocked by subclassing: its mock calls `super`.
open class NestLedger {
  public init() {}
  open func refresh() throws {}
  open func refresh() throws -> Bool { true }
  open func tally(_ name: String) {}
  open func tally(_ name: String) -> Int { name.count }
  open func count() -> Int { 1 }
  open func count() async -> Int { 2 }
  open func value<T>() -> T? { nil }
  open func value() -> Int { 3 }
  open func adjust(_ value: inout Int) { value += 1 }
  open func adjust(_ value: Int) -> Int { value + 1 }
  open func copy() -> Self { self }
  open func copy() -> Int { 4 }
}
