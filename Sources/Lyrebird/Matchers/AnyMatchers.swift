/// Matches any value.
public func any<T>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T {
  register(
    ArgumentMatcher.anything("any()"), as: T.self,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Matches any value of `type`; use it when overloads differ by parameter type.
public func any<T>(
  _ type: T.Type,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T {
  register(
    ArgumentMatcher(description: "any(\(T.self).self)") { $0 is T }, as: T.self,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Matches a value equal to one of `objects`.
public func any<T: Equatable>(
  of objects: T...,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T {
  register(
    typedMatcher("any(of: \(objects.map(describeArgument).joined(separator: ", ")))") { objects.contains($0) },
    as: T.self, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Matches one of `objects` by identity.
@_disfavoredOverload
public func any<T: AnyObject>(
  of objects: T...,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T {
  register(
    typedMatcher("any(of: \(objects.map(describeArgument).joined(separator: ", ")))") { value in
      objects.contains { $0 === value }
    }, as: T.self, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Matches a value of `type` equal to one of `objects`.
public func any<T: Equatable>(
  _ type: T.Type,
  of objects: T...,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T {
  register(
    typedMatcher("any(\(T.self).self, of: \(objects.map(describeArgument).joined(separator: ", ")))") {
      objects.contains($0)
    },
    as: T.self, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Matches values for which `predicate` returns `true`.
@inlinable
public func any<T>(
  where predicate: @escaping (T) -> Bool,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T {
  register(
    typedMatcher("any(where:)", predicate), as: T.self,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Matches values of `type` for which `predicate` returns `true`.
@inlinable
public func any<T>(
  _ type: T.Type,
  where predicate: @escaping (T) -> Bool,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T {
  register(
    typedMatcher("any(\(T.self).self, where:)", predicate), as: T.self,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Matches any value that is not `nil`.
public func notNil<T>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T {
  register(
    ArgumentMatcher(description: "notNil()", matches: isNotNil), as: T.self,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Matches any value of `type` that is not `nil`, for example `notNil(String?.self)`.
public func notNil<T>(
  _ type: T.Type,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T {
  register(
    ArgumentMatcher(description: "notNil(\(T.self).self)") { $0 is T && isNotNil($0) }, as: T.self,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

private func isNotNil(_ value: Any) -> Bool {
  guard let optional = value as? any OptionalValue else { return true }
  return !optional.isNone
}

/// Matches floating-point values within `tolerance` of `value`.
public func around<T: FloatingPoint>(
  _ value: T,
  tolerance: T,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T {
  register(
    typedMatcher("around(\(value), tolerance: \(tolerance))") { (candidate: T) in abs(candidate - value) <= tolerance },
    as: T.self, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
