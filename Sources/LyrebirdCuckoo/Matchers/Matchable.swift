import Lyrebird

/// A value or matcher that a proxy member accepts for an argument of type ``MatchedType``.
///
/// Plain values of the basic types match by equality: `stub.greet(name: "Ann")`.
public protocol Matchable<MatchedType> {
  /// The type of argument this matches.
  associatedtype MatchedType
  /// The matcher this value stands for.
  var matcher: ParameterMatcher<MatchedType> { get }
}

/// A value or matcher that a proxy member accepts for an argument of type `OptionalMatchedType?`.
public protocol OptionalMatchable<OptionalMatchedType> {
  /// The wrapped type of the optional argument this matches.
  associatedtype OptionalMatchedType
  /// The matcher this value stands for.
  var optionalMatcher: ParameterMatcher<OptionalMatchedType?> { get }
}

/// Basic values match by equality, as arguments and as optional arguments.
public protocol EquatableMatchable: Matchable, OptionalMatchable, Equatable
where MatchedType == Self, OptionalMatchedType == Self {}

extension Matchable where Self: Equatable {
  /// An `Equatable` type declared `Matchable` matches by equality: `extension Seed: Matchable {}`.
  public var matcher: ParameterMatcher<Self> { equal(to: self) }
}

extension OptionalMatchable where OptionalMatchedType == Self, Self: Equatable {
  /// An `Equatable` type declared `OptionalMatchable` matches optional arguments by equality.
  public var optionalMatcher: ParameterMatcher<Self?> { equal(to: self).optionalMatcher }
}

extension Bool: EquatableMatchable {}
extension String: EquatableMatchable {}
extension Float: EquatableMatchable {}
extension Double: EquatableMatchable {}
extension Character: EquatableMatchable {}
extension Int: EquatableMatchable {}
extension Int8: EquatableMatchable {}
extension Int16: EquatableMatchable {}
extension Int32: EquatableMatchable {}
extension Int64: EquatableMatchable {}
extension UInt: EquatableMatchable {}
extension UInt8: EquatableMatchable {}
extension UInt16: EquatableMatchable {}
extension UInt32: EquatableMatchable {}
extension UInt64: EquatableMatchable {}

extension Optional: Matchable where Wrapped: Matchable {
  /// `nil` matches `nil`; a value matches as the wrapped value would.
  public var matcher: ParameterMatcher<Wrapped.MatchedType?> {
    switch self {
    case .none: isNil()
    case .some(let wrapped): wrapped.matcher.optionalMatcher
    }
  }
}

/// As Cuckoo's: the wrapped type is the matched one, so `Optional.none` and `Optional(1)` name it.
extension Optional: OptionalMatchable where Wrapped: OptionalMatchable, Wrapped.OptionalMatchedType == Wrapped {
  /// `nil` matches `nil`; a value matches as the wrapped value would.
  public var optionalMatcher: ParameterMatcher<Wrapped?> {
    switch self {
    case .none: isNil()
    case .some(let wrapped): wrapped.optionalMatcher
    }
  }
}

extension Array: Matchable where Element: Matchable, Element.MatchedType == Element {
  /// Arrays of matchable elements match element by element, in order.
  public var matcher: ParameterMatcher<[Element]> {
    let elements = map(\.matcher)
    return ParameterMatcher(description: String(describing: self)) { tested in
      tested.count == elements.count && zip(tested, elements).allSatisfy { $1.matches($0) }
    }
  }
}

extension Set: Matchable where Element: Matchable, Element.MatchedType == Element {
  /// Sets of matchable elements match when they hold the same elements.
  public var matcher: ParameterMatcher<Set<Element>> {
    ParameterMatcher(description: String(describing: self)) { $0 == self }
  }
}

extension Dictionary: Matchable where Value: Matchable, Value.MatchedType == Value {
  /// Dictionaries of matchable values match key by key.
  public var matcher: ParameterMatcher<[Key: Value]> {
    let values = mapValues(\.matcher)
    return ParameterMatcher(description: String(describing: self)) { tested in
      tested.count == values.count
        && tested.allSatisfy { key, value in values[key].map { $0.matches(value) } ?? false }
    }
  }
}

extension Matchable {
  /// Matches what either matcher matches: `"Hello".or("Hallo")`.
  public func or<M: Matchable>(_ other: M) -> ParameterMatcher<MatchedType> where M.MatchedType == MatchedType {
    combined(with: other, "or") { $0 || $1 }
  }

  /// Matches what both matchers match.
  public func and<M: Matchable>(_ other: M) -> ParameterMatcher<MatchedType> where M.MatchedType == MatchedType {
    combined(with: other, "and") { $0 && $1 }
  }

  private func combined<M: Matchable>(
    with other: M, _ word: String, _ combine: @escaping (Bool, Bool) -> Bool
  ) -> ParameterMatcher<MatchedType> where M.MatchedType == MatchedType {
    let left = matcher.make()
    let right = other.matcher.make()
    let both = ArgumentMatcher(description: "(\(left) \(word) \(right))") { argument in
      combine(left.matches(argument), right.matches(argument))
    }
    return ParameterMatcher(making: { both })
  }
}
