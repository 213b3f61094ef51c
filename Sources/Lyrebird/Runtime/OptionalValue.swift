/// Lets the runtime build `nil`, test for it and unwrap a value seen as `Any`, without knowing the
/// wrapped type.
///
/// Unwrapping is a cast to this protocol, not a `Mirror`, which cost thousands of instructions a
/// match; the runtime caches the cast after its first use.
package protocol OptionalValue {
  static var noneValue: Self { get }
  var isNone: Bool { get }
  /// The wrapped value as `Any`, or `nil` when the optional is empty.
  var erasedWrapped: Any? { get }
}

extension Optional: OptionalValue {
  package static var noneValue: Self { nil }
  package var isNone: Bool { self == nil }
  package var erasedWrapped: Any? {
    switch self {
    case .none: nil
    case .some(let wrapped): wrapped
    }
  }
}

/// The value inside any number of `Optional`s, or `nil` when one of them is empty.
package func unwrappingOptionals(_ value: Any) -> Any? {
  guard let optional = value as? any OptionalValue else { return value }
  guard let wrapped = optional.erasedWrapped else { return nil }
  return unwrappingOptionals(wrapped)
}

/// Whether `value` is an empty optional, however deeply it is wrapped.
package func isEmptyOptional(_ value: Any) -> Bool {
  unwrappingOptionals(value) == nil
}
