import Mockery
import Testing

@testable import Weather

final class BarometerMock: Mock, Barometer, @unchecked Sendable {
  func pressure(city: String, hour: Int) -> Int {
    invoke(pressure, args: (city, hour))
  }
}

@Test func lowPressureMeansAStorm() {
  let barometer = BarometerMock()
  barometer.registerResult(for: barometer.pressure) { _ in 980 }

  #expect(Forecaster(barometer: barometer).isStormy(in: "Oslo"))
  #expect(barometer.executions(of: barometer.pressure).count == 1)
  #expect(barometer.executions(of: barometer.pressure)[0].arguments.1 == 12)
}
