import Foundation

// The Cuckoo document's example domain. GeneratedMocks.swift next to this is the generator's
// Cuckoo-dialect output for it (GoldenCuckooMocksTests fails when they drift).

struct GreetingError: Error, Equatable {
  let reason: String
}

protocol Named {
  var name: String { get }
}

protocol Greeter: Named {
  var readWriteProperty: Int { get set }
  var readOnlyProperty: String { get }
  var nickname: String? { get set }
  func greetWithMessage(_ message: String)
  func greet(name: String, times: Int) -> String
  func countCharacters(_ text: String) -> Int
  func nickname(for name: String?) -> String?
  func validate(_ text: String) throws -> Bool
  func fetchGreeting(for name: String) async throws -> String
  func genericReturn<T: Codable>(for key: String) -> T?
  func register(names: [String])
  func onFinish(_ completion: @escaping (Int) -> Void)
}

protocol Repository {
  associatedtype Item
  func save(_ item: Item)
  func all() -> [Item]
}

/// A protocol with associated types: its mock forwards to a conforming value through the
/// `DefaultImplCaller` that `enableDefaultImplementation(_:)` makes.
protocol Hatchery<Egg> {
  associatedtype Egg: AnyObject
  associatedtype Chick
  var nest: Egg { get }
  var brood: Chick { get set }
  var spare: Chick? { get set }
  init(nest: Egg, brood: Chick)
  func warm(_ egg: Egg, for minutes: Int) -> Chick
  mutating func hatch(count: Int) async throws -> [Chick]
  func listen(to chirp: @escaping (Chick) -> Void)
  func weigh<Seed>(_ seed: Seed) -> Int
  /// Generic, `rethrows` and `sending`: forwarded through the caller's generic forwarder.
  func feed<Seed>(_ seed: sending Seed, with scoop: @escaping (Seed) throws -> Chick) async rethrows -> Chick
  func sibling() -> Self
}

/// Refines a protocol with associated types: its caller forwards the parent's members too.
protocol Rookery: Repository where Item: Equatable {
  associatedtype Twig
  var twigs: [Twig] { get set }
}

class OriginalGreeter {
  let prefix: String

  init(prefix: String) {
    self.prefix = prefix
  }

  func greet(name: String) -> String {
    "\(prefix), \(name)!"
  }

  var volume: Int {
    get { 1 }
    set {}
  }
}

class LoudGreeter: OriginalGreeter {
  func shout(name: String) -> String {
    greet(name: name).uppercased()
  }
}

/// A struct conforming to the mocked protocol, for `enableDefaultImplementation`.
struct ConformingGreeter: Greeter {
  var name = "conforming"
  var readWriteProperty = 7
  var readOnlyProperty: String { "read only" }
  var nickname: String?
  func greetWithMessage(_ message: String) {}
  func greet(name: String, times: Int) -> String { String(repeating: "Hi \(name) ", count: times) }
  func countCharacters(_ text: String) -> Int { text.count }
  func nickname(for name: String?) -> String? { name.map { "\($0)y" } }
  func validate(_ text: String) throws -> Bool { !text.isEmpty }
  func fetchGreeting(for name: String) async throws -> String { "Hello \(name)" }
  func genericReturn<T: Codable>(for key: String) -> T? { nil }
  func register(names: [String]) {}
  func onFinish(_ completion: @escaping (Int) -> Void) { completion(0) }
}

/// An actor protocol: its Cuckoo mock is an actor, and its proxies stay outside the actor.
protocol Tally: Actor {
  func add(_ amount: Int) -> Int
  var total: Int { get }
}

/// A main-actor protocol: its Cuckoo mock is a main-actor class, still made from any context.
@MainActor protocol Banner {
  func show(_ text: String)
  var title: String { get set }
}

/// A renamed protocol: its mocks' extensions repeat the availability, so naming the mocks there is
/// neither a warning nor an error.
@available(*, deprecated, renamed: "Greeter")
protocol OldGreeter {
  func greet(name: String) -> String
}

/// A protocol that requires `init()`: its stub gets that initializer and no second one.
protocol Resettable {
  init()
  func reset()
}

/// A parent's synchronous method and a child's `async` one of the same name.
protocol Job {
  func run() throws
}

protocol AsyncJob: Job {
  func run() async throws
}

