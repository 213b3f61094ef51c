import Foundation

/// Types with an obvious empty value that Lyrebird may produce without the user's help.
///
/// Kept internal: users conform their own types to ``Providable`` instead, and may even conform
/// `Array` themselves (as Mockingbird's documentation shows) without a conflicting conformance.
protocol EmptyConstructible {
  static func makeEmpty() -> Self
}

extension Dictionary: EmptyConstructible {
  static func makeEmpty() -> Self { [:] }
}

/// Builds genuine, fully valid values of a type when the type says how to.
///
/// These back relaxed defaults for strict mocks that have to keep a test running, and are the
/// first choice for matcher placeholders because a real value can be used and destroyed freely.
enum RealValues {
  static func make<T>(_ type: T.Type) -> T? {
    if T.self == Void.self { return () as? T }
    if let optional = T.self as? any OptionalValue.Type { return optional.noneValue as? T }
    if let providable = T.self as? any Providable.Type {
      if let value = providable.createInstance() as? T { return value }
    }
    if T.self == Bool.self { return false as? T }
    // A mock's own `zero` is an unstubbed member: asking it for a default would ask again.
    if T.self is any MockObject.Type { return nil }
    if let numeric = T.self as? any AdditiveArithmetic.Type { return numeric.zero as? T }
    if let collection = T.self as? any RangeReplaceableCollection.Type { return collection.init() as? T }
    if let set = T.self as? any SetAlgebra.Type { return set.init() as? T }
    if let empty = T.self as? any EmptyConstructible.Type { return empty.makeEmpty() as? T }
    if let nilLiteral = T.self as? any ExpressibleByNilLiteral.Type { return nilLiteral.init(nilLiteral: ()) as? T }
    if let cases = T.self as? any CaseIterable.Type { return firstCase(of: cases) as? T }
    return nil
  }

  /// The type's first case, through a function: cast in place, `allCases.first` was always `nil`.
  private static func firstCase(of type: any CaseIterable.Type) -> Any? { type.allCases.first }
}
