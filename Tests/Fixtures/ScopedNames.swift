// Nested declarations, user types named like Lyrebird's or Foundation's, and member names that
// look like what the generator adds.
import Foundation

public struct Event: Equatable {
  public init() {}
}

public enum Outer {
  /// Shadows the top-level `Event` inside `Outer`.
  public struct Event: Equatable {
    public let id: Int
    public init(id: Int) { self.id = id }
  }

  public protocol Listener {
    func handle(_ event: Event) -> Bool
  }

  /// A class nested in an enum, whose members name a sibling type.
  open class Engine {
    public init() {}
    open func start(for event: Event) -> Bool { false }
  }

  public struct Inner {
    public protocol Deep {
      func depth(of event: Event) -> Int
    }
  }
}

extension Outer.Inner {
  public protocol Extended {
    func name() -> String
  }
}

public struct Member: Equatable { public init() {} }
public struct Mock: Equatable { public init() {} }
public struct Invocation: Equatable { public init() {} }
public struct SourceLocation: Equatable { public init() {} }
public struct Operation: Equatable { public init() {} }
public struct IndexPath: Equatable { public init() {} }
public struct Error: Swift.Error, Equatable { public init() {} }

public protocol LookAlikes {
  func member(_ member: Member) -> Mock
  func invocation(_ invocation: Invocation) -> SourceLocation
  func operation(_ operation: Operation) -> IndexPath
  func fail() throws -> Error
}

public protocol GeneratorNames {
  var title: String { get set }
  func getTitle() -> String
  func setTitle(_ title: String)
  func mock() -> Int
  func given() -> Int
  func verify() -> Int
  func reset()
  func any() -> Int
  func check(_ type: (any Equatable & Sendable).Type) -> Bool
  func `init`() -> Int
}
