/// The implementation type a mock declares for each member with parameters, as swift-mocking's
/// `@Mocked` does: `DependencyMock.MethodImplementation<(x: Int, y: Int), Int>`.
///
/// Its closure type is the member's, so `.returns(5)` and `.throws(error)` are written in the
/// mock; the backing property stores the closure in the mock's context.
public protocol MockReturningMethodImplementation<Arguments, Error, ReturnValue, Closure> {
  /// The member's arguments: a labeled tuple for several parameters.
  associatedtype Arguments
  /// What the member throws: `Never` when it doesn't.
  associatedtype Error: Swift.Error
  /// What the member returns.
  associatedtype ReturnValue
  /// The member's closure type.
  associatedtype Closure

  /// No answer: a call reports a missing implementation and returns a default value.
  static var unimplemented: Self { get }
  /// Runs `closure` with each call's arguments, without checking that it is `Sendable`.
  static func uncheckedInvokes(_ closure: Closure) -> Self
  /// The closure calls run, or `nil` when unimplemented.
  var _closure: Closure? { get }
}

/// An implementation of a member with parameters that returns nothing.
public protocol MockVoidMethodImplementation<Arguments, Error, Closure>: MockReturningMethodImplementation
where ReturnValue == Void {}

/// An implementation of a synchronous member with parameters that returns a value.
public protocol MockReturningParameterizedMethodImplementation<Arguments, ReturnValue, Closure>:
  MockReturningMethodImplementation
where Error == Never {}

/// An implementation of a throwing member with parameters that returns a value.
public protocol MockReturningParameterizedThrowingMethodImplementation<Arguments, ReturnValue, Closure>:
  MockReturningMethodImplementation
where Error == any Swift.Error {}

/// An implementation of an async member with parameters that returns a value.
public protocol MockReturningParameterizedAsyncMethodImplementation<Arguments, ReturnValue, Closure>:
  MockReturningMethodImplementation
where Error == Never {}

/// An implementation of an async throwing member with parameters that returns a value.
public protocol MockReturningParameterizedAsyncThrowingMethodImplementation<Arguments, ReturnValue, Closure>:
  MockReturningMethodImplementation
where Error == any Swift.Error {}

/// An implementation of a synchronous member with parameters that returns nothing.
public protocol MockVoidParameterizedMethodImplementation<Arguments, Closure>: MockVoidMethodImplementation
where Error == Never {}

/// An implementation of a throwing member with parameters that returns nothing.
public protocol MockVoidParameterizedThrowingMethodImplementation<Arguments, Closure>: MockVoidMethodImplementation
where Error == any Swift.Error {}

/// An implementation of an async member with parameters that returns nothing.
public protocol MockVoidParameterizedAsyncMethodImplementation<Arguments, Closure>: MockVoidMethodImplementation
where Error == Never {}

/// An implementation of an async throwing member with parameters that returns nothing.
public protocol MockVoidParameterizedAsyncThrowingMethodImplementation<Arguments, Closure>:
  MockVoidMethodImplementation
where Error == any Swift.Error {}

extension MockReturningMethodImplementation {
  /// Whether this is `unimplemented`.
  public var isUnimplemented: Bool { _closure == nil }
}
