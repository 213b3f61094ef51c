import Lyrebird

/// Matchers for optional closure arguments of up to seven parameters, in every form a member can
/// take them (``anyClosure()`` has the others): each matches any closure but `nil`.

// MARK: optional closures
/// Matches any optional closure of 0 parameters, but not `nil`.
public func anyClosure<Result>() -> ParameterMatcher<(() -> Result)?> { notNil() }
/// Matches any optional closure of 1 parameter, but not `nil`.
public func anyClosure<P1, Result>() -> ParameterMatcher<((P1) -> Result)?> { notNil() }
/// Matches any optional closure of 2 parameters, but not `nil`.
public func anyClosure<P1, P2, Result>() -> ParameterMatcher<((P1, P2) -> Result)?> { notNil() }
/// Matches any optional closure of 3 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, Result>() -> ParameterMatcher<((P1, P2, P3) -> Result)?> { notNil() }
/// Matches any optional closure of 4 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<((P1, P2, P3, P4) -> Result)?> { notNil() }
/// Matches any optional closure of 5 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<((P1, P2, P3, P4, P5) -> Result)?> { notNil() }
/// Matches any optional closure of 6 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<((P1, P2, P3, P4, P5, P6) -> Result)?> {
  notNil()
}
/// Matches any optional closure of 7 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  ((P1, P2, P3, P4, P5, P6, P7) -> Result)?
> { notNil() }

// MARK: optional `@Sendable` closures
/// Matches any optional `@Sendable` closure of 0 parameters, but not `nil`.
public func anyClosure<Result>() -> ParameterMatcher<(@Sendable () -> Result)?> { notNil() }
/// Matches any optional `@Sendable` closure of 1 parameter, but not `nil`.
public func anyClosure<P1, Result>() -> ParameterMatcher<(@Sendable (P1) -> Result)?> { notNil() }
/// Matches any optional `@Sendable` closure of 2 parameters, but not `nil`.
public func anyClosure<P1, P2, Result>() -> ParameterMatcher<(@Sendable (P1, P2) -> Result)?> { notNil() }
/// Matches any optional `@Sendable` closure of 3 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, Result>() -> ParameterMatcher<(@Sendable (P1, P2, P3) -> Result)?> { notNil() }
/// Matches any optional `@Sendable` closure of 4 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<(@Sendable (P1, P2, P3, P4) -> Result)?> {
  notNil()
}
/// Matches any optional `@Sendable` closure of 5 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<(@Sendable (P1, P2, P3, P4, P5) -> Result)?> {
  notNil()
}
/// Matches any optional `@Sendable` closure of 6 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<
  (@Sendable (P1, P2, P3, P4, P5, P6) -> Result)?
> { notNil() }
/// Matches any optional `@Sendable` closure of 7 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  (@Sendable (P1, P2, P3, P4, P5, P6, P7) -> Result)?
> { notNil() }

// MARK: optional `throws` closures
/// Matches any optional `throws` closure of 0 parameters, but not `nil`.
public func anyThrowingClosure<Result>() -> ParameterMatcher<(() throws -> Result)?> { notNil() }
/// Matches any optional `throws` closure of 1 parameter, but not `nil`.
public func anyThrowingClosure<P1, Result>() -> ParameterMatcher<((P1) throws -> Result)?> { notNil() }
/// Matches any optional `throws` closure of 2 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, Result>() -> ParameterMatcher<((P1, P2) throws -> Result)?> { notNil() }
/// Matches any optional `throws` closure of 3 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, Result>() -> ParameterMatcher<((P1, P2, P3) throws -> Result)?> { notNil() }
/// Matches any optional `throws` closure of 4 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<((P1, P2, P3, P4) throws -> Result)?> {
  notNil()
}
/// Matches any optional `throws` closure of 5 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<
  ((P1, P2, P3, P4, P5) throws -> Result)?
> { notNil() }
/// Matches any optional `throws` closure of 6 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<
  ((P1, P2, P3, P4, P5, P6) throws -> Result)?
> { notNil() }
/// Matches any optional `throws` closure of 7 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  ((P1, P2, P3, P4, P5, P6, P7) throws -> Result)?
> { notNil() }

