/// One call of a hand-written Mockery-style mock: its arguments as a tuple, and what it returned.
///
/// `Arguments` is the tuple Mockery names: `Execution<(String, Int), Int>` for `f(a: String, b: Int) -> Int`,
/// and the bare type for one argument.
public struct Execution<Arguments, Result>: AnyExecution, AnyInvokation {
  /// The call's arguments, in declaration order.
  public let arguments: Arguments
  /// `nil` when the call threw or returned no registered value.
  public let result: Result?
  /// The error the call threw, if any.
  public let error: (any Error)?
}

/// Mockery 0.2 and 0.3's name for an ``Execution``.
public typealias Invokation<Arguments, Result> = Execution<Arguments, Result>

/// Mockery 0.4 and later's name for an ``Execution``.
public typealias MockInvokation<Arguments, Result> = Execution<Arguments, Result>

/// Any ``Execution``, whatever its types: Mockery 0.1's name.
public protocol AnyExecution {}

/// Any ``Execution``, whatever its types: Mockery 0.2 and later's name.
public protocol AnyInvokation {}

/// An execution in a mock's log, with the number that ties it to the runtime's record of the call.
struct LoggedExecution {
  let sequenceNumber: UInt64
  let execution: Any
}
