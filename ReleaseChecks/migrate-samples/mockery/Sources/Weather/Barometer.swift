/// Reads the air pressure of a city.
public protocol Barometer {
  func pressure(city: String, hour: Int) -> Int
}

/// Says whether a storm is coming from the pressure.
public struct Forecaster {
  let barometer: any Barometer

  public init(barometer: any Barometer) {
    self.barometer = barometer
  }

  public func isStormy(in city: String) -> Bool {
    barometer.pressure(city: city, hour: 12) < 990
  }
}
