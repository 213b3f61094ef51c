import Lyrebird

/// One member of a stubbing proxy called with matchers, which `when(…)` turns into a stub.
///
/// - `Implementation`: the closure `then` takes, the arguments as one value (`(String, Int)`).
/// - `Output`: what the member returns.
/// - `Declaration`: Lyrebird's marker for the kind of member, which decides whether `thenThrow` applies.
///
/// The member's own function type, as the runtime stores closures, is hidden, so the type depends
/// only on the arguments and result: Cuckoo's names (``ClassStubNoReturnFunction`` and family) can
/// name it to pick an overload.
public struct StubFunction<Implementation, Output, Declaration>: @unchecked Sendable {
  let begin: (Lyrebird.SourceLocation) -> StubActions<Implementation, Output>

  /// Made by generated stubbing proxies: `member` of `mock`, called with arguments `arguments` match;
  /// `adapt` turns a `then` closure into the member's signature.
  public init<Signature>(
    _ mock: any MockObject, _ member: Member, _ arguments: [ArgumentMatcher],
    adapt: @escaping (Implementation) -> Signature
  ) {
    let handle = MemberHandle<Declaration, Signature, Output>(mock: mock, member: member, arguments: arguments)
    begin = { location in
      StubActions(
        manager: Lyrebird.given(
          handle, fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column),
        adapt: adapt)
    }
  }
}

/// Starts stubbing a call made on a stubbing proxy: `when(stub.greet(name: "Ann")).thenReturn("Hi")`.
public func when<Implementation, Output, Declaration>(
  _ function: StubFunction<Implementation, Output, Declaration>,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> StubbedFunction<Implementation, Output, Declaration> {
  StubbedFunction(
    actions: function.begin(
      Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
}
