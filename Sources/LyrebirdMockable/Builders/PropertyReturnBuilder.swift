/// `given(mock).property` of a property whose getter can't throw: what it reads next.
public struct PropertyReturnBuilder<T: MockableService, ParentBuilder: Builder<T>, ReturnType>: @unchecked Sendable {
  let service: T
  let clause: MemberClause

  /// Made by generated members, for the property's getter.
  public init(_ service: T, _ clause: MemberClause) {
    self.service = service
    self.clause = clause
  }

  /// Reads `value`.
  @discardableResult
  public func willReturn(
    _ value: ReturnType, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> ParentBuilder {
    clause.stub(.value(value), at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return ParentBuilder(__lyrebirdMock: service)
  }

  /// Reads what `producer` makes.
  @discardableResult
  public func willProduce(
    _ producer: @escaping () -> ReturnType, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ParentBuilder {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    clause.stub(.implementation(producer), at: location)
    return ParentBuilder(__lyrebirdMock: service)
  }
}
