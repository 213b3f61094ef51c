import Lyrebird

/// A backing property of a member with parameters: `mock._method`, typed by the implementation
/// enum the mock declares for it.
///
/// Like ``MockedMethod`` it owns nothing: `implementation` is kept in the mock's context beside
/// `given` stubs, and the records read the calls the context logged.
public struct MockedParameterizedMethod<Implementation: MockReturningMethodImplementation>: @unchecked Sendable {
  /// The member's arguments: a labeled tuple for several parameters.
  public typealias Arguments = Implementation.Arguments
  /// What the member returns.
  public typealias ReturnValue = Implementation.ReturnValue
  /// The member's closure type.
  public typealias Closure = Implementation.Closure

  private let core: MockedMember<Arguments, ReturnValue>

  /// Made by generated mocks.
  ///
  /// - Parameters:
  ///   - mock: The mock, or its type's static mock.
  ///   - member: The member this property backs.
  ///   - arity: The member's number of arguments.
  ///   - arguments: Turns a call's recorded values into the typed invocation.
  public init(mock: any MockObject, member: Member, arity: Int, arguments: @escaping ([Any]) -> Arguments) {
    core = MockedMember(mock: mock, member: member, arity: arity, arguments: arguments)
  }

  /// What calls answer with; `.unimplemented` until set.
  ///
  /// Setting it replaces the previous one; a `given` stub made later takes precedence over it.
  public var implementation: Implementation {
    get { core.closure(as: Closure.self).map { .uncheckedInvokes($0) } ?? .unimplemented }
    nonmutating set { core.install(newValue._closure) }
  }

  private var records: CallRecords<Arguments, ReturnValue> { core.records }

  /// How many times the member was called.
  public var callCount: Int { records.callCount }
  /// Every call's arguments, oldest first: a labeled tuple for several parameters.
  public var invocations: [Arguments] { records.invocations }
  /// The newest call's arguments.
  public var lastInvocation: Arguments? { records.lastInvocation }

  /// Removes the implementation, keeping the recorded calls.
  public func reset() {
    core.install(nil)
  }
}

extension MockedParameterizedMethod where Implementation.Error == Never {
  /// What each call returned, oldest first.
  public var returnedValues: [ReturnValue] { records.returnedValues }
  /// What the newest call returned.
  public var lastReturnedValue: ReturnValue? { returnedValues.last }
}

extension MockedParameterizedMethod where Implementation.Error == any Error {
  /// What each call returned or threw, oldest first.
  public var returnedValues: [Result<ReturnValue, any Error>] { records.results }
  /// What the newest call returned or threw.
  public var lastReturnedValue: Result<ReturnValue, any Error>? { returnedValues.last }
  /// What each call that threw threw, oldest first.
  public var thrownErrors: [any Error] { records.thrownErrors }
  /// What the newest call that threw threw.
  public var lastThrownError: (any Error)? { thrownErrors.last }
}
