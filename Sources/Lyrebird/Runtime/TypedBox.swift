/// A value whose static type is checked by identity, so typed calls read it without a cast from `Any`.
///
/// Stubs keep their return value in one: comparing two type identities costs a few instructions
/// where a dynamic cast from `Any` costs hundreds.
@usableFromInline
class TypedBox: @unchecked Sendable {
  @usableFromInline let type: ObjectIdentifier

  @usableFromInline
  init(type: ObjectIdentifier) { self.type = type }

  /// The value when it has exactly type `T`, else `nil`.
  @inlinable @inline(__always)
  final func value<T>(as type: T.Type) -> T? {
    guard self.type == ObjectIdentifier(T.self) else { return nil }
    return unsafeDowncast(self, to: TypedBoxOf<T>.self).value
  }

  /// Boxes `value` under its static type `T`.
  @inlinable
  static func of<T>(_ value: T) -> TypedBox { TypedBoxOf(value) }
}

/// The value of a ``TypedBox`` of type `T`.
@usableFromInline
final class TypedBoxOf<T>: TypedBox, @unchecked Sendable {
  @usableFromInline let value: T

  @usableFromInline
  init(_ value: T) {
    self.value = value
    super.init(type: ObjectIdentifier(T.self))
  }
}
