// Inheritance across files: parents are declared in InheritanceParents.swift.

public protocol Robin: Songbird {
  func hop() -> Int
}

public protocol Hybrid: Swimmer & Flier {
  func dive() -> Bool
}

public protocol Pet: AnyObject {
  var owner: String { get }
}

public protocol Counter: Actor {
  func increment() -> Int
  var value: Int { get }
}

@MainActor
public protocol Screen {
  var title: String { get set }
  func render() -> String
}

public protocol Logger: Sendable {
  func log(_ message: String)
}
