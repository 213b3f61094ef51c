import LyrebirdMacros

/// Mocked by the macro: no generator step.
@Mockable
public protocol WeatherService: Sendable {
  func temperature(in city: String) async throws -> Double
}

/// Decides whether today is a good day to fly.
public struct FlightPlanner {
  let weather: any WeatherService

  public init(weather: any WeatherService) {
    self.weather = weather
  }

  public func canFly(from city: String) async -> Bool {
    guard let temperature = try? await weather.temperature(in: city) else { return false }
    return temperature > 5
  }
}
