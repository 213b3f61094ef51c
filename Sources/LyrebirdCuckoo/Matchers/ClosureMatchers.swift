import Lyrebird

/// Matchers for closure arguments of up to seven parameters, in every form a member can take them:
/// throwing or not, `async` or not, `@Sendable` or not, and optional (which match any closure but `nil`).
///
/// Closures can't be compared, so these are the only matchers closure arguments have; the type of the
/// member's parameter picks the overload: `when(stub.fetch(completion: anyClosure())).then { … }`.

// MARK: plain closures
/// Matches any closure of 0 parameters.
public func anyClosure<Result>() -> ParameterMatcher<() -> Result> { anyClosureArgument() }
/// Matches any closure of 1 parameter.
public func anyClosure<P1, Result>() -> ParameterMatcher<(P1) -> Result> { anyClosureArgument() }
/// Matches any closure of 2 parameters.
public func anyClosure<P1, P2, Result>() -> ParameterMatcher<(P1, P2) -> Result> { anyClosureArgument() }
/// Matches any closure of 3 parameters.
public func anyClosure<P1, P2, P3, Result>() -> ParameterMatcher<(P1, P2, P3) -> Result> { anyClosureArgument() }
/// Matches any closure of 4 parameters.
public func anyClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<(P1, P2, P3, P4) -> Result> {
  anyClosureArgument()
}
/// Matches any closure of 5 parameters.
public func anyClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<(P1, P2, P3, P4, P5) -> Result> {
  anyClosureArgument()
}
/// Matches any closure of 6 parameters.
public func anyClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<(P1, P2, P3, P4, P5, P6) -> Result> {
  anyClosureArgument()
}
/// Matches any closure of 7 parameters.
public func anyClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<(P1, P2, P3, P4, P5, P6, P7) -> Result>
{ anyClosureArgument() }

// MARK: `@Sendable` closures
/// Matches any `@Sendable` closure of 0 parameters.
public func anyClosure<Result>() -> ParameterMatcher<@Sendable () -> Result> { anyClosureArgument() }
/// Matches any `@Sendable` closure of 1 parameter.
public func anyClosure<P1, Result>() -> ParameterMatcher<@Sendable (P1) -> Result> { anyClosureArgument() }
/// Matches any `@Sendable` closure of 2 parameters.
public func anyClosure<P1, P2, Result>() -> ParameterMatcher<@Sendable (P1, P2) -> Result> { anyClosureArgument() }
/// Matches any `@Sendable` closure of 3 parameters.
public func anyClosure<P1, P2, P3, Result>() -> ParameterMatcher<@Sendable (P1, P2, P3) -> Result> {
  anyClosureArgument()
}
/// Matches any `@Sendable` closure of 4 parameters.
public func anyClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<@Sendable (P1, P2, P3, P4) -> Result> {
  anyClosureArgument()
}
/// Matches any `@Sendable` closure of 5 parameters.
public func anyClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<@Sendable (P1, P2, P3, P4, P5) -> Result> {
  anyClosureArgument()
}
/// Matches any `@Sendable` closure of 6 parameters.
public func anyClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<
  @Sendable (P1, P2, P3, P4, P5, P6) -> Result
> { anyClosureArgument() }
/// Matches any `@Sendable` closure of 7 parameters.
public func anyClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  @Sendable (P1, P2, P3, P4, P5, P6, P7) -> Result
> { anyClosureArgument() }

// MARK: `throws` closures
/// Matches any `throws` closure of 0 parameters.
public func anyThrowingClosure<Result>() -> ParameterMatcher<() throws -> Result> { anyClosureArgument() }
/// Matches any `throws` closure of 1 parameter.
public func anyThrowingClosure<P1, Result>() -> ParameterMatcher<(P1) throws -> Result> { anyClosureArgument() }
/// Matches any `throws` closure of 2 parameters.
public func anyThrowingClosure<P1, P2, Result>() -> ParameterMatcher<(P1, P2) throws -> Result> { anyClosureArgument() }
/// Matches any `throws` closure of 3 parameters.
public func anyThrowingClosure<P1, P2, P3, Result>() -> ParameterMatcher<(P1, P2, P3) throws -> Result> {
  anyClosureArgument()
}
/// Matches any `throws` closure of 4 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<(P1, P2, P3, P4) throws -> Result> {
  anyClosureArgument()
}
/// Matches any `throws` closure of 5 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<(P1, P2, P3, P4, P5) throws -> Result>
{ anyClosureArgument() }
/// Matches any `throws` closure of 6 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<
  (P1, P2, P3, P4, P5, P6) throws -> Result
