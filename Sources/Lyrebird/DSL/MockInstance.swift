/// Adopts a mock made by its own initializer, such as a class mock's `TreeMock(with: bird)`.
///
/// ```swift
/// let tree = mock(instance: TreeMock(with: bird))
/// ```
///
/// The mock is returned as is; its missing-stub failures are reported at this line.
@discardableResult
public func mock<M: MockObject>(
  instance: M,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> M {
  instance.__lyrebirdContext.adopt(
    location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  return instance
}
