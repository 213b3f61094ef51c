import Lyrebird

extension MockedMethod {
  /// An answer for a backing property's `implementation`: `.returns(5)`, `.invokes { x, y in x + y }`,
  /// `.throws(error)`, or their `unchecked` forms for values and closures that aren't `Sendable`.
  public struct Implementation: @unchecked Sendable {
    enum Answer {
      case none
      case behavior(StubBehavior)
      case sendable(SendableSignature)
    }

    let answer: Answer
    /// Where the test wrote the answer: a broken answer is reported there.
    let location: SourceLocation

    init(answer: Answer, location: SourceLocation = SourceLocation()) {
      self.answer = answer
      self.location = location
    }

    /// No answer: a call reports a missing implementation and returns a default value.
    public static var unimplemented: Self { Self(answer: .none) }

    /// Whether this is ``unimplemented``.
    public var isUnimplemented: Bool {
      if case .none = answer { return true }
      return false
    }

    /// Returns `value` from every call, without checking that it is `Sendable`.
    public static func uncheckedReturns(
      _ value: ReturnValue, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
      column: UInt = #column
    ) -> Self {
      Self(answer: .behavior(.value(value)), location: SourceLocation(fileID, filePath, line, column))
    }

    /// Runs `body` with each call's arguments, without checking that it is `Sendable`.
    public static func uncheckedInvokes(
      _ body: Signature, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
      column: UInt = #column
    ) -> Self {
      Self(answer: .behavior(.implementation(body)), location: SourceLocation(fileID, filePath, line, column))
    }
  }
}

extension MockedMethod.Implementation where Arguments: Sendable, ReturnValue: Sendable {
  /// Returns `value` from every call.
  public static func returns(
    _ value: ReturnValue, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(answer: .behavior(.value(value)), location: SourceLocation(fileID, filePath, line, column))
  }

  /// Runs `body` with each call's arguments.
  public static func invokes(
    _ body: SendableSignature, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    Self(answer: .sendable(body), location: SourceLocation(fileID, filePath, line, column))
  }
}

extension MockedMethod.Implementation where Effect == ThrowingFunctionDeclaration {
  /// Throws `error` from every call.
  public static func `throws`(
    _ error: any Error, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(answer: .behavior(.error(error)), location: SourceLocation(fileID, filePath, line, column))
  }
}

extension SourceLocation {
  fileprivate init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
    self.init(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
