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

/// Metatype arguments, matched by identity, and a block-convention parameter, which Linux compiles
/// without an Objective-C runtime.
public protocol Aviary {
  func admit(_ species: Any.Type) -> Bool
  func house<T>(_ kind: T.Type)
  func atDusk(_ handler: @convention(block) () -> Void)
}
