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

/// Matches any `Int`; for an optional argument, any but `nil`, as Cuckoo's does.
public func anyInt() -> ParameterMatcher<Int> { anyValue("anyInt()") }

/// Matches any `String`; for an optional argument, any but `nil`, as Cuckoo's does.
public func anyString() -> ParameterMatcher<String> { anyValue("anyString()") }

/// Matches every argument but `nil`.
///
/// Typed, so an argument of type `T` matches in place; an optional one is cast to `T`, which an
/// empty optional, however deeply wrapped, isn't.
private func anyValue<T>(_ description: String) -> ParameterMatcher<T> {
  ParameterMatcher(description: description) { _ in true }
}

/// Matches any value of `type`, and `nil` for an optional argument.
public func any<T>(_ type: T.Type = T.self) -> ParameterMatcher<T> {
  ParameterMatcher(making: { ArgumentMatcher.anything("any()") })
}

/// Matches `nil`, for an optional argument or a value of optional type.
public func isNil<T>() -> ParameterMatcher<T> {
  ParameterMatcher(making: { ArgumentMatcher(description: "isNil()", matches: isEmptyOptional) })
}

/// Matches any value that isn't `nil`.
public func notNil<T>() -> ParameterMatcher<T> {
  ParameterMatcher(making: { ArgumentMatcher(description: "notNil()") { !isEmptyOptional($0) } })
}

/// Matches an optional argument equal to `value`; `nil` matches `nil`.
public func equal<T: Equatable>(to value: T?) -> ParameterMatcher<T?> {
  ParameterMatcher(description: "\(String(describing: value))") { $0 == value }
}

/// Matches the optional instance `value` itself; `nil` matches `nil`.
public func equal<T: AnyObject>(to value: T?) -> ParameterMatcher<T?> {
  sameInstance(as: value)
}

/// Matches optional arguments that `equalWhen` says are equal to `value`.
public func equal<T>(to value: T?, equalWhen equalityFunction: @escaping (T?, T?) -> Bool) -> ParameterMatcher<T?> {
  ParameterMatcher(description: "\(String(describing: value))") { equalityFunction(value, $0) }
}

/// Matches the instance `object` itself.
public func sameInstance<T: AnyObject>(as object: T) -> ParameterMatcher<T> {
  ParameterMatcher(description: "sameInstance(as: \(object))") { $0 === object }
}

/// Matches the optional instance `object` itself; `nil` matches `nil`.
public func sameInstance<T: AnyObject>(as object: T?) -> ParameterMatcher<T?> {
  ParameterMatcher(description: "sameInstance(as: \(String(describing: object)))") { $0 === object }
}

/// Matches any `Int` of an optional argument, but not `nil`.
public func anyInt() -> ParameterMatcher<Int?> { notNil() }

/// Matches any `String` of an optional argument, but not `nil`.
public func anyString() -> ParameterMatcher<String?> { notNil() }

/// Matches any optional argument of `type`, `nil` too.
public func any<T>(_ type: T.Type = T.self) -> ParameterMatcher<T?> {
  ParameterMatcher(making: { ArgumentMatcher.anything("any()") })
}

/// Matches what `matcher` doesn't.
public func not<T>(_ matcher: ParameterMatcher<T>) -> ParameterMatcher<T> {
  let inner = matcher.make()
  return ParameterMatcher(description: "not(\(inner))") { !inner.matches($0) }
}

/// Matches arguments whose `mapping` the matchable `matchable` matches: `wrap(matchable: "Ann", mapping: \.name)`.
public func wrap<M: Matchable, IN>(matchable: M, mapping: @escaping (IN) -> M.MatchedType) -> ParameterMatcher<IN> {
  let inner = matchable.matcher.make()
  return ParameterMatcher(description: "wrap(\(inner))") { inner.matches(mapping($0)) }
}

/// Matches arguments whose optional `mapping` the optional matchable `matchable` matches.
public func wrap<M: OptionalMatchable, IN, O>(
  matchable: M, mapping: @escaping (IN) -> M.OptionalMatchedType?
) -> ParameterMatcher<IN> where M.OptionalMatchedType == O {
  let inner = matchable.optionalMatcher.make()
  // The optional itself is matched: `nil` is a value the matcher may accept.
  return ParameterMatcher(description: "wrap(\(inner))") { inner.matches(mapping($0) as Any) }
}
