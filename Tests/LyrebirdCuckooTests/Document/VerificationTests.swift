import LyrebirdCuckoo
import LyrebirdTestSupport
import Testing

/// The verification snippets of Cuckoo's document, with the failures a wrong one reports.
@Suite struct VerificationTests {
  @Test func verifyingACall() {
    let mock = MockGreeter()
    stub(mock) { stub in when(stub.greetWithMessage(anyString())).thenDoNothing() }
    mock.greetWithMessage("Hello world")
    verify(mock).greetWithMessage("Hello world")
  }

  @Test func aVerificationThatFailsIsReportedAtItsLine() {
    let mock = MockGreeter()
    stub(mock) { stub in when(stub.greetWithMessage(anyString())).thenDoNothing() }
    mock.greetWithMessage("Hi")
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verify(mock).greetWithMessage("Hello world")
    }
    #expect(failures.count == 1)
    #expect(failures.first?.line == line)
    #expect(failures.first?.fileID == #fileID)
    #expect(failures.first?.message == "Wanted 1 times but not invoked.")
  }

  @Test func verifyingProperties() {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.readWriteProperty.get).thenReturn(1)
      when(stub.readWriteProperty.set(anyInt())).thenDoNothing()
    }
    _ = mock.readWriteProperty
    mock.readWriteProperty = 5
    verify(mock).readWriteProperty.get()
    verify(mock).readWriteProperty.set(5)
    verify(mock, never()).readWriteProperty.set(6)
  }

  @Test func aPropertyVerificationThatFails() {
    let mock = MockGreeter()
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verify(mock).readOnlyProperty.get()
    }
    #expect(failures.map(\.line) == [line])
    #expect(failures.first?.message == "Wanted 1 times but not invoked.")
  }

  @Test func callMatchers() {
    let mock = MockGreeter()
    stub(mock) { stub in when(stub.countCharacters(anyString())).thenReturn(0) }
    for _ in 0..<3 { _ = mock.countCharacters("x") }
    verify(mock, times(3)).countCharacters("x")
    verify(mock, never()).countCharacters("y")
    verify(mock, atLeastOnce()).countCharacters(anyString())
    verify(mock, atLeast(2)).countCharacters("x")
    verify(mock, atMost(3)).countCharacters("x")
    verify(mock, times(1).or(times(3))).countCharacters("x")
    verify(mock, atLeast(1).and(atMost(3))).countCharacters("x")
  }

  @Test func aCallMatcherThatFailsNamesWhatItExpected() {
    let mock = MockGreeter()
    stub(mock) { stub in when(stub.countCharacters(anyString())).thenReturn(0) }
    _ = mock.countCharacters("x")
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verify(mock, atLeast(2).and(atMost(3))).countCharacters("x")
    }
    #expect(failures.map(\.line) == [line])
    #expect(failures.first?.message == "Wanted both at least 2 times and at most 3 times but invoked 1 times.")
  }

  @Test func aCustomCallMatcherSeesTheMatchedCalls() {
    let mock = MockGreeter()
    stub(mock) { stub in when(stub.countCharacters(anyString())).thenReturn(0) }
    _ = mock.countCharacters("a")
    _ = mock.countCharacters("bb")
    let seen = Locked<[String]>([])
    let recording = CallMatcher(name: "recording") { calls in
      for call in calls { seen.append(call.method.prefix { $0 != "(" } + call.parametersAsString) }
      return calls.count == 2
    }
    verify(mock, recording).countCharacters(anyString())
    #expect(seen.value == ["countCharacters(\"a\")", "countCharacters(\"bb\")"])
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verify(mock, CallMatcher(name: "no calls at all") { $0.isEmpty }).countCharacters(anyString())
    }
    #expect(failures.map(\.line) == [line])
    #expect(failures.map(\.message) == ["Wanted no calls at all but invoked 2 times."])
  }

  @Test func verifyNoMoreInteractionsPassesWhenEveryCallWasVerified() {
    let mock = MockGreeter()
    stub(mock) { stub in when(stub.greetWithMessage(anyString())).thenDoNothing() }
    mock.greetWithMessage("Hello")
    verify(mock).greetWithMessage("Hello")
    verifyNoMoreInteractions(mock)
  }

  @Test func verifyNoMoreInteractionsFailsForAnUnverifiedCall() {
    let mock = MockGreeter()
    stub(mock) { stub in when(stub.greetWithMessage(anyString())).thenDoNothing() }
    mock.greetWithMessage("Hello")
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verifyNoMoreInteractions(mock)
    }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        No more interactions wanted but some found:
        1. greetWithMessage("Hello")
        """)
  }

  @Test func aGenericResultIsVerifiedWithItsReturnType() {
    let mock = MockGreeter()
    stub(mock) { stub in when(stub.genericReturn(for: anyString())).thenReturn(Optional("value")) }
    let value: String? = mock.genericReturn(for: "key")
    #expect(value == "value")
    verify(mock).genericReturn(for: any()).with(returnType: String?.self)
  }

  @Test func anArgumentCaptorCollectsEveryMatchedArgument() {
    let mock = MockGreeter()
    stub(mock) { stub in when(stub.readWriteProperty.set(anyInt())).thenDoNothing() }
    mock.readWriteProperty = 10
    mock.readWriteProperty = 20
    mock.readWriteProperty = 30
    let argumentCaptor = ArgumentCaptor<Int>()
    verify(mock, times(3)).readWriteProperty.set(argumentCaptor.capture())
    #expect(argumentCaptor.value == 30)
    #expect(argumentCaptor.allValues == [10, 20, 30])
  }

  @Test func anEmptyCaptorHasNoValue() {
    #expect(ArgumentCaptor<Int>().value == nil)
    #expect(ArgumentCaptor<Int>().allValues.isEmpty)
  }

  @Test func resettingMocks() {
    let mock = MockGreeter()
    stub(mock) { stub in when(stub.countCharacters(anyString())).thenReturn(5) }
    _ = mock.countCharacters("a")
    clearInvocations(mock)
    verify(mock, never()).countCharacters(anyString())
    #expect(mock.countCharacters("a") == 5)

    clearStubs(mock)
    let failures = captureFailures { _ = mock.countCharacters("a") }
    #expect(failures.count == 1)
    verify(mock, times(2)).countCharacters("a")

    reset(mock)
    verify(mock, never()).countCharacters(anyString())
  }
}
