// Associated types, generic methods and overloads by return type.

public protocol Store<Item> {
  associatedtype Item: Equatable
  associatedtype Key: Hashable = String
  func item(for key: Key) -> Item?
  func save(_ item: Item, for key: Key)
}

public protocol Transformer {
  func transform<T: Codable, U>(_ value: T, into type: U.Type) -> U where U: Decodable
  func first<S: Sequence>(of values: S) -> S.Element? where S.Element: Equatable
}

/// A generic result alone: each type it is called at is stubbed and counted apart.
public protocol Dispenser {
  func dispense<Portion>() -> Portion
}

public protocol Messenger {
  func message() -> String
  func message() -> Int
}

/// A type alias over the protocol's associated type: the mock declares it again for its generic
/// parameter.
public protocol Flock {
  associatedtype Bird
  typealias Roster = [Bird]
  func roster() -> Roster
  func add(_ birds: Roster)
}

/// An associated type constrained to its own protocol, with a same-type requirement on itself.
public protocol Branching {
  associatedtype Child: Branching where Child.Child == Child
  func children() -> [Child]
}

/// A `Branching` whose children are of its own type, for `BranchingMock<Twig>`.
public final class Twig: Branching {
  public init() {}
  public func children() -> [Twig] { [] }
}