> { anyClosureArgument() }
/// Matches any `throws` closure of 7 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  (P1, P2, P3, P4, P5, P6, P7) throws -> Result
> { anyClosureArgument() }

// MARK: `@Sendable` `throws` closures
/// Matches any `@Sendable` `throws` closure of 0 parameters.
public func anyThrowingClosure<Result>() -> ParameterMatcher<@Sendable () throws -> Result> { anyClosureArgument() }
/// Matches any `@Sendable` `throws` closure of 1 parameter.
public func anyThrowingClosure<P1, Result>() -> ParameterMatcher<@Sendable (P1) throws -> Result> {
  anyClosureArgument()
}
/// Matches any `@Sendable` `throws` closure of 2 parameters.
public func anyThrowingClosure<P1, P2, Result>() -> ParameterMatcher<@Sendable (P1, P2) throws -> Result> {
  anyClosureArgument()
}
/// Matches any `@Sendable` `throws` closure of 3 parameters.
public func anyThrowingClosure<P1, P2, P3, Result>() -> ParameterMatcher<@Sendable (P1, P2, P3) throws -> Result> {
  anyClosureArgument()
}
/// Matches any `@Sendable` `throws` closure of 4 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<
  @Sendable (P1, P2, P3, P4) throws -> Result
> { anyClosureArgument() }
/// Matches any `@Sendable` `throws` closure of 5 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<
  @Sendable (P1, P2, P3, P4, P5) throws -> Result
> { anyClosureArgument() }
/// Matches any `@Sendable` `throws` closure of 6 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<
  @Sendable (P1, P2, P3, P4, P5, P6) throws -> Result
> { anyClosureArgument() }
/// Matches any `@Sendable` `throws` closure of 7 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  @Sendable (P1, P2, P3, P4, P5, P6, P7) throws -> Result
> { anyClosureArgument() }

// MARK: `async` closures
/// Matches any `async` closure of 0 parameters.
public func anyClosure<Result>() -> ParameterMatcher<() async -> Result> { anyClosureArgument() }
/// Matches any `async` closure of 1 parameter.
public func anyClosure<P1, Result>() -> ParameterMatcher<(P1) async -> Result> { anyClosureArgument() }
/// Matches any `async` closure of 2 parameters.
public func anyClosure<P1, P2, Result>() -> ParameterMatcher<(P1, P2) async -> Result> { anyClosureArgument() }
/// Matches any `async` closure of 3 parameters.
public func anyClosure<P1, P2, P3, Result>() -> ParameterMatcher<(P1, P2, P3) async -> Result> { anyClosureArgument() }
/// Matches any `async` closure of 4 parameters.
public func anyClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<(P1, P2, P3, P4) async -> Result> {
  anyClosureArgument()
}
/// Matches any `async` closure of 5 parameters.
public func anyClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<(P1, P2, P3, P4, P5) async -> Result> {
  anyClosureArgument()
}
/// Matches any `async` closure of 6 parameters.
public func anyClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<(P1, P2, P3, P4, P5, P6) async -> Result> {
  anyClosureArgument()
}
/// Matches any `async` closure of 7 parameters.
public func anyClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  (P1, P2, P3, P4, P5, P6, P7) async -> Result
> { anyClosureArgument() }

// MARK: `@Sendable` `async` closures
/// Matches any `@Sendable` `async` closure of 0 parameters.
public func anyClosure<Result>() -> ParameterMatcher<@Sendable () async -> Result> { anyClosureArgument() }
/// Matches any `@Sendable` `async` closure of 1 parameter.
public func anyClosure<P1, Result>() -> ParameterMatcher<@Sendable (P1) async -> Result> { anyClosureArgument() }
/// Matches any `@Sendable` `async` closure of 2 parameters.
public func anyClosure<P1, P2, Result>() -> ParameterMatcher<@Sendable (P1, P2) async -> Result> {
  anyClosureArgument()
}
/// Matches any `@Sendable` `async` closure of 3 parameters.
public func anyClosure<P1, P2, P3, Result>() -> ParameterMatcher<@Sendable (P1, P2, P3) async -> Result> {
  anyClosureArgument()
}
/// Matches any `@Sendable` `async` closure of 4 parameters.
public func anyClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<@Sendable (P1, P2, P3, P4) async -> Result> {
  anyClosureArgument()
}
/// Matches any `@Sendable` `async` closure of 5 parameters.
public func anyClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<@Sendable (P1, P2, P3, P4, P5) async -> Result>
{ anyClosureArgument() }
/// Matches any `@Sendable` `async` closure of 6 parameters.
public func anyClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<
  @Sendable (P1, P2, P3, P4, P5, P6) async -> Result
