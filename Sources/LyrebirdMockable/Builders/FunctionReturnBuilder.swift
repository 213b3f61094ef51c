/// `given(mock).member(…)` of a member that can't throw: what it returns next.
///
/// Each clause adds one answer; a member's answers are used in the order they were given, each
/// for one call while another matching one waits, the last for every call after.
public struct FunctionReturnBuilder<T: MockableService, ParentBuilder: Builder<T>, ReturnType, ProduceType>:
  @unchecked Sendable
{
  let service: T
  let clause: MemberClause
  let adapt: (ProduceType) -> Any

  /// Made by generated members; `adapt` turns a producer into the member's stub closure.
  public init(_ service: T, _ clause: MemberClause, adapt: @escaping (ProduceType) -> Any) {
    self.service = service
    self.clause = clause
    self.adapt = adapt
  }

  /// Returns `value`.
  @discardableResult
  public func willReturn(
    _ value: ReturnType, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> ParentBuilder {
    clause.stub(.value(value), at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return ParentBuilder(__lyrebirdMock: service)
  }

  /// Returns what `producer` makes of the call's arguments.
  @discardableResult
  public func willProduce(
    _ producer: ProduceType, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ParentBuilder {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    clause.stub(.implementation(adapt(producer)), at: location)
    return ParentBuilder(__lyrebirdMock: service)
  }
}

extension FunctionReturnBuilder where ReturnType == Void {
  /// Returns, doing nothing.
  @discardableResult
  public func willReturn(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ParentBuilder {
    willReturn((), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
