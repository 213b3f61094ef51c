import Lyrebird
import Testing

/// Stubs of a `rethrows` member take throwing closures, as Mockingbird's do; the mock rethrows
/// only after the caller's closure threw, so a call checked as non-throwing never throws.
@Suite struct RethrowingStubTests {
  struct EmptyBag: Error {}
  struct Jammed: Error {}

  @Test func aStubThatCallsTheClosureRethrowsItsError() {
    let hopper = mock(SeedHopper.self)
    given(hopper.refill(using: any())) ~> { scoop in try scoop() * 2 }
    #expect(hopper.refill(using: { 4 }) == 8)
    #expect(throws: EmptyBag.self) { try hopper.refill(using: { throw EmptyBag() }) }
    verify(hopper.refill(using: any())).wasCalled(twice)
  }

  @Test func aValueIsReturnedWhateverTheClosure() throws {
    let hopper = mock(SeedHopper.self)
    given(hopper.refill(using: any())).willReturn(3)
    #expect(try hopper.refill(using: { throw EmptyBag() }) == 3)
  }

  @Test func anErrorOfTheStubsOwnIsReportedAtTheMock() {
    let mockLine: UInt = #line + 1
    let hopper = mock(SeedHopper.self)
    given(hopper.refill(using: any())).willThrow(Jammed())
    let failures = captureFailures {
      #expect(hopper.refill(using: { 1 }) == 0)
    }
    #expect(failures.map(\.line) == [mockLine])
    #expect(
      failures.first?.message
        == "SeedHopperMock was stubbed to throw Jammed() from a 'rethrows' member, which can only rethrow "
        + "the errors of its closures")
  }
}