// MARK: optional `@Sendable` `throws` closures
/// Matches any optional `@Sendable` `throws` closure of 0 parameters, but not `nil`.
public func anyThrowingClosure<Result>() -> ParameterMatcher<(@Sendable () throws -> Result)?> { notNil() }
/// Matches any optional `@Sendable` `throws` closure of 1 parameter, but not `nil`.
public func anyThrowingClosure<P1, Result>() -> ParameterMatcher<(@Sendable (P1) throws -> Result)?> { notNil() }
/// Matches any optional `@Sendable` `throws` closure of 2 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, Result>() -> ParameterMatcher<(@Sendable (P1, P2) throws -> Result)?> {
  notNil()
}
/// Matches any optional `@Sendable` `throws` closure of 3 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, Result>() -> ParameterMatcher<(@Sendable (P1, P2, P3) throws -> Result)?> {
  notNil()
}
/// Matches any optional `@Sendable` `throws` closure of 4 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<
  (@Sendable (P1, P2, P3, P4) throws -> Result)?
> { notNil() }
/// Matches any optional `@Sendable` `throws` closure of 5 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<
  (@Sendable (P1, P2, P3, P4, P5) throws -> Result)?
> { notNil() }
/// Matches any optional `@Sendable` `throws` closure of 6 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<
  (@Sendable (P1, P2, P3, P4, P5, P6) throws -> Result)?
> { notNil() }
/// Matches any optional `@Sendable` `throws` closure of 7 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  (@Sendable (P1, P2, P3, P4, P5, P6, P7) throws -> Result)?
> { notNil() }

// MARK: optional `async` closures
/// Matches any optional `async` closure of 0 parameters, but not `nil`.
public func anyClosure<Result>() -> ParameterMatcher<(() async -> Result)?> { notNil() }
/// Matches any optional `async` closure of 1 parameter, but not `nil`.
public func anyClosure<P1, Result>() -> ParameterMatcher<((P1) async -> Result)?> { notNil() }
/// Matches any optional `async` closure of 2 parameters, but not `nil`.
public func anyClosure<P1, P2, Result>() -> ParameterMatcher<((P1, P2) async -> Result)?> { notNil() }
/// Matches any optional `async` closure of 3 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, Result>() -> ParameterMatcher<((P1, P2, P3) async -> Result)?> { notNil() }
/// Matches any optional `async` closure of 4 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<((P1, P2, P3, P4) async -> Result)?> { notNil() }
/// Matches any optional `async` closure of 5 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<((P1, P2, P3, P4, P5) async -> Result)?> {
  notNil()
}
/// Matches any optional `async` closure of 6 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<
  ((P1, P2, P3, P4, P5, P6) async -> Result)?
> { notNil() }
/// Matches any optional `async` closure of 7 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  ((P1, P2, P3, P4, P5, P6, P7) async -> Result)?
> { notNil() }

// MARK: optional `@Sendable` `async` closures
/// Matches any optional `@Sendable` `async` closure of 0 parameters, but not `nil`.
public func anyClosure<Result>() -> ParameterMatcher<(@Sendable () async -> Result)?> { notNil() }
/// Matches any optional `@Sendable` `async` closure of 1 parameter, but not `nil`.
public func anyClosure<P1, Result>() -> ParameterMatcher<(@Sendable (P1) async -> Result)?> { notNil() }
/// Matches any optional `@Sendable` `async` closure of 2 parameters, but not `nil`.
public func anyClosure<P1, P2, Result>() -> ParameterMatcher<(@Sendable (P1, P2) async -> Result)?> { notNil() }
/// Matches any optional `@Sendable` `async` closure of 3 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, Result>() -> ParameterMatcher<(@Sendable (P1, P2, P3) async -> Result)?> { notNil() }
/// Matches any optional `@Sendable` `async` closure of 4 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<(@Sendable (P1, P2, P3, P4) async -> Result)?> {
  notNil()
}
/// Matches any optional `@Sendable` `async` closure of 5 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<
  (@Sendable (P1, P2, P3, P4, P5) async -> Result)?
