import Lyrebird

/// A settable subscript of a stubbing proxy, called with matchers for its parameters:
/// `when(stub[anyInt()].get).thenReturn("a")`, `when(stub[0].set(anyString())).thenDoNothing()`.
///
/// - `Getter`: the getter's ``StubFunction``, which generated proxies build.
/// - `SetImplementation`: the closure the setter's `then` takes, the parameters and new value as one tuple.
/// - `SetSignature`: the setter's own function type, as the runtime stores closures.
public struct StubSubscript<Value, Getter, SetImplementation, SetSignature>: @unchecked Sendable {
  /// The subscript's getter, for `when(…)`.
  public let get: Getter
  private let mock: any MockObject
  private let setter: Member
  private let arguments: [ArgumentMatcher]
  private let adapt: (SetImplementation) -> SetSignature

  /// Made by generated stubbing proxies: the getter, and the setter `setter` of `mock` for calls
  /// whose parameters `arguments` match; `adapt` turns a setter's `then` closure into its signature.
  public init(
    get: Getter, _ mock: any MockObject, setter: Member, _ arguments: [ArgumentMatcher],
    adapt: @escaping (SetImplementation) -> SetSignature
  ) {
    self.get = get
    self.mock = mock
    self.setter = setter
    self.arguments = arguments
    self.adapt = adapt
  }

  /// The subscript's setter, for new values that `value` matches.
  public func set<M: Matchable>(
    _ value: M
  ) -> StubFunction<SetImplementation, Void, PropertySetterDeclaration> where M.MatchedType == Value {
    StubFunction(mock, setter, arguments + [matcher(for: value)], adapt: adapt)
  }
}
