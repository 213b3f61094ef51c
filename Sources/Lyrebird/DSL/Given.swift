/// Starts stubbing one or more mocked members that share a signature.
///
/// ```swift
/// given(bird.chirp(volume: any())).willReturn(true)
/// given(birdOne.getName(), birdTwo.getName()) ~> "Big Bird"
/// ```
@discardableResult
public func given<D, S, R>(
  _ handle: MemberHandle<D, S, R>,
  _ more: MemberHandle<D, S, R>...,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> StubbingManager<D, S, R> {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let handles = [handle] + more
  for failure in handles.flatMap(\.chainFailures) { FailureReporter.report(failure, at: location) }
  return StubbingManager(targets: handles.map(\.target), location: location)
}

/// Stubs a property read, for example `given(bird.name).willReturn("Ryan")`.
@_disfavoredOverload
@discardableResult
public func given<R>(
  _ expression: @autoclosure () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> StubbingManager<PropertyGetterDeclaration, () -> R, R> {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let captured = CapturedInvocation.capturing(at: location, expression)
  return StubbingManager(
    targets: captured.map { [StubTarget(context: $0.context, pattern: $0.pattern)] } ?? [], location: location)
}

/// Stubs a property write, for example `given(bird.name = any()).will { (name: String) in … }`.
///
/// Disfavored: a method that returns nothing keeps its handle form, whose `willThrow` throws.
@_disfavoredOverload
@discardableResult
public func given(
  _ expression: @autoclosure () throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> StubbingManager<PropertySetterDeclaration, UntypedSetterSignature, Void> {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let captured = CapturedInvocation.capturing(at: location, expression)
  return StubbingManager(
    targets: captured.map { [StubTarget(context: $0.context, pattern: $0.pattern)] } ?? [], location: location)
}
