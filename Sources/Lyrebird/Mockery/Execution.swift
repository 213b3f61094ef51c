/// One call of a hand-written Mockery-style mock: its arguments as a tuple, and what it returned.
public struct Execution<each Argument, Result> {
  /// The call's arguments, in declaration order.
  public let arguments: (repeat each Argument)
  /// `nil` when the call threw or returned no registered value.
  public let result: Result?
  /// The error the call threw, if any.
  public let error: (any Error)?
}
