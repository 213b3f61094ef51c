import LyrebirdCuckoo
import LyrebirdTestSupport
import Testing

/// Stubbing and verification shapes Cuckoo users write: closures without parameters, answers in
/// order, resets over several mocks, nested mocks and closure matchers in proxies.
@Suite struct CuckooShapeTests {
  @Test func thenTakesAnIgnoredArgumentOnMembersWithoutParameters() {
    let forecaster = MockForecaster()
    let feeder = MockFeeder()
    stub(forecaster) { stub in when(stub.forecast()).then { _ in "rain" } }
    stub(feeder) { stub in when(stub.portions.get).then { _ in 6 } }
    #expect(forecaster.forecast() == "rain")
    #expect(feeder.portions == 6)
    stub(forecaster) { stub in when(stub.forecast()).then { "sun" } }
    #expect(forecaster.forecast() == "sun")
  }

  @Test func thenReturnInOrder() {
    let feeder = MockFeeder()
    stub(feeder) { stub in when(stub.weigh(anyString())).thenReturn(inOrder: [3, 2, 1]) }
    #expect([feeder.weigh("a"), feeder.weigh("b"), feeder.weigh("c"), feeder.weigh("d")] == [3, 2, 1, 1])
  }

  @Test func propertyAndSubscriptReadsAreVerifiedWithACall() {
    let feeder = MockFeeder()
    stub(feeder) { stub in when(stub.portions.get).thenReturn(2) }
    _ = feeder.portions
    verify(feeder).portions.get()
    verify(feeder, never()).portions.set(anyInt())
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verify(feeder, times(2)).portions.get()
    }
    #expect(failures.map(\.line) == [line])
    #expect(failures.map(\.message) == ["Wanted 2 times but invoked 1 times."])
  }

  @Test func resetClearStubsAndClearInvocationsTakeMocksOfDifferentTypes() {
    let feeder = MockFeeder()
    let forecaster = MockForecaster()
    stub(feeder) { stub in when(stub.weigh(anyString())).thenReturn(5) }
    stub(forecaster) { stub in when(stub.forecast()).thenReturn("fog") }
    _ = feeder.weigh("a")
    _ = forecaster.forecast()
    clearInvocations(feeder, forecaster)
    verify(feeder, never()).weigh(anyString())
    verify(forecaster, never()).forecast()
    #expect(feeder.weigh("b") == 5)
    #expect(forecaster.forecast() == "fog")
    clearStubs(feeder, forecaster)
    let unstubbed = captureFailures {
      _ = feeder.weigh("c")
      _ = forecaster.forecast()
    }
    let advice =
      "Stub it with stub(mock) { stub in when(stub.…) } or give the mock real code with "
      + "enableDefaultImplementation(_:)."
    #expect(
      unstubbed.map(\.message) == [
        "Missing stub for MockFeeder.weigh(\"c\") returning 'Int'. \(advice)\n"
          + "Invocations of weigh(_:) on MockFeeder:\n  #1 weigh(\"b\")\n  #2 weigh(\"c\")",
        "Missing stub for MockForecaster.forecast() returning 'String'. \(advice)\n"
          + "Invocations of forecast() on MockForecaster:\n  #1 forecast()\n  #2 forecast()",
      ])
    reset(feeder, forecaster)
    verify(feeder, never()).weigh(anyString())
    verify(forecaster, never()).forecast()
  }

  @Test func aSpyKeepsCallingTheRealCodeAfterReset() {
    let roost = Aviary.MockRoost().withEnabledSuperclassSpy()
    stub(roost) { stub in when(stub.land(height: anyInt())).thenReturn(false) }
    #expect(!roost.land(height: 2))
    reset(roost)
    #expect(roost.land(height: 2))
    verify(roost).land(height: 2)
  }

  @Test func aClassMocksDefaultImplementationStaysAfterReset() {
    let roost = Aviary.MockRoost().withEnabledDefaultImplementation(LowRoost())
    stub(roost) { stub in when(stub.land(height: anyInt())).thenReturn(true) }
    #expect(roost.land(height: 5))
    reset(roost)
    // The instance's code answers again, not the class's own (`height > 0`).
    #expect(!roost.land(height: 5))
    #expect(roost.land(height: 1))
    verify(roost, times(2)).land(height: anyInt())
  }

  @Test func aDefaultImplementationStaysAfterClearStubs() {
    let feeder = MockFeeder().withEnabledDefaultImplementation(HeavyFeeder())
    stub(feeder) { stub in when(stub.weigh(anyString())).thenReturn(1) }
    clearStubs(feeder)
    #expect(feeder.weigh("millet") == 100)
  }

  @Test func nestedTypesHaveNestedMocksAndStubs() {
    let roost = Aviary.MockRoost()
    stub(roost) { stub in
      when(stub.land(height: 3)).thenReturn(true)
      when(stub.occupants.get).thenReturn(4)
    }
    #expect(roost.land(height: 3) && roost.occupants == 4)
    verify(roost).land(height: 3)
    verify(roost).occupants.get()
    let quiet = Aviary.RoostStub()
    #expect(!quiet.land(height: 3) && quiet.occupants == 0)
  }

  @Test func closureMatchersInProxies() {
    let forecaster = MockForecaster()
    stub(forecaster) { stub in
      when(stub.onChange(anyClosure())).then { handler in handler("wind", 3) }
      when(stub.load(anyThrowingClosure())).thenDoNothing()
      when(stub.whenDone(anyClosure())).then { handler in handler?(true) }
    }
    let seen = Locked<[String]>([])
    forecaster.onChange { seen.append("\($0) \($1)") }
    forecaster.load { 1 }
    forecaster.whenDone { seen.append("done \($0)") }
    #expect(seen.value == ["wind 3", "done true"])
    verify(forecaster).onChange(anyClosure())
    verify(forecaster).load(anyThrowingClosure())
    verify(forecaster).whenDone(anyClosure())
  }

  @Test func aParameterMatcherWithoutAFunctionMatchesANonEscapingClosure() {
    let recorder = MockRecorder()
    stub(recorder) { stub in when(stub.replay(ParameterMatcher())).then { step in step(2) } }
    #expect(recorder.replay { $0 * 3 } == 6)
    verify(recorder).replay(ParameterMatcher())
  }

  @Test func aBlockParameterDoesNotStopTheMock() {
    let quiet = ForecasterStub()
    quiet.onAlert {}
    let forecaster = MockForecaster()
    stub(forecaster) { stub in when(stub.forecast()).thenReturn("hail") }
    #expect(forecaster.forecast() == "hail")
  }

  @Test func aStubAnswersATupleOfDefaults() {
    let quiet = ForecasterStub()
    #expect(quiet.range() == (0, 0, ""))
  }

  @Test func theRegistryAnswersTuples() {
    DefaultValueRegistry.register(value: (1, "a"), forType: (Int, String).self)
    defer { DefaultValueRegistry.reset() }
    #expect(DefaultValueRegistry.defaultValue(for: (Int, String).self) == (1, "a"))
    #expect(DefaultValueRegistry.defaultValue(for: (Int, Bool, String).self) == (0, false, ""))
    #expect(DefaultValueRegistry.defaultValue(for: (Int, Bool, String, Int).self) == (0, false, "", 0))
    #expect(DefaultValueRegistry.defaultValue(for: (Int, Int, Int, Int, String).self) == (0, 0, 0, 0, ""))
    #expect(DefaultValueRegistry.defaultValue(for: (Int, Int, Int, Int, Int, Int).self) == (0, 0, 0, 0, 0, 0))
  }
}

/// A feeder whose seeds all weigh 100, for a default implementation.
private struct HeavyFeeder: Feeder {
  var portions = 0
  func refill(with seed: String) {}
  func weigh(_ seed: String) -> Int { 100 }
}

/// A roost whose own code differs from `Aviary.Roost`'s, to tell whose code a mock runs.
private final class LowRoost: Aviary.Roost {
  override func land(height: Int) -> Bool { height < 2 }
}
