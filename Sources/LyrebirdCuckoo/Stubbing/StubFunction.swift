import Lyrebird

/// One member of a stubbing proxy called with matchers, which `when(…)` turns into a stub.
///
/// - `Implementation`: the closure `then` takes, the arguments as one value (`(String, Int)`).
/// - `Output`: what the member returns.
/// - `Signature`: the member's own function type, as the runtime stores closures.
/// - `Declaration`: Lyrebird's marker for the kind of member, which decides whether `thenThrow` applies.
public struct StubFunction<Implementation, Output, Signature, Declaration>: @unchecked Sendable {
  let handle: MemberHandle<Declaration, Signature, Output>
  let adapt: (Implementation) -> Signature

  /// Made by generated stubbing proxies: `member` of `mock`, called with arguments `arguments` match;
  /// `adapt` turns a `then` closure into the member's signature.
  public init(
    _ mock: any MockObject, _ member: Member, _ arguments: [ArgumentMatcher],
    adapt: @escaping (Implementation) -> Signature
  ) {
    handle = MemberHandle(mock: mock, member: member, arguments: arguments)
    self.adapt = adapt
  }
}

/// Starts stubbing a call made on a stubbing proxy: `when(stub.greet(name: "Ann")).thenReturn("Hi")`.
public func when<Implementation, Output, Signature, Declaration>(
  _ function: StubFunction<Implementation, Output, Signature, Declaration>,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> StubbedFunction<Implementation, Output, Signature, Declaration> {
  StubbedFunction(
    manager: Lyrebird.given(function.handle, fileID: fileID, filePath: filePath, line: line, column: column),
    adapt: function.adapt)
}
