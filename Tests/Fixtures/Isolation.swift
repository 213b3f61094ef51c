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
}

@MainActor
open class ScreenController {
  public init() {}
  open func render() -> Int { 0 }
}

public protocol Isolating {
  func run(on actor: isolated any Actor) -> Int
}
