/// One call in a ``TypedMemberSlot``: for two `Int` arguments and a `Bool` result, 40 bytes.
@usableFromInline
struct TypedCall<Arguments, R> {
  @usableFromInline var arguments: Arguments
  @usableFromInline let sequenceNumber: UInt64
  @usableFromInline var outcome: TypedOutcome<R>
  /// Whether a `verify` counted this call, for `verifyNoMoreInteractions`.
  @usableFromInline var verified = false

  @inlinable
  init(arguments: Arguments, sequenceNumber: UInt64, outcome: TypedOutcome<R>) {
    self.arguments = arguments
    self.sequenceNumber = sequenceNumber
    self.outcome = outcome
  }
}

/// What a typed call returned or threw; `pending` while it runs.
@usableFromInline
enum TypedOutcome<R> {
  case pending
  case returned(R)
  case threw(any Error)

  /// The outcome as typed call records read it.
  var untyped: Result<Any, any Error>? {
    switch self {
    case .pending: nil
    case .returned(let value): .success(value)
    case .threw(let error): .failure(error)
    }
  }
}
