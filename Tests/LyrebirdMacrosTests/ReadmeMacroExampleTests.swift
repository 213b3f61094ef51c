import LyrebirdMacros  // re-exports Lyrebird
import Testing

// README: "The `@Mockable` macro", as written there.
@Mockable(compilationCondition: .debug)
protocol WeatherService {
  func currentTemperature(latitude: Double, longitude: Double) async throws -> Double
}

/// The README's examples that need the `@Mockable` macro; the others are in `ReadmeExampleTests`.
@Suite struct ReadmeMacroExampleTests {
  // README: "The `@Mockable` macro"
  @Test func mockableMacro() async throws {
    let service = mock(WeatherService.self)
    given(await service.currentTemperature(latitude: any(), longitude: any())).willReturn(21)
    let typed: WeatherServiceMock = service
    #expect(try await typed.currentTemperature(latitude: 59.9, longitude: 10.7) == 21)
    verify(await service.currentTemperature(latitude: 59.9, longitude: any())).wasCalled(once)
  }

  // README: "Typed call records" (the lines about `service`)
  @Test func typedCallRecords() async throws {
    let service = mock(WeatherService.self)
    given(await service.currentTemperature(latitude: any(), longitude: any())).willReturn(21.5)
    _ = try await service.currentTemperature(latitude: 59.9, longitude: 10.7)
    #expect(service._currentTemperature.callCount == 1)  // 1
    #expect(service._currentTemperature.invocations.last?.latitude == 59.9)  // 59.9 (a labeled tuple)
    #expect(service._currentTemperature.returnedValues == [21.5])  // [21.5]; also .thrownErrors, .results
    #expect(service._currentTemperature.thrownErrors.isEmpty)
    #expect(service._currentTemperature.results.count == 1)
  }
}
