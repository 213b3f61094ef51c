/// `when(mock).member(…)` of an overload whose parameters another overload shares (they differ only
/// in their result, effects or `inout`): `Signature`, the member's type, tells the two apart, as
/// `when(mock).count() as OverloadedFunctionActionBuilder<_, _, () -> Int>` picks one.
public struct OverloadedFunctionActionBuilder<T: MockableService, ParentBuilder: Builder<T>, Signature>:
  @unchecked Sendable
{
  let builder: FunctionActionBuilder<T, ParentBuilder>

  /// Made by generated members.
  public init(_ service: T, _ clause: MemberClause) {
    builder = FunctionActionBuilder(service, clause)
  }

  /// Runs `action` on every matching call, after the actions added before it.
  @discardableResult
  public func perform(
    _ action: @escaping () -> Void, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ParentBuilder {
    builder.perform(action, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// `verify(mock).member(…)` of an overload whose parameters another overload shares: `Signature`
/// tells the two apart (``OverloadedFunctionActionBuilder``).
public struct OverloadedFunctionVerifyBuilder<T: MockableService, ParentBuilder: Builder<T>, Signature>:
  @unchecked Sendable
{
  let builder: FunctionVerifyBuilder<T, ParentBuilder>

  /// Made by generated members.
  public init(_ service: T, _ clause: MemberClause) {
    builder = FunctionVerifyBuilder(service, clause)
  }

  /// Reports a failure at this line unless the number of matching calls satisfies `count`.
  @discardableResult
  public func called(
    _ count: Count, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> ParentBuilder {
    builder.called(count, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits until the matching calls satisfy `count`, at most `timeout`; then as `called(_:)`.
  @discardableResult
  public func calledEventually(
    _ count: Count, before timeout: TimeoutDuration = .seconds(1), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> ParentBuilder {
    await builder.calledEventually(
      count, before: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
