import Lyrebird  // beside LyrebirdMocked: importing both leaves the DSL unambiguous
import LyrebirdMocked
import Testing

final class NonSendableType {
  var value = 0
}

@Mocked(compilationCondition: .debug)
protocol Factory {
  func make(seed: Int) -> NonSendableType
  func consume(_ object: NonSendableType)
}

/// The tip of swift-mocking's README: `unchecked` constructors for types that aren't `Sendable`.
@Suite struct UncheckedImplementationTests {
  @Test func uncheckedConstructorsTakeNonSendableValuesAndClosures() {
    let factory = FactoryMock()
    let nonSendableInstance = NonSendableType()
    factory._make.implementation = .uncheckedReturns(nonSendableInstance)
    #expect(factory.make(seed: 1) === nonSendableInstance)
    factory._make.implementation = .uncheckedInvokes { seed in
      nonSendableInstance.value = seed
      return nonSendableInstance
    }
    #expect(factory.make(seed: 7).value == 7)
    factory._consume.implementation = .uncheckedInvokes { object in object.value += 1 }
    factory.consume(nonSendableInstance)
    #expect(nonSendableInstance.value == 8)
    #expect(factory._consume.lastInvocation === nonSendableInstance)
    #expect(factory._make.returnedValues.count == 2)
  }

  @Test func theImplementationReadsBackUntilItIsReset() {
    let factory = FactoryMock()
    #expect(factory._make.implementation.isUnimplemented)
    factory._make.implementation = .uncheckedReturns(NonSendableType())
    #expect(!factory._make.implementation.isUnimplemented)
    factory._make.implementation = .unimplemented
    #expect(factory._make.implementation.isUnimplemented)
    factory._make.implementation = .uncheckedReturns(NonSendableType())
    Lyrebird.reset(factory)
    #expect(factory._make.implementation.isUnimplemented)
  }
}
