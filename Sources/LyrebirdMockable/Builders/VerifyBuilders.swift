/// `verify(mock).member(…)`: checks how many matching calls the mock received.
public struct FunctionVerifyBuilder<T: MockableService, ParentBuilder: Builder<T>>: @unchecked Sendable {
  let service: T
  let clause: MemberClause

  /// Made by generated members.
  public init(_ service: T, _ clause: MemberClause) {
    self.service = service
    self.clause = clause
  }

  /// Reports a failure at this line unless the number of matching calls satisfies `count`.
  @discardableResult
  public func called(
    _ count: Count, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> ParentBuilder {
    clause.verify(count, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return ParentBuilder(__lyrebirdMock: service)
  }

  /// Waits until the matching calls satisfy `count`, at most `timeout`; then as `called(_:)`.
  @discardableResult
  public func calledEventually(
    _ count: Count, before timeout: TimeoutDuration = .seconds(1), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> ParentBuilder {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await clause.verify(count, before: timeout, at: location)
    return ParentBuilder(__lyrebirdMock: service)
  }
}

/// `verify(mock).property()`: checks the property's reads and writes.
public struct PropertyVerifyBuilder<T: MockableService, ParentBuilder: Builder<T>>: @unchecked Sendable {
  let service: T
  let getter: MemberClause
  let setter: MemberClause?

  /// Made by generated members; a read-only property has no `setter`.
  public init(_ service: T, getter: MemberClause, setter: MemberClause?) {
    self.service = service
    self.getter = getter
    self.setter = setter
  }

  /// Reports a failure at this line unless the number of reads satisfies `count`.
  @discardableResult
  public func getCalled(
    _ count: Count, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> ParentBuilder {
    getter.verify(count, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return ParentBuilder(__lyrebirdMock: service)
  }

  /// Waits until the reads satisfy `count`, at most `timeout`; then as `getCalled`.
  @discardableResult
  public func getCalledEventually(
    _ count: Count, before timeout: TimeoutDuration = .seconds(1), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> ParentBuilder {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await getter.verify(count, before: timeout, at: location)
    return ParentBuilder(__lyrebirdMock: service)
  }

  /// Reports a failure at this line unless the number of matching writes satisfies `count`.
  @discardableResult
  public func setCalled(
    _ count: Count, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> ParentBuilder {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let setter else { return readOnly(count, at: location) }
    setter.verify(count, at: location)
    return ParentBuilder(__lyrebirdMock: service)
  }

  /// Waits until the matching writes satisfy `count`, at most `timeout`; then as `setCalled`.
  @discardableResult
  public func setCalledEventually(
    _ count: Count, before timeout: TimeoutDuration = .seconds(1), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> ParentBuilder {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let setter else { return readOnly(count, at: location) }
    await setter.verify(count, before: timeout, at: location)
    return ParentBuilder(__lyrebirdMock: service)
  }

  /// A read-only property is never written: `count` has to accept none.
  private func readOnly(_ count: Count, at location: SourceLocation) -> ParentBuilder {
    if !count.satisfies(0) {
      FailureReporter.report("\(getter.member.name) is read-only, so it can't be set \(count) times", at: location)
    }
    return ParentBuilder(__lyrebirdMock: service)
  }
}
