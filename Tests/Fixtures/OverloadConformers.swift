// Real conformers of the overload matrix (Overloads.swift), shared by the tests that forward to
// them in each shape: each overload answers with a value of its own.

/// `count()` answers 1, its `async` sibling 2; the typed-throws `decode()` throws code 3.
public struct NestEffectsConformer: NestEffects {
  public init() {}
  public func count() -> Int { 1 }
  public func count() async -> Int { 2 }
  public func decode() throws(NestFault) -> Int { throw NestFault(code: 3) }
  public func decode() throws -> String { "decoded" }
  public func drain() async throws {}
  public func drain() -> Bool { true }
}

/// The `Hashable` `encode` answers "hashable"; `move(to:)`, `move(by:)` and `move(_:)` add 0, 1 and 2.
public struct NestShapesConformer: NestShapes {
  public init() {}
  public func encode<T: Equatable>(_ value: T) -> String { "equatable" }
  public func encode<T: Hashable>(_ value: T) -> String { "hashable" }
  public func value<T>() -> T { preconditionFailure("not asked for") }
  public func value() -> Int { 6 }
  public func move(to step: Int) -> Int { step }
  public func move(by step: Int) -> Int { step + 1 }
  public func move(_ step: Int) -> Int { step + 2 }
  public func adjust(_ value: inout Int) {}
  public func adjust(_ value: Int) {}
  public func keep(_ name: borrowing String) -> Int { 0 }
  public func keep(_ name: String) -> Bool { !name.isEmpty }
}
