import Lyrebird

extension MockedMethod {
  /// What a backing property's calls answer with, as swift-mocking spells it: tests `switch` over
  /// its two cases, and build it with `.returns(5)`, `.invokes { … }`, `.throws(error)` or their
  /// `unchecked` forms for values and closures that aren't `Sendable`.
  public enum Implementation: @unchecked Sendable {
    /// No answer: a call reports a missing implementation and returns a default value.
    case unimplemented
    /// Runs `closure` with each call's arguments, without checking that it is `Sendable`.
    case uncheckedInvokes(_ closure: Signature)

    /// Whether this is ``unimplemented``.
    public var isUnimplemented: Bool {
      if case .unimplemented = self { return true }
      return false
    }

    /// The closure calls run, or `nil` when ``unimplemented``.
    public var _closure: Signature? {
      switch self {
      case .unimplemented: nil
      case .uncheckedInvokes(let closure): closure
      }
    }
  }
}

extension MockedMethod.Implementation where Signature == () -> ReturnValue {
  /// Returns `value` from every call, without checking that it is `Sendable`.
  public static func uncheckedReturns(_ value: ReturnValue) -> Self { .uncheckedInvokes { value } }
  /// Returns `value` from every call.
  public static func returns(_ value: ReturnValue) -> Self where ReturnValue: Sendable { .uncheckedInvokes { value } }
  /// Runs `closure` on every call.
  public static func invokes(_ closure: @escaping @Sendable () -> ReturnValue) -> Self where ReturnValue: Sendable {
    .uncheckedInvokes(closure)
  }
}

extension MockedMethod.Implementation where Signature == () throws -> ReturnValue {
  /// Returns `value` from every call, without checking that it is `Sendable`.
  public static func uncheckedReturns(_ value: ReturnValue) -> Self { .uncheckedInvokes { value } }
  /// Returns `value` from every call.
  public static func returns(_ value: ReturnValue) -> Self where ReturnValue: Sendable { .uncheckedInvokes { value } }
  /// Runs `closure` on every call.
  public static func invokes(_ closure: @escaping @Sendable () throws -> ReturnValue) -> Self
  where ReturnValue: Sendable {
    .uncheckedInvokes(closure)
  }
  /// Throws `error` from every call.
  public static func `throws`(_ error: any Error) -> Self { .uncheckedInvokes { throw error } }
}

extension MockedMethod.Implementation where Signature == () async -> ReturnValue {
  /// Returns `value` from every call, without checking that it is `Sendable`.
  public static func uncheckedReturns(_ value: ReturnValue) -> Self { .uncheckedInvokes { value } }
  /// Returns `value` from every call.
  public static func returns(_ value: ReturnValue) -> Self where ReturnValue: Sendable { .uncheckedInvokes { value } }
  /// Runs `closure` on every call.
  public static func invokes(_ closure: @escaping @Sendable () async -> ReturnValue) -> Self
  where ReturnValue: Sendable {
    .uncheckedInvokes(closure)
  }
}

extension MockedMethod.Implementation where Signature == () async throws -> ReturnValue {
  /// Returns `value` from every call, without checking that it is `Sendable`.
  public static func uncheckedReturns(_ value: ReturnValue) -> Self { .uncheckedInvokes { value } }
  /// Returns `value` from every call.
  public static func returns(_ value: ReturnValue) -> Self where ReturnValue: Sendable { .uncheckedInvokes { value } }
  /// Runs `closure` on every call.
  public static func invokes(_ closure: @escaping @Sendable () async throws -> ReturnValue) -> Self
  where ReturnValue: Sendable {
    .uncheckedInvokes(closure)
  }
  /// Throws `error` from every call.
  public static func `throws`(_ error: any Error) -> Self { .uncheckedInvokes { throw error } }
}

extension MockedMethod.Implementation where Signature == (Arguments) -> Void {
  /// Runs `closure` with each value written: a setter's implementation.
  public static func invokes(_ closure: @escaping @Sendable (Arguments) -> Void) -> Self where Arguments: Sendable {
    .uncheckedInvokes(closure)
  }
}
