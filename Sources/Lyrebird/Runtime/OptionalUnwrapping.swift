/// Any `Optional`, so a value seen as `Any` is unwrapped by a cast, not by reflection.
///
/// A `Mirror` cost thousands of instructions a match; a cast is cached by the runtime after its first use.
private protocol ErasedOptional {
  /// The wrapped value as `Any`, or `nil` when the optional is empty.
  var erasedWrapped: Any? { get }
}

extension Optional: ErasedOptional {
  fileprivate var erasedWrapped: Any? {
    switch self {
    case .none: nil
    case .some(let wrapped): wrapped
    }
  }
}

/// The value inside any number of `Optional`s, or `nil` when one of them is empty.
package func unwrappingOptionals(_ value: Any) -> Any? {
  guard let optional = value as? any ErasedOptional else { return value }
  guard let wrapped = optional.erasedWrapped else { return nil }
  return unwrappingOptionals(wrapped)
}

/// Whether `value` is an empty optional, however deeply it is wrapped.
package func isEmptyOptional(_ value: Any) -> Bool {
  unwrappingOptionals(value) == nil
}
