import Foundation
import LyrebirdMockable
import LyrebirdTestSupport
import Testing

/// `when(mock)` and `verify(mock)` in Mockable's spellings.
@Suite struct WhenAndVerifyBuilderTests {
  // Strict by name, so a test that changes `MockerPolicy.default` meanwhile doesn't relax it.
  let aviary = MockAviary<String>(policy: .strict)

  @Test func actionsRunOnMatchingCallsInTheOrderAdded() throws {
    var log: [String] = []
    given(aviary).open(at: .any).willReturn(true)
    when(aviary)
      .open(at: .value(6)).perform { log.append("dawn") }
      .open(at: .any).perform { log.append("any") }
      .open(at: .value(20)).perform { log.append("dusk") }
    _ = try aviary.open(at: 6)
    _ = try aviary.open(at: 12)
    #expect(log == ["dawn", "any", "any"])
  }

  @Test func propertyActionsRunOnReadsAndWrites() {
    var reads = 0
    var writes: [String] = []
    given(aviary).keeper.willReturn("Ada")
    when(aviary)
      .keeper().performOnGet { reads += 1 }
      .keeper(newValue: .value("Bea")).performOnSet { writes.append("Bea") }
    _ = aviary.keeper
    aviary.keeper = "Bea"
    aviary.keeper = "Cy"
    #expect(reads == 1 && writes == ["Bea"])
  }

  @Test func genericResultsAreObservedAndCountedAtEveryResultType() {
    var observed = 0
    given(aviary).make().willReturn(1).make().willReturn("one")
    when(aviary).make().perform { observed += 1 }
    let _: Int = aviary.make()
    let _: String = aviary.make()
    #expect(observed == 2)
    verify(aviary).make().called(2)
  }

  @Test func countsAreChecked() throws {
    given(aviary).open(at: .any).willReturn(true)
    _ = try aviary.open(at: 7)
    verify(aviary)
      .open(at: .any).called(.once)
      .open(at: .value(7)).called(1)
      .open(at: .value(8)).called(.never)
      .open(at: .any).called(.atLeastOnce)
      .open(at: .any).called(.from(0, to: 2))
      .open(at: .any).called(.less(than: 2))
      .open(at: .any).called(.more(than: 0))
      .open(at: .any).called(.lessOrEqual(to: 1))
      .open(at: .any).called(.moreOrEqual(to: 1))
      .open(at: .any).called(.exactly(1))
  }

  @Test func aWrongCountIsReportedAtItsLine() throws {
    given(aviary).open(at: .any).willReturn(true)
    _ = try aviary.open(at: 7)
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verify(aviary).open(at: .value(8)).called(.atLeastOnce)
    }
    #expect(failures.map(\.message) == ["open(at: value(8)) was called 0 times, expected at least 1"])
    #expect(failures.map(\.line) == [line])
    #expect(failures.first?.fileID == #fileID)
  }

  @Test func propertyReadsAndWritesAreCounted() {
    given(aviary).keeper.willReturn("Ada").capacity.willReturn(3)
    _ = aviary.keeper
    _ = aviary.keeper
    aviary.keeper = "Bea"
    verify(aviary)
      .keeper().getCalled(2)
      .keeper().setCalled(.once)
      .keeper(newValue: .value("Cy")).setCalled(.never)
      .capacity().getCalled(.never)
      .capacity().setCalled(.never)
  }

  @Test func aReadOnlyPropertyIsNeverSet() {
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verify(aviary).capacity().setCalled(.once)
    }
    #expect(failures.map(\.message) == ["capacity is read-only, so it can't be set exactly 1 times"])
    #expect(failures.map(\.line) == [line])
  }

  @Test func eventualCountsWaitForLaterCalls() async {
    given(aviary).sweep().willReturn()
    let aviary = aviary
    // A thread of its own, so a busy test run's task pool can't hold the call back.
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.05)
      try? aviary.sweep()
    }
    verify(aviary).sweep().called(.never)
    await verify(aviary).sweep().calledEventually(.once, before: .seconds(5))
    await verify(aviary).keeper().getCalledEventually(.never, before: .miliseconds(10))
  }

  @Test func anEventualCountThatNeverComesIsReportedAtItsLine() async {
    var line: UInt = 0
    let failures = await captureFailures {
      line = #line + 1
      await verify(aviary).whistle().calledEventually(.once, before: .milliseconds(20))
    }
    #expect(failures.map(\.message) == ["whistle() was called 0 times within 0.02 s, expected exactly 1"])
    #expect(failures.map(\.line) == [line])
  }

  @Test func resetScopesRemoveWhatTheyName() throws {
    var performed = 0
    given(aviary).open(at: .any).willReturn(true)
    when(aviary).open(at: .any).perform { performed += 1 }
    _ = try aviary.open(at: 1)
    aviary.reset([.verify])
    verify(aviary).open(at: .any).called(.never)
    aviary.reset([.when])
    _ = try aviary.open(at: 1)
    #expect(performed == 1)
    aviary.reset()
    let failures = captureFailures { _ = try? aviary.open(at: 1) }
    #expect(failures.count == 1)
  }
}
