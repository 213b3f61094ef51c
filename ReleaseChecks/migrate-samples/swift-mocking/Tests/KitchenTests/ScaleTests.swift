import Testing

@testable import Kitchen

@Test func aScaleWeighsWhatItsImplementationSays() async throws {
  let scale = ScaleMock()
  scale._weigh.implementation = .invokes { grams, extra in grams + extra }
  scale._tare.getter.implementation = .returns(5)

  #expect(try await scale.weigh(grams: 1, extra: 2) == 3)
  #expect(scale.tare == 5)
  #expect(scale._weigh.lastInvocation?.grams == 1)
}
