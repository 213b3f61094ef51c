import Lyrebird

/// Builds the mock of `mockedType`, stubbing it before it exists: the block gets a builder and the
/// stubbing proxy, and returns the mock it creates (`MockFeeder()`), which starts with those stubs.
public func createMock<MOCKED: Mocked>(
  for mockedType: MOCKED.Type,
  configuration: (MockBuilder, MOCKED.MockType.Stubbing) -> MOCKED.MockType
) -> MOCKED.MockType {
  createMock(MOCKED.MockType.self, configuration: configuration)
}

/// Builds a mock of type `mockType`, stubbing it before it exists: the first mock the block creates
/// takes the stubs made through the proxy it gets.
public func createMock<MOCK: Mock>(
  _ mockType: MOCK.Type,
  configuration: (MockBuilder, MOCK.Stubbing) -> MOCK
) -> MOCK {
  let manager = MockManager(
    hasParent: true, context: MockingContext(mockName: "\(MOCK.self)", advice: .cuckoo))
  let pending = PendingMock(context: manager.context)
  return MockManager.preconfiguring(manager) {
    configuration(MockBuilder(mock: pending), MOCK.stubbingProxy(for: pending))
  }
}

/// Sets up how a mock that `createMock(…)` builds answers calls nobody stubbed.
public final class MockBuilder {
  private let mock: any MockObject

  init(mock: any MockObject) {
    self.mock = mock
  }

  /// Sends calls nobody stubbed to the mocked class's own code.
  public func enableSuperclassSpy() {
    mock.forwardCallsToSuper()
  }

  /// Answers calls nobody stubbed with `DefaultValueRegistry` values, as an `XStub` does.
  public func enableDefaultStubImplementation() {
    mock.__lyrebirdContext.addDefaultValues(DefaultValueRegistry.provider)
  }
}

/// Stands for the mock a `createMock(…)` block is about to create, holding the context it will adopt.
final class PendingMock: MockObject {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext: MockingContext

  init(context: MockingContext) {
    __lyrebirdContext = context
  }
}
