import LyrebirdCuckoo
import LyrebirdTestSupport
import Testing

extension Aviary.Roost: Mocked {
  typealias MockType = Aviary.MockRoost
}

/// Cuckoo's failure messages, `createMock` and the call matchers' parts (CuckooXCTests replaces
/// the `MockManager.fail` hook, which is global, where tests run one at a time).
@Suite struct MockManagerTests {
  @Test func aFailedVerificationReadsAsCuckoos() {
    let feeder = MockFeeder()
    stub(feeder) { stub in when(stub.refill(with: anyString())).thenDoNothing() }
    feeder.refill(with: "millet")
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verify(feeder).refill(with: "thistle")
      verify(feeder, times(2)).refill(with: anyString())
      verify(feeder, never()).refill(with: "millet")
      verify(feeder, atLeast(2)).refill(with: anyString())
      verify(feeder, atMost(0)).refill(with: anyString())
      verify(feeder, times(2).or(times(3))).refill(with: anyString())
      verify(feeder, atLeast(2).and(atMost(3))).refill(with: anyString())
    }
    #expect(failures.first?.line == line)
    #expect(
      failures.map(\.message) == [
        "Wanted 1 times but not invoked.",
        "Wanted 2 times but invoked 1 times.",
        "Wanted never but invoked 1 times.",
        "Wanted at least 2 times but invoked 1 times.",
        "Wanted at most 0 times but invoked 1 times.",
        "Wanted either 2 times or 3 times but invoked 1 times.",
        "Wanted both at least 2 times and at most 3 times but invoked 1 times.",
      ])
  }

  @Test func theDefaultHookReportsAtTheVerifyLine() {
    let feeder = MockFeeder()
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verify(feeder).weigh("millet")
    }
    #expect(failures.map(\.line) == [line])
    #expect(failures.first?.fileID == #fileID)
    #expect(failures.first?.message == "Wanted 1 times but not invoked.")
  }

  @Test func verifyNoMoreInteractionsListsTheUnverifiedCallsAsCuckooDoes() {
    let feeder = MockFeeder().withEnabledDefaultImplementation(QuietFeeder())
    feeder.refill(with: "millet")
    _ = feeder.weigh("thistle")
    _ = feeder.portions
    feeder.portions = 4
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verifyNoMoreInteractions(feeder)
    }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        No more interactions wanted but some found:
        1. refill("millet")
        2. weigh("thistle")
        3. portions#get
        4. portions#set(4)
        """)
  }

  @Test func createMockStubsTheMockBeforeItExists() {
    var configuring: MockManager?
    let roost = createMock(for: Aviary.Roost.self) { _, stub in
      when(stub.land(height: anyInt())).thenReturn(true)
      configuring = MockManager.preconfiguredManager
      return Aviary.MockRoost()
    }
    // The block sees the manager of the mock it makes.
    #expect(configuring != nil)
    #expect(roost.land(height: -3))
    #expect(MockManager.preconfiguredManager == nil)
    let quiet = createMock(MockFeeder.self) { builder, _ in
      builder.enableDefaultStubImplementation()
      return MockFeeder()
    }
    #expect(quiet.weigh("millet") == 0)
  }

  @Test func aSuperclassSpyFromTheBuilderRunsTheClassCode() {
    let roost = createMock(Aviary.MockRoost.self) { builder, stub in
      builder.enableSuperclassSpy()
      when(stub.land(height: 0)).thenReturn(true)
      return Aviary.MockRoost()
    }
    #expect(roost.land(height: 0))
    #expect(roost.land(height: 3))
    #expect(!roost.land(height: -1))
  }

  @Test func callMatchersSeeStubCalls() {
    let call: StubCall = ConcreteStubCall(method: "weigh(_:)", parameters: "millet")
    #expect(call.method == "weigh(_:)")
    #expect(call.parametersAsString == "(\"millet\")")
    #expect(ConcreteStubCall(method: "refill", parameters: ("a", 2)).parametersAsString == "(\"a\", 2)")
    #expect(times(1).matches([call]) && !times(2).matches([call]) && never().matches([]))
    #expect(times(1).name == "1 times" && never().name == "never" && atLeastOnce().name == "at least 1 times")
    let byCount = CallMatcher(name: "two", numberOfExpectedCalls: 2, compareCallsFunction: ==)
    #expect(byCount.matches([call, call]) && !byCount.matches([call]))
  }
}

/// A feeder that answers with fixed values, for a default implementation.
private struct QuietFeeder: Feeder {
  var portions = 0
  func refill(with seed: String) {}
  func weigh(_ seed: String) -> Int { 0 }
}
