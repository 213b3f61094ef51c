import Aviary
import Lyrebird
import Testing

/// Mockery's hand-written style: each member calls `invoke`, so results are registered per function.
final class HandWrittenBird: Mock, Bird, @unchecked Sendable {
  var name = "Robin"
  var canFly = true

  func fly() { invoke(fly, args: ()) }
  func chirp(volume: Int) -> Bool { invoke(chirp, args: (volume)) }
}

/// A Mockery mock of the protocol the `@Mockable` macro also mocks: hand-written mocks need no generator.
///
/// As in Mockery, the mock's own body throws its `error`.
final class WeatherStation: Mock, WeatherService, @unchecked Sendable {
  func temperature(in city: String) async throws -> Double {
    if let error { throw error }
    return try await invoke(temperature, args: (city))
  }
}

@Suite struct AviaryMockeryTests {
  @Test(arguments: [(true, 1), (false, 0)])
  func aPersonReleasesOnlyABirdThatCanFly(canFly: Bool, flights: Int) {
    let bird = HandWrittenBird()
    bird.canFly = canFly
    Person().release(bird)
    #expect(bird.executions(of: bird.fly).count == flights)
  }

  @Test func aRegisteredResultAnswersEachCall() {
    let bird = HandWrittenBird()
    bird.registerResult(for: bird.chirp) { volume in volume > 5 }
    #expect(bird.chirp(volume: 9) && !bird.chirp(volume: 1))
    #expect(bird.executions(of: bird.chirp).map(\.arguments) == [9, 1])
    #expect(bird.executions(of: bird.chirp).map(\.result) == [true, false])
  }

  @Test func theWeatherStationDecidesTheFlight() async {
    let station = WeatherStation()
    await station.registerResult(for: station.temperature) { city in city == "Oslo" ? 12 : -3 }
    let planner = FlightPlanner(weather: station)
    #expect(await planner.canFly(from: "Oslo"))
    #expect(!(await planner.canFly(from: "Tromsø")))
    #expect(await station.executions(of: station.temperature).map(\.arguments) == ["Oslo", "Tromsø"])

    station.error = WeatherError()
    #expect(!(await planner.canFly(from: "Oslo")))
  }
}