> { notNil() }
/// Matches any optional `@Sendable` `async` closure of 6 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<
  (@Sendable (P1, P2, P3, P4, P5, P6) async -> Result)?
> { notNil() }
/// Matches any optional `@Sendable` `async` closure of 7 parameters, but not `nil`.
public func anyClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  (@Sendable (P1, P2, P3, P4, P5, P6, P7) async -> Result)?
> { notNil() }

// MARK: optional `async throws` closures
/// Matches any optional `async throws` closure of 0 parameters, but not `nil`.
public func anyThrowingClosure<Result>() -> ParameterMatcher<(() async throws -> Result)?> { notNil() }
/// Matches any optional `async throws` closure of 1 parameter, but not `nil`.
public func anyThrowingClosure<P1, Result>() -> ParameterMatcher<((P1) async throws -> Result)?> { notNil() }
/// Matches any optional `async throws` closure of 2 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, Result>() -> ParameterMatcher<((P1, P2) async throws -> Result)?> { notNil() }
/// Matches any optional `async throws` closure of 3 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, Result>() -> ParameterMatcher<((P1, P2, P3) async throws -> Result)?> {
  notNil()
}
/// Matches any optional `async throws` closure of 4 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<((P1, P2, P3, P4) async throws -> Result)?>
{ notNil() }
/// Matches any optional `async throws` closure of 5 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<
  ((P1, P2, P3, P4, P5) async throws -> Result)?
> { notNil() }
/// Matches any optional `async throws` closure of 6 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<
  ((P1, P2, P3, P4, P5, P6) async throws -> Result)?
> { notNil() }
/// Matches any optional `async throws` closure of 7 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  ((P1, P2, P3, P4, P5, P6, P7) async throws -> Result)?
> { notNil() }

// MARK: optional `@Sendable` `async throws` closures
/// Matches any optional `@Sendable` `async throws` closure of 0 parameters, but not `nil`.
public func anyThrowingClosure<Result>() -> ParameterMatcher<(@Sendable () async throws -> Result)?> { notNil() }
/// Matches any optional `@Sendable` `async throws` closure of 1 parameter, but not `nil`.
public func anyThrowingClosure<P1, Result>() -> ParameterMatcher<(@Sendable (P1) async throws -> Result)?> { notNil() }
/// Matches any optional `@Sendable` `async throws` closure of 2 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, Result>() -> ParameterMatcher<(@Sendable (P1, P2) async throws -> Result)?> {
  notNil()
}
/// Matches any optional `@Sendable` `async throws` closure of 3 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, Result>() -> ParameterMatcher<
  (@Sendable (P1, P2, P3) async throws -> Result)?
> { notNil() }
/// Matches any optional `@Sendable` `async throws` closure of 4 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, Result>() -> ParameterMatcher<
  (@Sendable (P1, P2, P3, P4) async throws -> Result)?
> { notNil() }
/// Matches any optional `@Sendable` `async throws` closure of 5 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, P5, Result>() -> ParameterMatcher<
  (@Sendable (P1, P2, P3, P4, P5) async throws -> Result)?
> { notNil() }
/// Matches any optional `@Sendable` `async throws` closure of 6 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, Result>() -> ParameterMatcher<
  (@Sendable (P1, P2, P3, P4, P5, P6) async throws -> Result)?
> { notNil() }
/// Matches any optional `@Sendable` `async throws` closure of 7 parameters, but not `nil`.
public func anyThrowingClosure<P1, P2, P3, P4, P5, P6, P7, Result>() -> ParameterMatcher<
  (@Sendable (P1, P2, P3, P4, P5, P6, P7) async throws -> Result)?
> { notNil() }

/// Matches any optional throwing closure of one parameter, but not `nil`.
public func anyOptionalThrowingClosure<Input, Result>() -> ParameterMatcher<((Input) throws -> Result)?> { notNil() }

/// Matches any throwing closure of one parameter, but not `nil`, for an optional closure parameter
/// of a proxy (whose matchers are of the wrapped type).
public func anyOptionalThrowingClosure<Input, Result>() -> ParameterMatcher<(Input) throws -> Result> { notNil() }
