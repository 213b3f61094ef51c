import Lyrebird

/// Matches arguments equal to `value`.
public func equal<T: Equatable>(to value: T) -> ParameterMatcher<T> {
  let matcher = ArgumentMatcher.equal(to: value)
  return ParameterMatcher(making: { matcher })
}

/// Matches the instance `value` itself.
public func equal<T: AnyObject>(to value: T) -> ParameterMatcher<T> {
  ParameterMatcher(description: "\(value)") { $0 === value }
}

/// Matches arguments that `equalWhen` says are equal to `value`.
public func equal<T>(to value: T, equalWhen equalityFunction: @escaping (T, T) -> Bool) -> ParameterMatcher<T> {
  ParameterMatcher(description: "\(value)") { equalityFunction(value, $0) }
}

/// Matches any `Int`.
public func anyInt() -> ParameterMatcher<Int> { any(Int.self) }

/// Matches any `String`.
public func anyString() -> ParameterMatcher<String> { any(String.self) }

/// Matches any value of `type`, and `nil` for an optional argument.
public func any<T>(_ type: T.Type = T.self) -> ParameterMatcher<T> {
  ParameterMatcher(making: { ArgumentMatcher.anything("any()") })
}

/// Matches any closure argument.
public func anyClosure<IN, OUT>() -> ParameterMatcher<(IN) -> OUT> { any() }

/// Matches any throwing closure argument.
public func anyThrowingClosure<IN, OUT>() -> ParameterMatcher<(IN) throws -> OUT> { any() }

/// Matches `nil`, for an optional argument or a value of optional type.
public func isNil<T>() -> ParameterMatcher<T> {
  ParameterMatcher(making: { ArgumentMatcher(description: "isNil()", matches: isNilValue) })
}

/// Matches any value that isn't `nil`.
public func notNil<T>() -> ParameterMatcher<T> {
  ParameterMatcher(making: { ArgumentMatcher(description: "notNil()") { !isNilValue($0) } })
}

/// Whether `value` is an empty optional, however deeply it is wrapped.
private func isNilValue(_ value: Any) -> Bool {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .optional else { return false }
  guard let wrapped = mirror.children.first?.value else { return true }
  return isNilValue(wrapped)
}
