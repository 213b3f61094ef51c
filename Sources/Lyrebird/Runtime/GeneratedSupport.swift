/// Recorded in place of a non-escaping closure argument, which must not outlive the call.
///
/// Match such arguments with `any()`; the closure itself still reaches `will { … }` stubs.
public struct NonEscapingArgument: Sendable, CustomStringConvertible {
  public init() {}
  public var description: String { "<non-escaping closure>" }
}

/// Recorded in place of a `~Copyable` argument, which can't be copied into the invocation log.
public struct NoncopyableArgument: Sendable, CustomStringConvertible {
  public init() {}
  public var description: String { "<noncopyable value>" }
}

/// Narrows an error thrown by a stub to a member's typed `throws(E)`.
///
/// A stub that throws another type is a test bug: it is reported, and a placeholder `E` is thrown
/// so the test keeps running.
public func typedError<E: Error>(
  _ error: any Error, as type: E.Type,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> E {
  if let typed = error as? E { return typed }
  let message = "A stub threw \(error), but the member can only throw \(E.self)"
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  FailureReporter.report(message, at: location)
  return Placeholder.makeOrTrap(E.self, for: message, at: location)
}

/// Lets a partial mock forward a setter or `mutating` member to a value-type target.
///
/// Generated code can't know whether a protocol is class-bound, so it never declares a `var`
/// that might be reported as never mutated.
public func withMutableCopy<T, R>(of value: T, _ body: (inout T) throws -> R) rethrows -> R {
  var copy = value
  return try body(&copy)
}

/// The `async` form of ``withMutableCopy(of:_:)``.
public func withMutableCopy<T, R>(of value: T, _ body: (inout T) async throws -> R) async rethrows -> R {
  var copy = value
  return try await body(&copy)
}
