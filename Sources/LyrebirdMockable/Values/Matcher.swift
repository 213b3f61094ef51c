/// Mockable's comparators: how a `.value(_:)` parameter compares arguments whose type isn't
/// `Equatable`, and how a generic argument is compared once its type is erased.
///
/// ```swift
/// Matcher.register(Feather.self) { $0.color == $1.color }
/// ```
///
/// Registrations are shared by every test in the process; ``reset()`` goes back to the built-in ones
/// (the basic types, their optionals, arrays and metatypes).
public final class Matcher {
  /// Decides whether two values of a type count as equal for a `.value(_:)` parameter.
  public typealias Comparator<T> = (T, T) -> Bool
  /// Decides whether two elements of a sequence count as equal, when sequences are compared one by one.
  public typealias ElementComparator<T: Sequence> = (T.Element, T.Element) -> Bool

  private static let registry = Guarded(ComparatorTable.builtIn)

  private init() {}

  /// Forgets every registration a test made, keeping the built-in comparators.
  public static func reset() {
    registry.value = .builtIn
  }

  /// Compares values of `T` with `match` from now on, replacing an earlier comparator for `T`.
  public static func register<T>(_ valueType: T.Type, match: @escaping Comparator<T>) {
    registry.update { $0.add(match, for: T.self) }
  }

  /// Lets a metatype be a `.value(_:)` parameter: every value of `T.Type` matches another, since a
  /// test that passes `Sparrow.self` expects that type.
  public static func register<T>(_ valueType: T.Type.Type) {
    registry.update { $0.add({ _, _ in true }, for: T.Type.self) }
  }

  /// Compares `T` with `==` where it is known only as a generic type, as generic members see it.
  public static func register<T: Equatable>(_ valueType: T.Type) {
    registry.update { $0.add(==, for: T.self) }
  }

  /// The comparator registered for `T`, or `nil` when there is none.
  public static func comparator<T>(for valueType: T.Type) -> Comparator<T>? {
    registry.update { $0.comparator(for: T.self) }
  }

  /// `==`: an `Equatable` type needs no registration.
  public static func comparator<T: Equatable>(for valueType: T.Type) -> Comparator<T>? {
    { $0 == $1 }
  }

  /// `==`: an `Equatable` sequence compares as its own type says.
  public static func comparator<T: Equatable & Sequence>(for valueType: T.Type) -> Comparator<T>? {
    { $0 == $1 }
  }

  /// The comparator registered for `T`, else one that compares the elements with theirs.
  ///
  /// An array's elements are compared in order, another sequence's in any order; `nil` when the
  /// elements have no comparator either.
  public static func comparator<T: Sequence>(for valueType: T.Type) -> Comparator<T>? {
    if let registered = registry.update({ $0.comparator(for: T.self) }) { return registered }
    guard let element = comparator(for: T.Element.self) else { return nil }
    let isOrdered = T.self == [T.Element].self
    return { left, right in
      let left = Array(left)
      let right = Array(right)
      guard left.count == right.count else { return false }
      if isOrdered { return zip(left, right).allSatisfy(element) }
      return matchInAnyOrder(left, right, element)
    }
  }

  /// Whether each element of `left` pairs with its own element of `right`.
  private static func matchInAnyOrder<E>(_ left: [E], _ right: [E], _ equal: Comparator<E>) -> Bool {
    var unpaired = right
    for element in left {
      guard let index = unpaired.firstIndex(where: { equal(element, $0) }) else { return false }
      unpaired.remove(at: index)
    }
    return unpaired.isEmpty
  }
}

extension Matcher {
  /// The comparator a `.value(_:)` parameter of `T` uses, chosen by what `T` is at run time: `==` for an
  /// `Equatable` type, the sequence comparator for a sequence, else the registered one.
  ///
  /// The same choice as the static overloads of ``comparator(for:)`` for a concrete type, and also
  /// right where `T` is a generic parameter, which the overloads can't see through.
  static func resolvedComparator<T>(for type: T.Type) -> Comparator<T>? {
    if let equatable = T.self as? any Equatable.Type {
      return equality(equatable) as? Comparator<T>
    }
    if let sequence = T.self as? any Sequence.Type {
      return sequenceComparator(sequence) as? Comparator<T>
    }
    return comparator(for: T.self)
  }

  private static func equality<E: Equatable>(_ type: E.Type) -> Any {
    { (left: E, right: E) in left == right } as Comparator<E>
  }

  private static func sequenceComparator<S: Sequence>(_ type: S.Type) -> Any? {
    comparator(for: S.self)
  }
}
