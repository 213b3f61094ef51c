/// Collects the arguments that verifications matched, to inspect them afterwards.
///
/// ```swift
/// let nameCaptor = ArgumentCaptor<String>()
/// verify(bird.name = nameCaptor.any()).wasCalled()
/// nameCaptor.value  // the last captured name
/// ```
public final class ArgumentCaptor<T>: @unchecked Sendable {
  private let captured = Locked<[T]>([])

  /// Makes a captor that has captured nothing yet.
  public init() {}

  /// Every captured value, oldest first.
  public var allValues: [T] { captured.withValue { $0 } }

  /// The most recently captured value.
  public var value: T? { allValues.last }

  /// Matches any argument and captures it.
  public func any(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> T {
    any(where: { _ in true }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Matches arguments that satisfy `predicate` and captures them.
  public func any(
    where predicate: @escaping (T) -> Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> T {
    let matcher = ArgumentMatcher(
      description: "ArgumentCaptor<\(T.self)>",
      matches: { ($0 as? T).map(predicate) ?? false },
      onMatch: { [captured] argument in
        if let value = argument as? T { captured.withValue { $0.append(value) } }
      }, inPlace: .over(predicate))
    return register(
      matcher, as: T.self, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The matcher form from Mockingbird's first releases: `verify(bird.fly(to: captor.matcher))`.
  public var matcher: T { any() }
}