/// An `@autoclosure` argument, generic as in swift-distributed-tracing's `Span.end(at:)`: it is
/// matched as a closure (`anyClosure()`), and `then` receives its closure, as in Cuckoo.
protocol Recorder {
  func record<Instant: Comparable>(_ event: String, at instant: @autoclosure () -> Instant) -> Bool
  func note(_ message: @autoclosure () -> String)
  /// A non-escaping closure, recorded as a marker that only matchers of anything match.
  func replay(_ step: (Int) -> Int) -> Int
  /// Labels that are keywords and their own names, as in swift-nio's `scheduleTask(in:_:)`.
  func flush(in: Int, as: String) -> Bool
}

/// Subscripts and effectful getters: the proxies reach them with `.get` and `.set(…)`.
protocol Catalog {
  subscript(index: Int) -> String { get set }
  subscript(key: String, fallback: Int) -> Int { get }
  subscript(position position: Int) -> Int { get throws }
  subscript<Value: Decodable>(key: String, as type: Value.Type) -> Value? { get }
  var remoteCount: Int { get async throws }
  var title: String { get async }
}

/// Static members, which Cuckoo doesn't mock: Lyrebird's own `given`/`verify` reach them.
protocol Registry {
  static var shared: Int { get set }
  static func lookup(_ key: String) -> Int
  func local() -> Int
}

/// A protocol extension's implementation, which a conforming value that keeps it runs for the mock.
extension Registry {
  func local() -> Int { 1 }
}

/// A class with designated, required and convenience initializers, a subscript and a `class func`:
/// its `MockCounter` and `CounterStub` have the same initializers.
class Counter {
  let start: Int

  init(start: Int) {
    self.start = start
  }

  required init(label: String) {
    start = label.count
  }

  convenience init() {
    self.init(start: 0)
  }

  func next() -> Int { start + 1 }

  var label: String {
    get { "counter \(start)" }
    set {}
  }

  subscript(offset: Int) -> Int { start + offset }

  class func describe() -> String { "Counter" }
}

/// The README's "From Cuckoo" example: a bird feeder.
protocol Feeder {
  var portions: Int { get set }
  func refill(with seed: String)
  func weigh(_ seed: String) -> Int
}

/// An aviary's types: the mocks of nested types are nested too (`Aviary.MockRoost`), as Cuckoo's are.
enum Aviary {
  class Roost {
    init() {}

    func land(height: Int) -> Bool { height > 0 }

    var occupants: Int {
      get { 0 }
      set {}
    }
  }
}

/// Members taking closures of several arities and kinds, for `anyClosure()`.
protocol Forecaster {
  func onChange(_ handler: @escaping (String, Int) -> Void)
  func load(_ loader: @escaping @Sendable () async throws -> Int)
  func whenDone(_ handler: ((Bool) -> Void)?)
  func forecast() -> String
  func range() -> (low: Int, high: Int, unit: String)
  /// A block, which Linux can't lay out: the mock records a marker for it.
  func onAlert(_ alert: @escaping @convention(block) () -> Void)
}

/// A bird-watching log: overloads that differ in which argument is optional, picked by naming
/// Cuckoo's proxy types; `rethrows` methods; an adopted protocol's extension method; a private setter.
protocol Sighting {
  func species() -> String
}

extension Sighting {
  func species() -> String { "sparrow" }
}

class BirdLog: Sighting {
  private(set) var entries: Int = 0

  func spot(count: Int?, at place: String) { entries += 1 }
  func spot(count: Int, at place: String?) { entries += 1 }
  func tally(_ count: () throws -> Int) rethrows -> Int { try count() + entries }
  func each(_ visit: (String) throws -> Void) rethrows { try visit("wren") }
}

/// Nothing of it can forward to a default implementation: a generic method can't be kept as a
/// closure, and a deprecated one would warn where its closure is made.
public protocol Brooder {
  associatedtype Clutch
  @available(*, deprecated, message: "Turn the eggs by hand")
  func turn(_ clutch: Clutch)
  func warm<Heat>(_ heat: Heat)
}

/// A ledge that protocols can require: their Cuckoo mocks subclass it and are made with `init()`.
class Ledge {
  init() {}
  func width() -> Int { 4 }
}

/// A protocol constrained to a class with `init()`.
protocol Ledging: Ledge {
  func grip() -> Bool
}

/// A class whose `init()` is `required`: mocks of protocols constrained to it repeat it.
class Hive {
  required init() {}
  func bees() -> Int { 100 }
}

/// A protocol constrained to a class with a `required init()`.
protocol Swarming: Hive {
  func swarm() -> Int
}
