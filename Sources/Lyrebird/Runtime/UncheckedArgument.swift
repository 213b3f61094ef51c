/// Hands an argument of an isolated mock's `async` member to its stub's closure.
///
/// A main-actor or actor mock awaits the stub while the closure runs, but the closure's type
/// doesn't say where it runs, so the compiler would refuse to pass it a value that isn't
/// `Sendable`. The caller is suspended until the closure returns, as with any `async` call.
public struct UncheckedArgument<Value>: @unchecked Sendable {
  /// The argument, as the member received it.
  public let value: Value

  /// Wraps `value` for the stub's closure.
  @inlinable
  public init(_ value: Value) { self.value = value }
}
