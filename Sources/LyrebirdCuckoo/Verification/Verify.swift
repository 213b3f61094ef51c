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

/// Fails when `mocks` received calls no verification has matched, listing them as Cuckoo does.
public func verifyNoMoreInteractions(
  _ mocks: any Mock...,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  for mock in mocks {
    let unverified = mock.__lyrebirdContext.unverifiedInvocations()
    guard !unverified.isEmpty else { continue }
    let calls = unverified.enumerated().map { "\($0 + 1). \(RecordedStubCall(invocation: $1).listed)" }
    MockManager.report(
      (["No more interactions wanted but some found:"] + calls).joined(separator: "\n"), at: location)
  }
}

/// What a verification proxy's member returns: `Input` is the arguments as one value, `Output`
/// the result; `.with(returnType:)` names a generic result's type.
public struct VerifiedCall<Input, Output>: Sendable {
  /// Made by ``VerificationSite/verify(_:_:)``.
  init() {}

  /// Picks the result type of a generic member: `verify(mock).decode(any()).with(returnType: Int?.self)`.
  @discardableResult
  public func with(returnType: Output.Type) -> Self { self }
}

/// Cuckoo's name for what a verification proxy's member returns, which tests name to pick an
/// overload by its arguments or result: `verify(mock).load(any()) as __DoNotUse<(Int?, String), Int>`.
public typealias __DoNotUse<IN, OUT> = VerifiedCall<IN, OUT>

/// Where and how a `verify(mock, …)` checks calls; verification proxies hold one.
public struct VerificationSite: @unchecked Sendable {
  let mock: any MockObject
  let callMatcher: CallMatcher
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Checks the calls to `member` whose arguments `arguments` match; generated proxies call it.
  ///
  /// A failure reads as Cuckoo's ("Wanted 2 times but invoked 1 times.") and goes through
  /// ``MockManager/fail``.
  @discardableResult
  public func verify<Input, Output>(
    _ member: Member, _ arguments: [ArgumentMatcher]
  ) -> VerifiedCall<Input, Output> {
    let handle = MemberHandle<Void, Void, Void>(mock: mock, member: member, arguments: arguments)
    let calls = mock.__lyrebirdContext.allInvocations.filter { call in
      call.member == member && call.arguments.count == arguments.count
        && zip(arguments, call.arguments).allSatisfy { $0.matches($1) }
    }
    // The runtime's verification marks the calls verified and fills captors; the count is checked here.
    let anyCount = CountMatcher(description: callMatcher.name) { _ in true }
    Lyrebird.verify(handle, fileID: fileID, filePath: filePath, line: line, column: column).wasCalled(anyCount)
    if !callMatcher.matches(calls.map(RecordedStubCall.init)) {
      let invoked = calls.isEmpty ? "not invoked" : "invoked \(calls.count) times"
      MockManager.report(
        "Wanted \(callMatcher.name) but \(invoked).",
        at: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return VerifiedCall()
  }
}
