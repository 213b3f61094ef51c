import Lyrebird
import MainActorApp
import Testing

// Compiled twice: in a test target with Xcode 26's settings and in one without them.

/// Stubs and verifies through the synchronous handles: `given(await …)` with `any()` of a
/// non-Sendable type is not yet reliable across threads.
@MainActor func stubWatering(_ sprinkler: SprinklerMock) {
  given(sprinkler.water(any(), litres: any())).will { (plant: Plant, litres: Int) in
    Plant(name: plant.name, height: plant.height + litres)
  }
}

@MainActor func verifyWatering(_ sprinkler: SprinklerMock, litres: Int) {
  verify(sprinkler.water(any(), litres: litres)).wasCalled()
}

@MainActor @Test func aMainActorClassMockAndItsProtocolsMock() async throws {
  let sprinkler = mock(Sprinkler.self)
  stubWatering(sprinkler)
  let gardener = mock(Gardener.self).initialize(sprinkler: sprinkler)
  gardener.forwardCallsToSuper()
  let grown = await gardener.tend(Plant(name: "fern", height: 1))
  #expect(grown.height == 3)
  verifyWatering(sprinkler, litres: 2)
  let almanac = mock(Almanac.self).initialize()
  given(almanac.frostDate(year: 2026)).willReturn("October")
  #expect(almanac.frostDate(year: 2026) == "October")
  let thermometer = mock(Thermometer.self)
  given(thermometer.celsius()).willReturn(21)
  #expect(thermometer.celsius() == 21)
}
