// Actors, global actors and `isolated` parameters.

public protocol Worker: Actor {
  func work() async -> Int
  nonisolated func id() -> Int
  nonisolated var label: String { get }
}

@MainActor
public protocol MainScreen {
  func show() -> Bool
  var title: String { get }
  func load(_ page: Page) async throws -> Page
}

/// Not `Sendable`: a main-actor mock's `async` members keep it on the main actor.
public final class Page {
  public var number: Int
  public init(number: Int) { self.number = number }
}

@MainActor
open class ScreenController {
  public init() {}
  open func render() -> Int { 0 }
  open func open(_ page: Page) async -> Page { page }
}

public protocol Isolating {
  func run(on actor: isolated any Actor) -> Int
  func settle(on actor: isolated (any Actor)?) async -> Int
}

/// A plain protocol an actor protocol refines: the actor mock's witnesses to it are `nonisolated`.
public protocol Roosting {
  var roost: String { get }
  var mate: String { get set }
  func settle(on branch: Int) -> Bool
  func preen() async -> Int
}

public protocol Rookery: Actor, Roosting {
  func gather() async -> Int
}
