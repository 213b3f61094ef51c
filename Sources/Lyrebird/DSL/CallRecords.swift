/// Typed records of one mocked member's calls, read through a mock's `_member` properties:
/// `service._waterLevel.invocations.last?.north`.
///
/// A member with several parameters records labeled tuples, one with a single parameter records
/// the value, and one without parameters records `()`. This complements `verify`: it is for
/// tests that want to look at the values themselves.
public struct CallRecords<Arguments, ReturnValue> {
  private let calls: [(arguments: Arguments, outcome: Result<Any, any Error>?)]

  /// Built by generated mocks; `arguments` turns a call's recorded values into the typed form.
  public init(mock: any MockObject, member: Member, arguments: ([Any]) -> Arguments) {
    calls = mock.__lyrebirdContext.callsOfEveryResult(to: member).map {
      (arguments($0.invocation.arguments), $0.outcome)
    }
  }

  /// Built by generated mocks of a member whose typed slot the context makes on its first call.
  ///
  /// Each typed call's arguments, the slot's `(A, B)`, become the records' labeled `(north: A,
  /// east: B)` by a tuple cast: one expression, with no conversion closure for the compiler to check.
  public init(mock: any MockObject, member: Member) {
    calls = mock.__lyrebirdContext.typedCallsOfEveryResult(to: member).map { call in
      (Self.arguments(typed: call.typed, boxed: call.invocation.arguments), call.outcome)
    }
  }

  /// A call's arguments as `Arguments`: its typed tuple, or else its boxed values when there are
  /// none or one.
  private static func arguments(typed: Any?, boxed: [Any]) -> Arguments {
    if let typed, let arguments = typed as? Arguments { return arguments }
    if boxed.isEmpty, let arguments = () as? Arguments { return arguments }
    if boxed.count == 1, let arguments = boxed[0] as? Arguments { return arguments }
    return Placeholder.makeOrTrap(
      Arguments.self, for: "Recorded arguments are not \(Arguments.self)", at: SourceLocation())
  }

  /// How many times the member was called.
  public var callCount: Int { calls.count }
  /// Every call's arguments, oldest first.
  public var invocations: [Arguments] { calls.map(\.arguments) }
  /// The newest call's arguments.
  public var lastInvocation: Arguments? { calls.last?.arguments }
  /// What each finished call returned or threw, oldest first.
  public var results: [Result<ReturnValue, any Error>] {
    calls.compactMap { call in
      switch call.outcome {
      case .success(let value)?: (value as? ReturnValue).map { .success($0) }
      case .failure(let error)?: .failure(error)
      case nil: nil
      }
    }
  }
  /// The values successful calls returned, oldest first.
  public var returnedValues: [ReturnValue] {
    results.compactMap { try? $0.get() }
  }
  /// The errors calls threw, oldest first.
  public var thrownErrors: [any Error] {
    results.compactMap { result in
      if case .failure(let error) = result { return error }
      return nil
    }
  }
}

/// Typed records of a mocked property: how often it was read and the values written to it.
public struct PropertyRecords<Value> {
  /// Reads of the property.
  public let getCallCount: Int
  /// Every value assigned, oldest first.
  public let setValues: [Value]

  /// Built by generated mocks.
  public init(mock: any MockObject, property: String) {
    let context = mock.__lyrebirdContext
    getCallCount = context.calls(to: .getter(property)).count
    setValues = context.calls(to: .setter(property)).compactMap { $0.invocation.arguments.first as? Value }
  }

  /// Assignments to the property.
  public var setCallCount: Int { setValues.count }
  /// The newest value assigned.
  public var lastSetValue: Value? { setValues.last }
}

/// One recorded argument as its declared type, for generated record conversions.
///
/// The mock recorded the value itself, so the cast can only fail if a test recorded invocations
/// by hand; it then yields a placeholder rather than trapping.
public func recordedArgument<T>(_ arguments: [Any], _ index: Int, as type: T.Type = T.self) -> T {
  if index < arguments.count, let value = arguments[index] as? T { return value }
  return Placeholder.makeOrTrap(
    T.self, for: "A recorded argument is not a \(T.self)", at: SourceLocation())
}
