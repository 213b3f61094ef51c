// Signatures modern Swift allows: implicitly unwrapped optionals, `sending`, packs, non-copyable
// results, autoclosures, closures returning closures, overloads by `async`, colliding generics.

public protocol Legacy {
  var name: String! { get }
  func lookup(_ key: String!) -> Int!
}

public protocol Transfer {
  func take(_ value: sending String) -> sending String
}

public protocol Variadics {
  func count<each Value>(_ values: repeat each Value) -> Int
}

public struct Receipt: ~Copyable {
  public let number: Int
  public init(number: Int) { self.number = number }
}

public protocol Printer {
  func print(copies: Int) -> Receipt
}

/// An optional `~Copyable` result and a generic one: neither can be recorded, both can be stubbed.
public protocol ReceiptDrawer {
  func last() -> Receipt?
  func make<Slip: ~Copyable>(_ build: () -> Slip) -> Slip
}

/// `Self.Entry` in a member's `where` clause names the mock's generic parameter.
public protocol Ledger {
  associatedtype Entry
  func append<Entries: Sequence>(_ entries: Entries) where Entries.Element == Self.Entry
  func entry<Index: BinaryInteger>(at index: Index) -> Self.Entry?
}

public protocol Closures {
  func lazily(_ value: @autoclosure @escaping () -> Int) -> Int
  func factory() -> () -> Int
  func measure(_ now: () -> Int) -> Int
  func curried(_ body: (Int) -> (Int) -> Int) -> Int
}

public protocol Loader {
  func load() -> Int
  func load() async -> Int
}

public protocol Validator {
  func validate(_ value: String) throws -> Bool
}

public protocol RemoteClient {
  func get(_ path: String) async throws -> Int
}

public protocol Crate {
  associatedtype T
  func put<T>(_ value: T) -> Bool
  func take() -> T
}

public protocol Pair {
  associatedtype Left
  associatedtype Right where Right == [Left]
  func right() -> Right
}

public protocol Keyed {
  associatedtype Key: Hashable
  associatedtype Value where Value: Equatable
  func value(for key: Key) -> Value?
}

public protocol KeyValueStore<Key, Value> {
  associatedtype Key: Hashable
  associatedtype Value
  func object(for key: Key) -> Value?
  func set(_ value: Value, for key: Key)
}

public protocol ImageStore: KeyValueStore<String, [UInt8]> {
  func purge()
}

open class Arithmetic {
  public init() {}
  open func add<T: Numeric>(_ a: T, _ b: T) -> T { a + b }
  open class func wrap<T>(_ value: T, count: Int) -> [T] { Array(repeating: value, count: count) }
}

/// Closures in `async` members: non-escaping, `sending`, and generic over the closure's result.
public protocol Dispatcher {
  func run(_ body: () -> Void) async
  func transfer(_ body: sending @escaping () -> Void) async
  func subscribe(_ handler: @escaping @Sendable (Int) -> Void) async throws
  func perform<Outcome>(_ body: () throws -> Outcome) async rethrows -> Outcome
}

/// A protocol whose conformers may be `~Copyable`: a class mock conforms to it as any class does.
public protocol Voucher: ~Copyable {
  var value: Int { get }
  consuming func redeem() -> Int
}