> { anyClosureArgument() }
/// Matches any `@Sendable` `async` closure of 7 parameters.
public func anyClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  @Sendable (P1, P2, P3, P4, P5, P6, P7) async -> Result
> { anyClosureArgument() }

// MARK: `async throws` closures
/// Matches any `async throws` closure of 0 parameters.
public func anyThrowingClosure<Result>() -> ParameterMatcher<() async throws -> Result> { anyClosureArgument() }
/// Matches any `async throws` closure of 1 parameter.
public func anyThrowingClosure<P1, Result>() -> ParameterMatcher<(P1) async throws -> Result> { anyClosureArgument() }
/// Matches any `async throws` closure of 2 parameters.
public func anyThrowingClosure<P1, P2, Result>() -> ParameterMatcher<(P1, P2) async throws -> Result> {
  anyClosureArgument()
}
/// Matches any `async throws` closure of 3 parameters.
public func anyThrowingClosure<P1, P2, P3, Result>() -> ParameterMatcher<(P1, P2, P3) async throws -> Result> {
  anyClosureArgument()
}
/// Matches any `async throws` closure of 4 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<(P1, P2, P3, P4) async throws -> Result> {
  anyClosureArgument()
}
/// Matches any `async throws` closure of 5 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<
  (P1, P2, P3, P4, P5) async throws -> Result
> { anyClosureArgument() }
/// Matches any `async throws` closure of 6 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<
  (P1, P2, P3, P4, P5, P6) async throws -> Result
> { anyClosureArgument() }
/// Matches any `async throws` closure of 7 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  (P1, P2, P3, P4, P5, P6, P7) async throws -> Result
> { anyClosureArgument() }

// MARK: `@Sendable` `async throws` closures
/// Matches any `@Sendable` `async throws` closure of 0 parameters.
public func anyThrowingClosure<Result>() -> ParameterMatcher<@Sendable () async throws -> Result> {
  anyClosureArgument()
}
/// Matches any `@Sendable` `async throws` closure of 1 parameter.
public func anyThrowingClosure<P1, Result>() -> ParameterMatcher<@Sendable (P1) async throws -> Result> {
  anyClosureArgument()
}
/// Matches any `@Sendable` `async throws` closure of 2 parameters.
public func anyThrowingClosure<P1, P2, Result>() -> ParameterMatcher<@Sendable (P1, P2) async throws -> Result> {
  anyClosureArgument()
}
/// Matches any `@Sendable` `async throws` closure of 3 parameters.
public func anyThrowingClosure<P1, P2, P3, Result>() -> ParameterMatcher<@Sendable (P1, P2, P3) async throws -> Result>
{ anyClosureArgument() }
/// Matches any `@Sendable` `async throws` closure of 4 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<
  @Sendable (P1, P2, P3, P4) async throws -> Result
> { anyClosureArgument() }
/// Matches any `@Sendable` `async throws` closure of 5 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<
  @Sendable (P1, P2, P3, P4, P5) async throws -> Result
> { anyClosureArgument() }
/// Matches any `@Sendable` `async throws` closure of 6 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<
  @Sendable (P1, P2, P3, P4, P5, P6) async throws -> Result
> { anyClosureArgument() }
/// Matches any `@Sendable` `async throws` closure of 7 parameters.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  @Sendable (P1, P2, P3, P4, P5, P6, P7) async throws -> Result
> { anyClosureArgument() }

/// Matches any closure argument, a non-escaping one's marker too, but not `nil`: for an optional
/// closure parameter, as Cuckoo's `anyClosure()` doesn't.
private func anyClosureArgument<T>() -> ParameterMatcher<T> {
  ParameterMatcher(making: { ArgumentMatcher(description: "anyClosure()") { !isEmptyOptional($0) } })
}
