import LyrebirdMacros  // re-exports Lyrebird
import Testing

// README: "The `@Mockable` macro", as written there.
@Mockable(compilationCondition: .debug)
protocol TideService {
  func waterLevel(north: Double, east: Double) async throws -> Double
}

/// The README's examples that need the `@Mockable` macro; the others are in `ReadmeExampleTests`.
@Suite struct ReadmeMacroExampleTests {
  // README: "The `@Mockable` macro"
  @Test func mockableMacro() async throws {
    let service = mock(TideService.self)
    given(await service.waterLevel(north: any(), east: any())).willReturn(21)
    let typed: TideServiceMock = service
    #expect(try await typed.waterLevel(north: 59.9, east: 10.7) == 21)
    verify(await service.waterLevel(north: 59.9, east: any())).wasCalled(once)
  }

  // README: "Typed call records" (the lines about `service`)
  @Test func typedCallRecords() async throws {
    let service = mock(TideService.self)
    given(await service.waterLevel(north: any(), east: any())).willReturn(21.5)
    _ = try await service.waterLevel(north: 59.9, east: 10.7)
    #expect(service._waterLevel.callCount == 1)  // 1
    #expect(service._waterLevel.invocations.last?.north == 59.9)  // 59.9 (a labeled tuple)
    #expect(service._waterLevel.returnedValues == [21.5])  // [21.5]; also .thrownErrors, .results
    #expect(service._waterLevel.thrownErrors.isEmpty)
    #expect(service._waterLevel.results.count == 1)
  }
}
