import LyrebirdCuckoo
import LyrebirdTestSupport
import Testing

/// The stubbing snippets of Cuckoo's document, against the generated `MockGreeter` and class mocks.
@Suite struct StubbingTests {
  @Test func aMockIsCreatedLikeTheMockedType() {
    let mock = MockGreeter()
    let classMock = MockOriginalGreeter(prefix: "Hello")
    #expect(classMock.prefix == "Hello")
    #expect(mock.__lyrebirdContext.mockName == "MockGreeter")
  }

  @Test func stubbingAMethodRunsTheClosureWithTheArgument() {
    let mock = MockGreeter()
    let messages = Locked<[String]>([])
    stub(mock) { stub in
      when(stub.greetWithMessage("Hello world")).then { message in
        messages.append(message)
      }
    }
    mock.greetWithMessage("Hello world")
    #expect(messages.value == ["Hello world"])
  }

  @Test func severalArgumentsReachThenAsOneTuple() {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.greet(name: anyString(), times: anyInt())).then { name, times in "\(name) x\(times)" }
    }
    #expect(mock.greet(name: "Ann", times: 2) == "Ann x2")
  }

  @Test func stubbingAPropertysGetterAndSetter() {
    let mock = MockGreeter()
    let written = Locked<[Int]>([])
    stub(mock) { stub in
      when(stub.readWriteProperty.get).thenReturn(10)
      when(stub.readWriteProperty.set(anyInt())).then { value in
        written.mutate { $0.append(value) }
      }
    }
    #expect(mock.readWriteProperty == 10)
    mock.readWriteProperty = 42
    #expect(written.value == [42])
  }

  @Test func chainedReturnsAnswerInOrderAndTheLastOneRepeats() {
    let chained = MockGreeter()
    let listed = MockGreeter()
    stub(chained) { stub in
      when(stub.readWriteProperty.get).thenReturn(10).thenReturn(20)
    }
    stub(listed) { stub in
      when(stub.readWriteProperty.get).thenReturn(10, 20)
    }
    #expect([chained.readWriteProperty, chained.readWriteProperty, chained.readWriteProperty] == [10, 20, 20])
    #expect([listed.readWriteProperty, listed.readWriteProperty, listed.readWriteProperty] == [10, 20, 20])
  }

  @Test func theLastMatchingStubWins() {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.countCharacters(anyString())).thenReturn(10)
      when(stub.countCharacters("a")).thenReturn(1)
    }
    #expect(mock.countCharacters("a") == 1)
    #expect(mock.countCharacters("abc") == 10)

    let reversed = MockGreeter()
    stub(reversed) { stub in
      when(stub.countCharacters("a")).thenReturn(1)
      when(stub.countCharacters(anyString())).thenReturn(10)
    }
    #expect(reversed.countCharacters("a") == 10)
  }

  @Test func thenThrowThrowsEachErrorInTurn() {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.validate(anyString())).thenThrow(GreetingError(reason: "first"), GreetingError(reason: "second"))
    }
    #expect(throws: GreetingError(reason: "first")) { try mock.validate("x") }
    #expect(throws: GreetingError(reason: "second")) { try mock.validate("x") }
    #expect(throws: GreetingError(reason: "second")) { try mock.validate("x") }
  }

  @Test func asyncMembersAreStubbedWithSynchronousClosures() async throws {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.fetchGreeting(for: anyString())).then { name in "Hello \(name)" }
    }
    #expect(try await mock.fetchGreeting(for: "Ann") == "Hello Ann")
  }

  @Test func asyncMembersAreStubbedWithAsyncClosuresToo() async throws {
    let mock = MockGreeter()
    let book = GreetingBook()
    let catalog = MockCatalog()
    stub(mock) { stub in
      when(stub.fetchGreeting(for: anyString())).then { name in
        guard name != "nobody" else { throw GreetingError(reason: "nobody") }
        return await book.greeting(for: name)
      }
    }
    stub(catalog) { stub in
      when(stub.title.get).then { await book.greeting(for: "title") }
      when(stub.remoteCount.get).then { await book.count }
    }
    #expect(try await mock.fetchGreeting(for: "Ann") == "Dear Ann")
    await #expect(throws: GreetingError(reason: "nobody")) { try await mock.fetchGreeting(for: "nobody") }
    #expect(await catalog.title == "Dear title")
    // Two greetings were written: Ann's and the title's.
    #expect(try await catalog.remoteCount == 2)
  }

  @Test func thenDoNothingAnswersAVoidMemberWithoutAFailure() {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.greetWithMessage(anyString())).thenDoNothing()
    }
    let failures = captureFailures { mock.greetWithMessage("quiet") }
    #expect(failures.isEmpty)
  }

  @Test func anOptionalResultAndArgument() {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.nickname(for: isNil())).thenReturn(nil)
      when(stub.nickname(for: notNil())).then { name in name.map { "\($0)y" } }
    }
    #expect(mock.nickname(for: "Ann") == "Anny")
    #expect(mock.nickname(for: nil) == nil)
  }

  @Test func anOptionalArgumentTakesMatchersOfTheWrappedType() {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.nickname(for: any())).thenReturn("anyone")
      when(stub.nickname(for: "Ann")).thenReturn("Annie")
      when(stub.nickname(for: Optional("Bob"))).thenReturn("Bobby")
    }
    #expect(mock.nickname(for: "Ann") == "Annie")
    #expect(mock.nickname(for: "Bob") == "Bobby")
    #expect(mock.nickname(for: nil) == "anyone")
    verify(mock).nickname(for: "Ann")
    verify(mock).nickname(for: isNil())
    verify(mock, times(3)).nickname(for: any())
    verify(mock, times(2)).nickname(for: notNil())
  }

  @Test func anOptionalPropertysSetterTakesMatchersOfTheWrappedType() {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.nickname.get).thenReturn("Annie")
      when(stub.nickname.set("Annie")).thenDoNothing()
      when(stub.nickname.set(isNil())).thenDoNothing()
    }
    #expect(mock.nickname == "Annie")
    mock.nickname = "Annie"
    mock.nickname = nil
    verify(mock).nickname.get()
    verify(mock).nickname.set("Annie")
    verify(mock).nickname.set(isNil())
    verify(mock, never()).nickname.set("Bob")
  }

  @Test func aGenericResultIsStubbedForTheTypeItReturns() {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.genericReturn(for: "count")).thenReturn(Optional(3))
    }
    let count: Int? = mock.genericReturn(for: "count")
    #expect(count == 3)
  }

  @Test func inheritedMembersAreStubbedOnTheChildsMock() {
    let mock = MockGreeter()
    let loud = MockLoudGreeter(prefix: "Hi")
    stub(mock) { stub in
      when(stub.name.get).thenReturn("Parent's")
    }
    stub(loud) { stub in
      when(stub.greet(name: anyString())).thenReturn("grandparent's member")
    }
    #expect(mock.name == "Parent's")
    #expect(loud.greet(name: "Ann") == "grandparent's member")
  }

  @Test func aGenericProtocolsMock() {
    let mock = MockRepository<Int>()
    stub(mock) { stub in
      when(stub.all()).thenReturn([1, 2])
      when(stub.save(anyInt())).thenDoNothing()
    }
    mock.save(3)
    #expect(mock.all() == [1, 2])
    verify(mock).save(3)
  }

  @Test func anUnstubbedCallIsReportedAtTheMocksCreationAndReturnsADefault() {
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      let mock = MockGreeter()
      #expect(mock.countCharacters("abc") == 0)
    }
    #expect(failures.count == 1)
    #expect(failures.first?.line == line)
    #expect(failures.first?.fileID == #fileID)
    #expect(
      failures.first?.message == """
        Missing stub for MockGreeter.countCharacters("abc") returning 'Int'. Stub it with stub(mock) { stub in \
        when(stub.…) } or give the mock real code with enableDefaultImplementation(_:).
        Invocations of countCharacters(_:) on MockGreeter:
          #1 countCharacters("abc")
        """)
  }

  @Test func aClassMocksUnstubbedCallNamesCuckoosDSL() {
    let mock = MockCounter(start: 1)
    let failures = captureFailures { #expect(mock.next() == 0) }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message == """
        Missing stub for MockCounter.next() returning 'Int'. Stub it with stub(mock) { stub in when(stub.…) } or \
        give the mock real code with enableDefaultImplementation(_:).
        Invocations of next() on MockCounter:
          #1 next()
        """)
  }
}

/// An actor a `then` closure awaits, as an `async` member's closure may.
private actor GreetingBook {
  var count: Int { greetings.count }
  private var greetings: [String] = []

  func greeting(for name: String) -> String {
    greetings.append(name)
    return "Dear \(name)"
  }
}
