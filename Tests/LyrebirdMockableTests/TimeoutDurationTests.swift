import LyrebirdMockable
import Testing

/// A timeout is seconds unless it says milliseconds, under either spelling.
@Suite struct TimeoutDurationTests {
  @Test func secondsAndMillisecondsBecomeSeconds() {
    #expect(TimeoutDuration.seconds(1.5).duration == 1.5)
    #expect(TimeoutDuration.miliseconds(250).duration == 0.25)
    #expect(TimeoutDuration.milliseconds(250).duration == 0.25)
    #expect(TimeoutDuration.milliseconds(0).duration == 0)
  }

  @Test func theCorrectSpellingMakesMockablesCase() {
    guard case .miliseconds(let value) = TimeoutDuration.milliseconds(40) else {
      Issue.record("milliseconds(_:) made another case")
      return
    }
    #expect(value == 40)
  }

  @Test func literalsAreSeconds() {
    let fractional: TimeoutDuration = 0.75
    let whole: TimeoutDuration = 3
    #expect(fractional.duration == 0.75)
    #expect(whole.duration == 3)
  }
}
