/// A matcher's predicate that reads its argument in place from a typed slot's argument tuple.
///
/// Made where the matcher is made (`any(where:)` in the test), so the read and the call are
/// specialized for the argument's type; matching checks the type by identity first.
@usableFromInline
final class InPlacePredicate: @unchecked Sendable {
  /// The argument type the predicate reads.
  let type: ObjectIdentifier
  let body: (UnsafeRawPointer) -> Bool

  @usableFromInline
  init(type: ObjectIdentifier, body: @escaping (UnsafeRawPointer) -> Bool) {
    self.type = type
    self.body = body
  }

  /// Reads an argument of type `T` and applies `predicate` to it.
  @inlinable
  static func over<T>(_ predicate: @escaping (T) -> Bool) -> InPlacePredicate {
    InPlacePredicate(type: ObjectIdentifier(T.self)) { predicate($0.load(as: T.self)) }
  }
}
