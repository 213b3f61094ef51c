/// Recorded in place of a non-escaping closure argument, which must not outlive the call.
///
/// Match such arguments with `any()`; the closure itself still reaches `will { … }` stubs.
public struct NonEscapingArgument: Sendable, CustomStringConvertible {
  /// Makes the marker; generated mocks record it in place of the closure.
  public init() {}
  /// How failure messages show the argument.
  public var description: String { "<non-escaping closure>" }
}

/// Recorded in place of a `~Copyable` argument, which can't be copied into the invocation log.
public struct NoncopyableArgument: Sendable, CustomStringConvertible {
  /// Makes the marker; generated mocks record it in place of the value.
  public init() {}
  /// How failure messages show the argument.
  public var description: String { "<noncopyable value>" }
}

/// Narrows an error thrown by a stub to a member's typed `throws(E)`.
///
/// A stub that throws another type is a test bug: it is reported at the `mock(…)` line, like an
/// unstubbed call, and a placeholder `E` is thrown so the test keeps running.
public func typedError<E: Error>(_ error: any Error, as type: E.Type, in context: MockingContext) -> E {
  if let typed = error as? E { return typed }
  let message = "\(context.mockName) threw \(error), but the member can only throw \(E.self)"
  FailureReporter.report(message, at: context.location)
  return Placeholder.makeOrTrap(E.self, for: message, at: context.location)
}

/// Lets a partial mock forward a setter or `mutating` member to a value-type target.
///
/// Generated code can't know whether a protocol is class-bound, so it never declares a `var`
/// that might be reported as never mutated.
public func withMutableCopy<T, R>(of value: T, _ body: (inout T) throws -> R) rethrows -> R {
  var copy = value
  return try body(&copy)
}

/// Lets a partial mock forward a `sending` argument it also recorded: the checker can't see that
/// the recorded copy is only read after the call, in the test's own order.
public func uncheckedSending<T>(_ value: T) -> sending T {
  nonisolated(unsafe) let copy = value
  return copy
}

/// The `async` form of ``withMutableCopy(of:_:)``.
public func withMutableCopy<T, R>(
  of value: T, isolation: isolated (any Actor)? = #isolation, _ body: (inout T) async throws -> R
) async rethrows -> R {
  // A local copy only this call sees; the body runs in the caller's isolation.
  nonisolated(unsafe) var copy = value
  return try await body(&copy)
}

/// The typed slot the context makes on a member's first typed call, such as
/// `typedSlot(.method("chirp(volume:)"), (Swift.Int).self, returning: (Swift.Bool).self)`.
///
/// The parameter types come one by one, so a single parameter of tuple type keeps its own place
/// in the slot's layout.
@inlinable
func typedSlot<each A, R>(
  _ member: Member, _ types: repeat (each A).Type, returning: R.Type
) -> TypedMemberSlot<(repeat each A), R> {
  TypedMemberSlot(
    member: member, layout: ArgumentLayout(of: repeat each types),
    box: { arguments in packedValues(repeat each arguments) })
}

/// `typedSlot(_:_:returning:)` for a member of one parameter, whose slot's `Arguments` is that
/// parameter's type itself.
///
/// A one-element pack's tuple of `Any` isn't the same type as `Any` to Swift 6.3's type checker,
/// so a single parameter doesn't go through the pack.
@inlinable
func typedSlot<A, R>(_ member: Member, _ type: A.Type, returning: R.Type) -> TypedMemberSlot<A, R> {
  TypedMemberSlot(member: member, layout: ArgumentLayout(of: type), box: { argument in packedValues(argument) })
}

/// `typedSlot(_:_:returning:)` for a member of no parameters, under a name of its own.
///
/// The context's `call…(_:with:…)` forms make their slots with `typedSlot0` to `typedSlot3`, whose
/// types the forms' own generic parameters fix.
@inlinable
func typedSlot0<R>(_ member: Member, returning: R.Type) -> TypedMemberSlot<(), R> {
  typedSlot(member, returning: returning)
}

/// `typedSlot(_:_:returning:)` for a member of one parameter; see ``typedSlot0(_:returning:)``.
@inlinable
func typedSlot1<A, R>(_ member: Member, _ type: A.Type, returning: R.Type) -> TypedMemberSlot<A, R> {
  typedSlot(member, type, returning: returning)
}

/// `typedSlot(_:_:returning:)` for a member of two parameters; see ``typedSlot0(_:returning:)``.
@inlinable
func typedSlot2<A, B, R>(
  _ member: Member, _ first: A.Type, _ second: B.Type, returning: R.Type
) -> TypedMemberSlot<(A, B), R> {
  typedSlot(member, first, second, returning: returning)
}

/// `typedSlot(_:_:returning:)` for a member of three parameters; see ``typedSlot0(_:returning:)``.
@inlinable
func typedSlot3<A, B, C, R>(
  _ member: Member, _ first: A.Type, _ second: B.Type, _ third: C.Type, returning: R.Type
) -> TypedMemberSlot<(A, B, C), R> {
  typedSlot(member, first, second, third, returning: returning)
}
