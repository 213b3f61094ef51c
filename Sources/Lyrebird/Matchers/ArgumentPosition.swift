/// Names the parameter a matcher is for, as Mockingbird's Objective-C mocks need.
///
/// Swift mocks already know each argument's position, so the matcher is used as it is; a position
/// below 1 is reported at the call (Mockingbird stops the test) and ignored.
public func arg<T>(
  _ matcher: @autoclosure () -> T,
  at position: Int,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T {
  if position < 1 {
    FailureReporter.report(
      "Argument positions must be a positive integer, not \(position)",
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
  return matcher()
}

/// The matcher for the first parameter: `arg(matcher, at: 1)`.
public func firstArg<T>(_ matcher: @autoclosure () -> T) -> T { matcher() }

/// The matcher for the second parameter: `arg(matcher, at: 2)`.
public func secondArg<T>(_ matcher: @autoclosure () -> T) -> T { matcher() }

/// The matcher for the third parameter: `arg(matcher, at: 3)`.
public func thirdArg<T>(_ matcher: @autoclosure () -> T) -> T { matcher() }

/// The matcher for the fourth parameter: `arg(matcher, at: 4)`.
public func fourthArg<T>(_ matcher: @autoclosure () -> T) -> T { matcher() }

/// The matcher for the fifth parameter: `arg(matcher, at: 5)`.
public func fifthArg<T>(_ matcher: @autoclosure () -> T) -> T { matcher() }
