/// Matches collections that contain every one of `values`.
public func any<T: Collection>(
  containing values: T.Element...,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T where T.Element: Equatable {
  register(
    typedMatcher("any(containing: \(values.map(describeArgument).joined(separator: ", ")))") { (collection: T) in
      values.allSatisfy(collection.contains)
    }, as: T.self, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Matches dictionaries that have every one of `values` among their values, as Mockingbird's
/// `any(containing:)` does for a dictionary.
public func any<K: Hashable, V: Equatable>(
  containing values: V...,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> [K: V] {
  register(
    typedMatcher("any(containing: \(values.map(describeArgument).joined(separator: ", ")))") { (dictionary: [K: V]) in
      values.allSatisfy(dictionary.values.contains)
    }, as: [K: V].self, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Matches dictionaries that have every one of `keys`.
public func any<K: Hashable, V>(
  keys: K...,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> [K: V] {
  register(
    typedMatcher("any(keys: \(keys.map(describeArgument).joined(separator: ", ")))") { (dictionary: [K: V]) in
      keys.allSatisfy { dictionary[$0] != nil }
    }, as: [K: V].self, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Matches collections whose element count satisfies `countMatcher`, for example `any(count: atMost(42))`.
public func any<T: Collection>(
  count countMatcher: CountMatcher,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T {
  register(
    typedMatcher("any(count: \(countMatcher))") { (collection: T) in countMatcher.matches(collection.count) },
    as: T.self, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Matches collections with at least one element.
public func notEmpty<T: Collection>(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> T {
  register(
    typedMatcher("notEmpty()") { (collection: T) in !collection.isEmpty },
    as: T.self, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
