/// The mock object behind a mock type's `static` and `class` members.
///
/// Generic types can't have static stored properties, so each mock type's static state lives in
/// one shared registry, keyed by the concrete mock type. `reset(BirdMock.self)` clears it.
public final class StaticMock: MockObject {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The runtime state behind the mock type's static members.
  public let __lyrebirdContext: MockingContext

  init(mockName: String) {
    __lyrebirdContext = MockingContext(mockName: mockName)
  }

  private static let registry = Locked<[ObjectIdentifier: StaticMock]>([:])

  /// The static mock for `type`, created on first use.
  public static func shared(for type: Any.Type) -> StaticMock {
    registry.withValue { mocks in
      if let existing = mocks[ObjectIdentifier(type)] { return existing }
      let created = StaticMock(mockName: "\(type)")
      mocks[ObjectIdentifier(type)] = created
      return created
    }
  }
}

/// Removes the stubs, invocations and default values of a mock type's `static` members.
public func reset(_ types: any MockObject.Type...) {
  for type in types {
    StaticMock.shared(for: type).__lyrebirdContext.reset([.stubs, .forwarding, .invocations, .defaultValues])
  }
}
