/// An argument of a generic parameter with its type erased, and the comparison for it.
///
/// A mock's builders can't be generic over every type a generic member is called with, so such
/// arguments travel as `GenericValue`: the value as `Any`, and a comparator that knows its real type.
public struct GenericValue {
  /// The argument, without its static type.
  public let value: Any
  /// Compares two erased values as the type they were erased from; `false` when either isn't it.
  public let comparator: (Any, Any) -> Bool
  /// The erased type when erasing found no comparator for it, so a matcher made from this value can
  /// report the missing comparator where the test wrote it.
  let uncomparableType: Any.Type?

  /// Wraps `value` with the comparison to use for it.
  public init(value: Any, comparator: @escaping (Any, Any) -> Bool) {
    self.value = value
    self.comparator = comparator
    self.uncomparableType = nil
  }

  /// Erases `value`, comparing it as `T` with the comparator ``Matcher`` knows for `T` now.
  init<T>(erasing value: T) {
    self.value = value
    guard let typed = Matcher.resolvedComparator(for: T.self) else {
      comparator = { _, _ in false }
      uncomparableType = T.self
      return
    }
    comparator = { left, right in
      guard let left = left as? T, let right = right as? T else { return false }
      return typed(left, right)
    }
    uncomparableType = nil
  }
}
