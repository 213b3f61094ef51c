import Lyrebird

/// A mock member's backing property: `mock._method`.
///
/// It owns nothing. `implementation` installs an answer in the mock's context, where `given`
/// stubs live too, and the records read the calls the context logged, as `Lyrebird.CallRecords`
/// does; so swift-mocking's API and Lyrebird's DSL work on the same mock at once.
///
/// `Effect` is `Lyrebird.ThrowingFunctionDeclaration` for members that throw, which get `.throws`
/// and record `Result`s; `Signature` is the member's closure type and `SendableSignature` the same
/// type `@Sendable`, which the checked `invokes` takes.
public struct MockedMethod<Effect, Arguments, ReturnValue, Signature, SendableSignature>: @unchecked Sendable {
  private let mock: any MockObject
  private let member: Member
  private let arity: Int
  private let arguments: ([Any]) -> Arguments
  private let sendable: (SendableSignature) -> Signature

  /// Made by generated mocks.
  ///
  /// - Parameters:
  ///   - mock: The mock, or its type's static mock.
  ///   - member: The member this property backs.
  ///   - arity: The member's number of arguments.
  ///   - arguments: Turns a call's recorded values into the typed invocation.
  ///   - sendable: Converts a checked `invokes` closure to the type the member's body calls.
  public init(
    mock: any MockObject, member: Member, arity: Int, arguments: @escaping ([Any]) -> Arguments,
    sendable: @escaping (SendableSignature) -> Signature
  ) {
    self.mock = mock
    self.member = member
    self.arity = arity
    self.arguments = arguments
    self.sendable = sendable
  }

  /// What calls answer with; `.unimplemented` until set.
  ///
  /// Setting it replaces the previous one; a `given` stub made later takes precedence over it.
  public var implementation: Implementation {
    get {
      Implementation(answer: mock.__lyrebirdContext.implementation(for: member).map { .behavior($0) } ?? .none)
    }
    nonmutating set {
      let behavior: StubBehavior? =
        switch newValue.answer {
        case .none: nil
        case .behavior(let behavior): behavior
        case .sendable(let body): .implementation(sendable(body))
        }
      mock.__lyrebirdContext.setImplementation(behavior, for: member, arity: arity, at: newValue.location)
    }
  }

  private var records: CallRecords<Arguments, ReturnValue> {
    CallRecords(mock: mock, member: member, arguments: arguments)
  }

  /// How many times the member was called.
  public var callCount: Int { records.callCount }
  /// Every call's arguments, oldest first: a labeled tuple for several parameters.
  public var invocations: [Arguments] { records.invocations }
  /// The newest call's arguments.
  public var lastInvocation: Arguments? { records.lastInvocation }

  /// Removes the implementation, keeping the recorded calls.
  public func reset() {
    mock.__lyrebirdContext.setImplementation(nil, for: member, arity: arity, at: SourceLocation())
  }
}

extension MockedMethod where Effect == FunctionDeclaration {
  /// What each call returned, oldest first.
  public var returnedValues: [ReturnValue] { records.returnedValues }
  /// What the newest call returned.
  public var lastReturnedValue: ReturnValue? { returnedValues.last }
}

extension MockedMethod where Effect == ThrowingFunctionDeclaration {
  /// What each call returned or threw, oldest first.
  public var returnedValues: [Result<ReturnValue, any Error>] { records.results }
  /// What the newest call returned or threw.
  public var lastReturnedValue: Result<ReturnValue, any Error>? { returnedValues.last }
}
