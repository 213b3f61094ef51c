// Properties and methods with every effect and parameter form.

public struct ParseError: Swift.Error, Equatable {
  public let line: Int
  public init(line: Int) { self.line = line }
}

public protocol Clock {
  var now: Int { get async }
  var battery: Double { get throws }
  var timezone: String { get async throws }
}

public protocol Parser {
  func parse(_ text: String) throws(ParseError) -> Int
  func map(_ transform: (Int) throws -> Int) rethrows -> Int
  mutating func reset()
  func waitForInput() async -> String
}

/// Forwarded members whose results are `Any`: a mutating one's forward once didn't compile.
public protocol Cursor {
  mutating func next() -> Any?
  func peek() -> Any?
  var current: Any { mutating get }
  var label: String { get set }
}

public protocol Recorder {
  func record(_ values: Int...)
  func adjust(_ value: inout Int)
  func onChange(_ handler: @escaping @Sendable (Int) -> Void)
  func transform(_ body: (Int) -> Int) -> Int
  func describe(_ item: some CustomStringConvertible) -> String
  func store(_ data: consuming [Int], key: borrowing String)
  func send(_ message: sending String)
  @discardableResult
  func flush() -> Int
  func configure(
    name: String,
    retries: Int,
    timeout: Double
  ) -> Bool
}

/// A value that can't be copied, passed `borrowing` and `consuming`.
public struct Ticket: ~Copyable {
  public let id: Int
  public init(id: Int) { self.id = id }
}

public protocol Gate {
  func admit(_ ticket: borrowing Ticket) -> Bool
  func collect(_ ticket: consuming Ticket)
}

/// Not `Sendable`: a tray of seed handed to a feeder's `async` members.
public final class SeedTray {
  public var grams: Int
  public init(grams: Int) { self.grams = grams }
}

/// `async` members taking a value that isn't `Sendable`, stubbed with `given(await …)`.
public protocol FeederStation {
  func refill(_ tray: SeedTray) async -> Int
  func swap(_ tray: SeedTray, for other: SeedTray) async throws -> SeedTray
}
