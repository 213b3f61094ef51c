/// Greets people by name.
public protocol Greeter {
  func greet(_ name: String) -> String
}

/// Greets a crowd through a greeter.
public struct Host {
  let greeter: any Greeter

  public init(greeter: any Greeter) {
    self.greeter = greeter
  }

  public func welcome(_ names: [String]) -> [String] {
    names.map(greeter.greet)
  }
}
