// Arguments that are class instances without `Equatable`: matched by identity.

public protocol Feathered: AnyObject {
  var name: String { get }
}

public final class Crow: Feathered {
  public let name: String
  public init(name: String) { self.name = name }
}

public protocol Roost {
  var parent: (any Feathered)? { get set }
  func shelter<T>(_ guest: T)
  func hold(_ thing: Any)
}
