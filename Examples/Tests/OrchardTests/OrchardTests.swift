import Lyrebird
import Orchard
import Testing
import XCTest

// This target has Orchard's settings, so its tests are main-actor isolated too.

@Test func aHarvestWeighsWhatThePickerPicks() async throws {
  let picker = mock(Picker.self)
  let scale = mock(Scale.self).initialize()
  let weather = mock(Weather.self)
  given(await weather.frost(on: any())).willReturn(false)
  given(await picker.pick(3)).willReturn(["fig", "pear", "plum"])
  given(scale.weigh(any())).will { fruit in fruit.count * 50 }

  #expect(try await Harvest(picker: picker, scale: scale, weather: weather).gather(on: 1) == 150)
  verify(await picker.pick(3)).wasCalled(once)
}

// XCTest on Linux runs a test method only if it is nonisolated; the test's body is the main actor's.
nonisolated final class OrchardXCTests: XCTestCase {
  func testFrostStopsTheHarvest() async throws {
    try await Self.frostStopsTheHarvest()
  }

  @MainActor private static func frostStopsTheHarvest() async throws {
    let weather = mock(Weather.self)
    given(await weather.frost(on: 2)).willReturn(true)
    let harvest = Harvest(picker: mock(Picker.self), scale: mock(Scale.self).initialize(), weather: weather)
    let weight = try await harvest.gather(on: 2)
    XCTAssertEqual(weight, 0)
  }
}
