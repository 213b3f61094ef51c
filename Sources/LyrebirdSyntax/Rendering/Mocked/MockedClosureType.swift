/// A member's stub closure type in parts, so swift-mocking's implementation type can spell it with
/// its own `ReturnValue` and write closures of the right arity.
struct MockedClosureType {
  /// The parameters' types, as the member's body passes them.
  let parameterTypes: [String]
  /// ` async throws`, with its leading space, or empty.
  let effects: String
  /// The result type: `Any` when a generic method's result is erased.
  let returnType: String

  /// `(Swift.Int) async -> Swift.String`.
  var text: String { spelled(returning: returnType) }

  /// The same closure type with another result: `(Swift.Int) async -> ReturnValue`.
  func spelled(returning result: String) -> String {
    "(\(parameterTypes.joined(separator: ", ")))\(effects) -> \(result)"
  }

  /// A closure literal's parameter list that ignores every argument: `_, _ in`, or empty.
  var ignoredParameters: String {
    parameterTypes.isEmpty ? "" : parameterTypes.map { _ in "_" }.joined(separator: ", ") + " in"
  }
}
