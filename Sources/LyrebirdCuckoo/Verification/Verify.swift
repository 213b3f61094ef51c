import Lyrebird

/// Starts verifying calls on `mock`: `verify(mock).greet(name: "Ann")`, `verify(mock, never()).leave()`.
///
/// The proxy's member checks the calls when it is called; failures point at this line.
public func verify<M: Mock>(
  _ mock: M,
  _ callMatcher: CallMatcher = times(1),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> M.Verification {
  mock.__lyrebirdVerificationProxy(
    VerificationSite(
      mock: mock, callMatcher: callMatcher, fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails for each call on `mocks` that no verification has matched.
public func verifyNoMoreInteractions<M: Mock>(
  _ mocks: M...,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  for mock in mocks {
    Lyrebird.verifyNoMoreInteractions(mock, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// What a verification proxy's member returns: `.with(returnType:)` names a generic result's type.
public struct VerifiedCall<Output>: Sendable {
  /// Made by ``VerificationSite/verify(_:_:)``.
  init() {}

  /// Picks the result type of a generic member: `verify(mock).decode(any()).with(returnType: Int?.self)`.
  @discardableResult
  public func with(returnType: Output.Type) -> Self { self }
}

/// Where and how a `verify(mock, …)` checks calls; verification proxies hold one.
public struct VerificationSite: @unchecked Sendable {
  let mock: any MockObject
  let callMatcher: CallMatcher
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Checks the calls to `member` whose arguments `arguments` match; generated proxies call it.
  @discardableResult
  public func verify<Output>(_ member: Member, _ arguments: [ArgumentMatcher]) -> VerifiedCall<Output> {
    let handle = MemberHandle<Void, Void, Void>(mock: mock, member: member, arguments: arguments)
    let calls = mock.__lyrebirdContext.allInvocations.filter { call in
      call.member == member && call.arguments.count == arguments.count
        && zip(arguments, call.arguments).allSatisfy { $0.matches($1) }
    }
    let stubCalls = calls.map { StubCall(method: member.name, parameters: $0.arguments, description: $0.rendered) }
    let callMatcher = self.callMatcher
    let count = CountMatcher(description: callMatcher.name) { _ in callMatcher.matches(stubCalls) }
    Lyrebird.verify(handle, fileID: fileID, filePath: filePath, line: line, column: column).wasCalled(count)
    return VerifiedCall()
  }
}
