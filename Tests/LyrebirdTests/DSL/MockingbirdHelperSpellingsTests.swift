import Lyrebird
import LyrebirdTestSupport
import Testing

/// A count the stubbed value reads, so each call can see a new one.
private final class FeedingRound: @unchecked Sendable {
  var number = 0

  func next() -> String {
    number += 1
    return "round \(number)"
  }
}

/// Mockingbird's spellings for helpers: `~>` with a value made on each call, and `verify` at the
/// location a helper was given.
@Suite struct MockingbirdHelperSpellingsTests {
  @Test func aValueAfterTheOperatorIsMadeAnewOnEachCall() {
    let bird = mock(Bird.self)
    let round = FeedingRound()
    given(bird.name) ~> round.next()
    #expect(round.number == 0)
    #expect([bird.name, bird.name, bird.name] == ["round 1", "round 2", "round 3"])
  }

  @Test func willReturnStillTakesTheValueOnce() {
    let bird = mock(Bird.self)
    let round = FeedingRound()
    given(bird.name).willReturn(round.next())
    #expect([bird.name, bird.name] == ["round 1", "round 1"])
  }

  /// Verifies at the caller's line, as a Mockingbird helper does with `file:` and `line:`.
  private func expectOneFlight(of bird: BirdMock, file: StaticString = #file, line: UInt = #line) {
    verify(bird.fly(), file: file, line: line).wasCalled()
  }

  private func expectNameRead(of bird: BirdMock, file: StaticString = #file, line: UInt = #line) {
    verify(bird.name, file: file, line: line).wasCalled()
  }

  @Test func verifyReportsAtTheLocationAHelperPassesOn() {
    let bird = mock(Bird.self)
    let line: UInt = #line + 1
    let failures = captureFailures { expectOneFlight(of: bird) }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        Expected exactly 1 invocation of BirdMock.fly(), but received 0.
        No invocations of fly() were recorded on BirdMock.
        """)
    bird.fly()
    #expect(captureFailures { expectOneFlight(of: bird) }.isEmpty)
  }

  @Test func propertyVerifyReportsAtTheLocationAHelperPassesOn() {
    let bird = mock(Bird.self)
    given(bird.name).willReturn("Kea")
    let line: UInt = #line + 1
    let failures = captureFailures { expectNameRead(of: bird) }
    #expect(failures.map(\.line) == [line])
    _ = bird.name
    #expect(captureFailures { expectNameRead(of: bird) }.isEmpty)
  }
}
