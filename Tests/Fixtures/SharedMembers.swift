// A chain whose mocks share members through each protocol's extension for mocks.

public protocol Ledge {
  var height: Int { get set }
  func land(on branch: String) -> Bool
  func rest()
}

extension Ledge {
  /// A default of the protocol's own: the mocks still stub and record `rest()`.
  public func rest() {}
}

public protocol Cliff: Ledge {
  /// Restated: both Cliff's and Ledge's extensions could offer it to Crag's mock, so every mock keeps its own.
  func land(on branch: String) -> Bool
  func sleep() -> Int
}

public protocol Crag: Cliff {
  func wake()
}

/// Two unrelated parents with one requirement: the child's mock declares it itself.
public protocol Lookout { func scan() -> Int }
public protocol Sentry { func scan() -> Int }
public protocol Watchtower: Lookout, Sentry {}

/// A real ledge for partial mocks.
public struct GraniteLedge: Crag {
  public var height = 7
  public init() {}
  public func land(on branch: String) -> Bool { branch == "oak" }
  public func sleep() -> Int { 8 }
  public func wake() {}
}
