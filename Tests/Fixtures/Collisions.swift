// Names that look like the mock's own helpers, and a module type that shadows a standard one.

public struct Result: Equatable {
  public let value: Int
  public init(value: Int) { self.value = value }
}

public protocol Helper {
  var context: Int { get }
  func call(_ member: Int) -> Result
  func apply(body: Int, target: String) -> Int
  func make<H>(_ handle: H) -> H
  func mock(type: Int) -> Int
  // swift-format-ignore: AlwaysUseLowerCamelCase
  func forward(__target: Int, newValue: Int) -> Int
}
