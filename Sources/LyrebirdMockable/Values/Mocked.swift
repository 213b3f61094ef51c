/// A type that can stand in for itself in tests, so a relaxed mock (``MockerPolicy/relaxedMocked``)
/// can return it from a member nobody stubbed.
///
/// ```swift
/// extension Nest: Mocked {
///   static var mock: Nest { Nest(eggs: 3) }
/// }
/// ```
public protocol Mocked {
  /// The value a relaxed mock returns for this type.
  static var mock: Self { get }
  /// The values a relaxed mock returns for an array of this type; one ``mock`` unless a type says more.
  static var mocks: [Self] { get }
}

extension Mocked {
  /// One ``mock``: most types need no more for their arrays.
  public static var mocks: [Self] { [mock] }
}

/// An array of mocked elements is mocked too, as the element type's ``Mocked/mocks``.
extension Array: Mocked where Element: Mocked {
  /// The element type's ``Mocked/mocks``.
  public static var mock: [Element] { Element.mocks }
}

/// An optional of a mocked type is mocked too, as a value rather than `nil`.
extension Optional: Mocked where Wrapped: Mocked {
  /// The wrapped type's ``Mocked/mock``.
  public static var mock: Wrapped? { Wrapped.mock }
}
