/// A mock: anything that owns a ``MockingContext``.
///
/// Generated, macro and hand-written mocks all conform.
///
/// The requirement has a deliberately unusual name so it never collides with a mocked member.
public protocol MockObject: AnyObject, Sendable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The runtime state behind every call to this mock.
  var __lyrebirdContext: MockingContext { get }
}

extension MockObject {
  /// Makes this mock relaxed: unstubbed calls return values from `provider` instead of failing.
  @discardableResult
  public func useDefaultValues(from provider: ValueProvider) -> Self {
    __lyrebirdContext.addDefaultValues(provider)
    return self
  }

  /// Sends every call without a concrete stub to `target`, which must implement the same members.
  @discardableResult
  public func forwardCalls(to target: Any) -> Self {
    __lyrebirdContext.addForwardingTarget(.forward(to: target))
    return self
  }

  /// Sends every call without a concrete stub to the mocked superclass's implementation.
  @discardableResult
  public func forwardCallsToSuper() -> Self {
    __lyrebirdContext.addForwardingTarget(.forwardToSuper)
    return self
  }
}

/// Removes all stubs, recorded invocations and default values from the mocks.
public func reset(_ mocks: any MockObject...) {
  for mock in mocks { mock.__lyrebirdContext.reset([.stubs, .forwarding, .invocations, .defaultValues]) }
}

/// Removes stubs, forwarding targets and default values, keeping recorded invocations.
///
/// As in Mockingbird, value providers count as stubs: `useDefaultValues(from:)` must be called again.
public func clearStubs(on mocks: any MockObject...) {
  for mock in mocks { mock.__lyrebirdContext.reset([.stubs, .forwarding, .defaultValues]) }
}

/// Removes recorded invocations, keeping stubs.
public func clearInvocations(on mocks: any MockObject...) {
  for mock in mocks { mock.__lyrebirdContext.reset([.invocations]) }
}

/// Removes value providers added with `useDefaultValues(from:)`.
public func clearDefaultValues(on mocks: any MockObject...) {
  for mock in mocks { mock.__lyrebirdContext.reset([.defaultValues]) }
}

/// Removes the stubs, forwarding targets and default values of mock types' `static` members, in
/// the current ``StaticMockScope``: `clearStubs(on: RegistryMock.self)`.
public func clearStubs(on types: any MockObject.Type...) {
  for type in types {
    StaticMock.shared(for: type).__lyrebirdContext.reset([.stubs, .forwarding, .defaultValues])
  }
}

/// Removes the recorded calls of mock types' `static` members, in the current ``StaticMockScope``.
public func clearInvocations(on types: any MockObject.Type...) {
  for type in types { StaticMock.shared(for: type).__lyrebirdContext.reset([.invocations]) }
}

/// Removes the value providers of mock types' `static` members, in the current ``StaticMockScope``.
public func clearDefaultValues(on types: any MockObject.Type...) {
  for type in types { StaticMock.shared(for: type).__lyrebirdContext.reset([.defaultValues]) }
}
