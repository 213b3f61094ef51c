/// Collects the arguments that verifications matched, to inspect them afterwards.
///
/// ```swift
/// let nameCaptor = ArgumentCaptor<String>()
/// verify(bird.name = nameCaptor.any()).wasCalled()
/// nameCaptor.value  // the last captured name
/// ```
public final class ArgumentCaptor<T>: @unchecked Sendable {
  /// A captured value, or a weak reference to a captured class instance.
  private enum Entry {
    case value(T)
    case weak(WeakReference)
  }

  private let captured = Locked<[Entry]>([])
  private let holdsWeakly: Bool

  /// Makes a captor that has captured nothing yet.
  ///
  /// - Parameter weak: Holds captured class instances weakly, so capturing doesn't keep them alive;
  ///   `allValues` then lists the ones still alive.
  public init(weak: Bool = false) { holdsWeakly = weak }

  /// Every captured value, oldest first.
  public var allValues: [T] {
    captured.withValue { entries in
      entries.compactMap { entry in
        switch entry {
        case .value(let value): value
        case .weak(let reference): reference.object as? T
        }
      }
    }
  }

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
      onMatch: { [captured, holdsWeakly] argument in
        guard let value = argument as? T else { return }
        let entry: Entry =
          holdsWeakly && type(of: value as Any) is AnyObject.Type
          ? .weak(WeakReference(value as AnyObject)) : .value(value)
        captured.withValue { $0.append(entry) }
      }, inPlace: .over(predicate))
    return register(
      matcher, as: T.self, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The matcher form from Mockingbird's first releases: `verify(bird.fly(to: captor.matcher))`.
  public var matcher: T { any() }
}

/// Holds a captured class instance without keeping it alive, for `ArgumentCaptor(weak: true)`.
private final class WeakReference {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
