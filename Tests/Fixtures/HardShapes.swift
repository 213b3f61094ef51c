// Modern declarations from real code that once gave mocks that didn't compile, or usage that
// didn't: a subclass of a specialized generic class, `borrowing` non-copyable arguments handed to
// stubs, `sending` values and `@isolated(any)` closures, and a main-actor class.

/// A generic cache; its subclass below fixes both parameters.
open class ShelfCache<Key: Hashable, Value> {
  public init() {}
  open func value(for key: Key) -> Value? { nil }
  open func store(_ value: Value, for key: Key) {}
  open var newest: Value? { nil }
}

/// Its mock overrides the inherited members with `String` and `[UInt8]` for `Key` and `Value`.
open class ThumbnailCache: ShelfCache<String, [UInt8]> {
  public override init() {}
  open func purge() -> Int { 0 }
}

public struct LockerKey: ~Copyable {
  public let id: Int
  public init(id: Int) { self.id = id }
}

/// Non-copyable arguments, borrowed beside others and in throwing members.
public protocol Locker {
  func inspect(_ key: borrowing LockerKey) -> Int
  func check(_ key: borrowing LockerKey, label: String) throws -> Bool
  func retire(_ key: consuming LockerKey)
}

/// Values handed over with `sending`, and work that keeps its own isolation.
public protocol Courier {
  func send(_ parcel: sending [Int]) async
  func deliver(_ work: @escaping @isolated(any) @Sendable () async -> Int) async -> Int
  func pack() -> sending [String]
}

/// A main-actor class, mocked and used from main-actor tests.
@MainActor
open class Display {
  public init() {}
  open func render(_ text: String) -> Int { text.count }
  open var title: String { "display" }
}

/// Requires its conformers to be a specialized generic class: the mock subclasses `ShelfCache<String, Int>`.
public protocol CountingShelf: ShelfCache<String, Int> {
  func tally() -> Int
}

/// A variadic method of a class: its mock can't pass the array on to `super`, so it answers from stubs.
open class Logbook {
  public init() {}
  open func write(_ lines: String..., level: Int) -> Int { lines.count + level }
}

/// Aliases of its own: closure types (a parameter of one is a non-escaping closure) and a name
/// that shadows the module's `Display`.
open class Courtyard {
  public typealias Done = (Bool) -> Void
  public typealias Later = Done
  public typealias Display = Int
  public init() {}
  open func open(then: Later) -> Bool {
    then(true)
    return true
  }
  open func show(_ display: Display) -> Display { display + 1 }
  open func fill(_ faults: [NestFault] = [NestFault]()) -> Int { faults.count }
}

/// Two requirements that differ only in their constraints and failability, inherited.
public protocol Budding {
  init<T>(seed: T) where T: Equatable
  init!<T>(seed: T)
}

public protocol Shooting: Budding {
  func grow() -> Int
}
