/// The mock object behind a mock type's `static` and `class` members.
///
/// Generic types can't have static stored properties, so each mock type's static state lives in a
/// registry keyed by the concrete mock type, one registry per ``StaticMockScope``: each Swift
/// Testing test has its own. `reset(BirdMock.self)` clears the current scope's.
public final class StaticMock: MockObject {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The runtime state behind the mock type's static members.
  public let __lyrebirdContext: MockingContext

  init(mockName: String) {
    __lyrebirdContext = MockingContext(mockName: mockName)
  }

  /// The static mock for `type` in the current ``StaticMockScope``, created on first use.
  public static func shared(for type: Any.Type) -> StaticMock {
    StaticMockScope.current.mock(for: type)
  }
}

/// Removes the stubs, invocations and default values of a mock type's `static` members in the
/// current ``StaticMockScope``.
public func reset(_ types: any MockObject.Type...) {
  for type in types {
    StaticMock.shared(for: type).__lyrebirdContext.reset([.stubs, .forwarding, .invocations, .defaultValues])
  }
}
