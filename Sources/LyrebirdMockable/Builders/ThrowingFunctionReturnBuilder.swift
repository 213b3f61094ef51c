/// `given(mock).member(…)` of a member that throws `ErrorType`: what it returns or throws next.
public struct ThrowingFunctionReturnBuilder<
  T: MockableService, ParentBuilder: Builder<T>, ReturnType, ErrorType: Error, ProduceType
>: @unchecked Sendable {
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
    add(.value(value), SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Throws `error`.
  @discardableResult
  public func willThrow(
    _ error: ErrorType, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> ParentBuilder {
    add(.error(error), SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Returns what `producer` makes of the call's arguments, or throws what it throws.
  @discardableResult
  public func willProduce(
    _ producer: ProduceType, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ParentBuilder {
    add(
      .implementation(adapt(producer)), SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Returns the success's value, or throws the failure's error.
  @discardableResult
  public func willHandle(
    _ result: Result<ReturnType, ErrorType>, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ParentBuilder {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    switch result {
    case .success(let value): return add(.value(value), location)
    case .failure(let error): return add(.error(error), location)
    }
  }

  private func add(_ behavior: StubBehavior, _ location: SourceLocation) -> ParentBuilder {
    clause.stub(behavior, at: location)
    return ParentBuilder(__lyrebirdMock: service)
  }
}

extension ThrowingFunctionReturnBuilder where ReturnType == Void {
  /// Returns, doing nothing.
  @discardableResult
  public func willReturn(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ParentBuilder {
    willReturn((), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
