/// Renders the implementation type swift-mocking's mocks declare for each member with parameters:
/// an enum users `switch` over, whose constructors know the member's closure type.
///
/// `enum FetchImplementation<Arguments, ReturnValue>` conforms to the `LyrebirdMocked` protocol of
/// its family (`MockReturningParameterizedAsyncMethodImplementation`…), which names the backing type.
struct MockedImplementationRenderer {
  /// `FetchImplementation`.
  let name: String
  /// `ServiceMock._fetch`, for the documentation comment.
  let owner: String
  /// The mock's access modifier with its trailing space, or empty.
  let access: String
  let closure: MockedClosureType
  let isVoid: Bool
  let effects: Effects

  func render(into writer: inout CodeWriter) {
    let generics = isVoid ? "Arguments" : "Arguments, ReturnValue"
    let result = isVoid ? "Swift.Void" : "ReturnValue"
    let sendable = isVoid ? "Arguments: Swift.Sendable" : "Arguments: Swift.Sendable, ReturnValue: Swift.Sendable"
    let ignored = closure.ignoredParameters
    writer.line("/// An implementation for `\(owner)`.")
    writer.line(
      "\(access)enum \(name)<\(generics)>: @unchecked Swift.Sendable, LyrebirdMocked.\(family)MethodImplementation {")
    writer.indent {
      $0.line("\(access)typealias Closure = \(closure.spelled(returning: result))")
      $0.line("case unimplemented")
      $0.line("case uncheckedInvokes(_ closure: Closure)")
      $0.line(
        """
        \(access)static func invokes(_ closure: @escaping @Sendable \(closure.spelled(returning: result))) -> Self \
        where \(sendable) { .uncheckedInvokes(closure) }
        """)
      if !isVoid {
        $0.line(
          "\(access)static func uncheckedReturns(_ value: ReturnValue) -> Self "
            + "{ .uncheckedInvokes { \(ignored) value } }")
        $0.line(
          """
          \(access)static func returns(_ value: ReturnValue) -> Self where ReturnValue: Swift.Sendable { \
          .uncheckedInvokes { \(ignored) value } }
          """)
      }
      if effects.canThrow {
        $0.line(
          """
          \(access)static func `throws`(_ error: any Swift.Error) -> Self { \
          .uncheckedInvokes { \(ignored) throw error } }
          """)
      }
      $0.line("\(access)var _closure: Closure? {")
      $0.indent {
        $0.line("switch self {")
        $0.line("case .unimplemented: nil")
        $0.line("case .uncheckedInvokes(let closure): closure")
        $0.line("}")
      }
      $0.line("}")
    }
    writer.line("}")
  }

  /// `MockReturningParameterizedAsyncThrowing`: the family swift-mocking names the backing type and
  /// the implementation's protocol by.
  var family: String {
    (isVoid ? "MockVoid" : "MockReturning") + "Parameterized" + (effects.isAsync ? "Async" : "")
      + (effects.canThrow ? "Throwing" : "")
  }
}
