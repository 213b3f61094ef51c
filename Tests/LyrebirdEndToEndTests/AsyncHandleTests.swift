import Lyrebird
import LyrebirdFixtures
import Testing

/// `given(await …)` and `verify(await …)` with matchers for values that aren't `Sendable`.
///
/// A matcher is handed to its handle through the evaluating thread's state, so an `async` handle
/// must run where its arguments were evaluated, whatever actor the test runs on.
@Suite struct AsyncHandleTests {
  @MainActor @Test func matchersReachAsyncHandlesOnTheMainActor() async throws {
    let station = mock(FeederStation.self)
    given(await station.refill(any())).willReturn(3)
    given(await station.swap(any(), for: any(where: { $0.grams > 5 }))).will { _, other in other }
    let heavy = SeedTray(grams: 9)
    #expect(await station.refill(SeedTray(grams: 1)) == 3)
    #expect(try await station.swap(SeedTray(grams: 1), for: heavy) === heavy)
    verify(await station.refill(any())).wasCalled()
    verify(await station.swap(any(), for: any())).wasCalled(once)
  }

  @Test func matchersReachAsyncHandlesOnAnotherActor() async {
    #expect(await Aviary().refillCount() == 4)
  }

  @Test func aMissedAsyncVerificationIsReportedAtItsLine() async {
    let station = mock(FeederStation.self)
    let verifyLine = Locked<UInt>(0)
    let failures = await captureFailures {
      verifyLine.mutate { $0 = #line + 1 }
      verify(await station.refill(any())).wasCalled()
    }
    #expect(failures.count == 1)
    #expect(failures.first?.line == verifyLine.value)
    #expect(failures.first?.message.contains("refill") == true)
    #expect(failures.first?.fileID.hasSuffix("AsyncHandleTests.swift") == true)
  }

  @MainActor @Test func anIsolatedMockTakesMatchersInAsyncHandles() async throws {
    let screen = mock(MainScreen.self)
    given(await screen.load(any())).will { (page: Page) in Page(number: page.number + 1) }
    #expect(try await screen.load(Page(number: 1)).number == 2)
    let controller = mock(ScreenController.self).initialize()
    given(await controller.open(any())).willReturn(Page(number: 7))
    #expect(await controller.open(Page(number: 1)).number == 7)
  }
}

/// An actor whose tests stub and call a mock on its own executor.
private actor Aviary {
  func refillCount() async -> Int {
    let station = mock(FeederStation.self)
    given(await station.refill(any(where: { $0.grams < 10 }))).willReturn(4)
    let result = await station.refill(SeedTray(grams: 2))
    verify(await station.refill(any())).wasCalled(once)
    return result
  }
}
