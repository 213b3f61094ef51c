/// What a stub or a verification expects of one argument: anything, a value, or what a closure accepts.
///
/// ```swift
/// given(aviary).feed(.any).willReturn(true)
/// verify(aviary).count(.value("wren")).called(1)
/// verify(aviary).ring(.matching { $0 > 3 }).called(.never)
/// ```
public enum Parameter<Value>: @unchecked Sendable {
  /// Any argument matches.
  case any
  /// An argument equal to this value matches, compared as ``Matcher`` compares `Value`.
  case value(Value)
  /// An argument matches when the closure returns `true` for it.
  case matching((Value) -> Bool)
}

extension Parameter {
  /// An expected value for a generic parameter: `value` with its type erased, compared as its own type.
  public static func generic<T>(_ value: T) -> Parameter<GenericValue> {
    Parameter<T>.value(value).eraseToGenericValue()
  }

  /// The same expectation over an erased argument, for members generic over the argument's type.
  ///
  /// `.any` stays `.any`; `.value` keeps its comparison as `Value`; `.matching` accepts only
  /// arguments that were a `Value` before they were erased.
  public func eraseToGenericValue() -> Parameter<GenericValue> {
    switch self {
    case .any:
      return .any
    case .value(let value):
      return .value(GenericValue(erasing: value))
    case .matching(let predicate):
      return .matching { generic in
        guard let value = generic.value as? Value else { return false }
        return predicate(value)
      }
    }
  }
}
