/// `when(mock).member(…)`: an action each matching call runs before it is answered.
public struct FunctionActionBuilder<T: MockableService, ParentBuilder: Builder<T>>: @unchecked Sendable {
  let service: T
  let clause: MemberClause

  /// Made by generated members.
  public init(_ service: T, _ clause: MemberClause) {
    self.service = service
    self.clause = clause
  }

  /// Runs `action` on every matching call, after the actions added before it.
  @discardableResult
  public func perform(
    _ action: @escaping () -> Void, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ParentBuilder {
    clause.observe(action, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return ParentBuilder(__lyrebirdMock: service)
  }
}

/// `when(mock).property()`: actions on the property's reads and writes.
public struct PropertyActionBuilder<T: MockableService, ParentBuilder: Builder<T>>: @unchecked Sendable {
  let service: T
  let getter: MemberClause
  let setter: MemberClause?

  /// Made by generated members; a read-only property has no `setter`.
  public init(_ service: T, getter: MemberClause, setter: MemberClause?) {
    self.service = service
    self.getter = getter
    self.setter = setter
  }

  /// Runs `action` on every read.
  @discardableResult
  public func performOnGet(
    _ action: @escaping () -> Void, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ParentBuilder {
    getter.observe(action, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return ParentBuilder(__lyrebirdMock: service)
  }

  /// Runs `action` on every write the property's `newValue` parameter matches.
  @discardableResult
  public func performOnSet(
    _ action: @escaping () -> Void, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ParentBuilder {
    setter?.observe(action, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return ParentBuilder(__lyrebirdMock: service)
  }
}
