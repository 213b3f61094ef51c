import Lyrebird

extension Parameter {
  /// The runtime's matcher for this expectation, which Lyrebird's stubs and verifications apply to
  /// the argument a mock recorded.
  ///
  /// `.value` compares as ``Matcher`` says for `Value`, with the comparator it has when the matcher is
  /// made. When it has none (a type that is neither `Equatable` nor registered), the failure is
  /// reported at the location given, the test's line by default, and the matcher matches nothing;
  /// Mockable stops the process instead, at the first call it compares.
  public func argumentMatcher(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ArgumentMatcher {
    switch self {
    case .any:
      return .anything("any")
    case .matching(let predicate):
      guard Value.self == GenericValue.self else { return typedMatcher("matching", predicate) }
      return Self.erasedMatcher("matching") { generic in (generic as? Value).map(predicate) ?? false }
    case .value(let expected):
      let description = "value(\(describeExpected(expected)))"
      let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      if let generic = expected as? GenericValue {
        if let type = generic.uncomparableType { return Self.unmatchable(description, type, at: location) }
        return Self.erasedMatcher(description) { argument in generic.comparator(argument.value, generic.value) }
      }
      guard let compare = Matcher.resolvedComparator(for: Value.self) else {
        return Self.unmatchable(description, Value.self, at: location)
      }
      return typedMatcher(description) { argument in compare(argument, expected) }
    }
  }

  /// A matcher over an erased argument.
  ///
  /// A Lyrebird mock records a generic argument as itself, not as a ``GenericValue``, so a bare
  /// argument is wrapped first.
  private static func erasedMatcher(
    _ description: String, _ predicate: @escaping (GenericValue) -> Bool
  ) -> ArgumentMatcher {
    ArgumentMatcher(description: description) { argument in
      predicate(argument as? GenericValue ?? GenericValue(value: argument, comparator: { _, _ in false }))
    }
  }

  /// Reports that `type` can't be compared and returns a matcher that matches nothing.
  private static func unmatchable(
    _ description: String, _ type: Any.Type, at location: SourceLocation
  )
    -> ArgumentMatcher
  {
    FailureReporter.report(
      "\(description) can't be compared: \(type) is not Equatable and has no comparator; "
        + "make it Equatable or call Matcher.register(\(type).self, match:)",
      at: location)
    return ArgumentMatcher(description: description) { _ in false }
  }
}

/// An expected value as failure messages show it: strings quoted, optionals without `Optional(…)`.
private func describeExpected(_ value: Any) -> String {
  if let generic = value as? GenericValue { return describeExpected(generic.value) }
  if let string = value as? String { return String(reflecting: string) }
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .optional {
    return mirror.children.first.map { describeExpected($0.value) } ?? "nil"
  }
  return String(describing: value)
}

extension Parameter {
  /// The runtime's matcher for this parameter; a missing comparator is reported at `location`.
  public func argumentMatcher(at location: SourceLocation) -> ArgumentMatcher {
    argumentMatcher(fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
  }
}
