import Foundation
import Lyrebird
import Testing

#if canImport(XCTest)
import XCTest
#endif

/// The README's "User guide" examples, statement for statement, against the golden mocks.
///
/// Each test names the README heading it mirrors. Lines that are not in the README are the setup
/// an example needs and the checks of what it does; edit both together.
@Suite struct ReadmeExampleTests {
  // README: "Mocking"
  @Test func mocking() {
    let line: UInt = #line + 1
    let bird = mock(Bird.self)  // a protocol mock: BirdMock
    let tree = mock(Tree.self).initialize(height: 42)  // a class mock, through one of its initializers

    var chirped = true
    let failures = captureFailures { chirped = bird.chirp(volume: 3) }
    #expect(!chirped)
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        Missing stub for BirdMock.chirp(volume: 3) returning 'Bool'. Stub it with given(…) or make the mock relaxed \
        with useDefaultValues(from:).
        Invocations of chirp(volume:) on BirdMock:
          #1 chirp(volume: 3)
        """)
    var name = "unset"
    #expect(captureFailures { name = bird.name }.count == 1)
    #expect(name == "")
    given(tree.height).willForwardToSuper()
    #expect(tree.height == 42)
  }

  // README: "Mocking" (reset and clear)
  @Test func resetAndClear() {
    let bird = mock(Bird.self)
    given(bird.canFly).willReturn(true)
    bird.useDefaultValues(from: .standardProvider)
    bird.fly()
    reset(bird)  // stubs, forwarding targets, invocations and default values
    verify(bird.fly()).wasNeverCalled()
    #expect(captureFailures { _ = bird.canFly }.count == 1)

    given(bird.canFly).willReturn(true)
    bird.forwardCalls(to: Crow(name: "Ryan"))
    bird.fly()
    clearStubs(on: bird)  // stubs and forwarding targets
    #expect(captureFailures { _ = bird.canFly }.count == 1)
    #expect(captureFailures { _ = bird.name }.count == 1)
    verify(bird.fly()).wasCalled(once)

    given(bird.canFly).willReturn(true)
    clearInvocations(on: bird)  // recorded calls
    verify(bird.fly()).wasNeverCalled()
    #expect(bird.canFly)

    bird.useDefaultValues(from: .standardProvider)
    #expect(bird.name == "")
    clearDefaultValues(on: bird)  // value providers
    #expect(captureFailures { _ = bird.name }.count == 1)
  }

  // README: "Stubbing"
  @Test func stubbing() throws {
    do {
      let bird = mock(Bird.self)
      given(bird.name).willReturn("Ryan")
      given(bird.chirp()).willThrow(BirdError())  // only for throwing members
      given(bird.chirp(volume: any())).will { volume in volume < 42 }
      #expect(bird.name == "Ryan")
      #expect(throws: BirdError.self) { try bird.chirp() }
      #expect(bird.chirp(volume: 41))
      #expect(!bird.chirp(volume: 42))
    }
    do {
      let bird = mock(Bird.self)
      given(bird.name) ~> "Ryan"  // the same, with ~>
      given(bird.chirp()) ~> { throw BirdError() }
      given(bird.chirp(volume: any())) ~> { volume in volume < 42 }
      #expect(bird.name == "Ryan")
      #expect(throws: BirdError.self) { try bird.chirp() }
      #expect(bird.chirp(volume: 41))
      #expect(!bird.chirp(volume: 42))
    }
  }

  // README: "Stubbing" (later stubs win)
  @Test func laterStubsWin() {
    let bird = mock(Bird.self)
    given(bird.chirp(volume: any())).willReturn(false)
    given(bird.chirp(volume: 10)).willReturn(true)
    #expect(bird.chirp(volume: 10))
    #expect(!bird.chirp(volume: 11))
  }

  // README: "Stubbing" (properties)
  @Test func stubbingProperties() {
    let bird = mock(Bird.self)
    given(bird.name).willReturn("Ryan")
    given(bird.name = any()).will { (name: String) in print("Hello \(name)") }
    #expect(bird.name == "Ryan")
    #expect(captureFailures { bird.name = "Sterling" }.isEmpty)
    given(bird.getName()).willReturn("Ryan")  // the same, as accessor methods
    given(bird.setName(any())) ~> { print($0) }
    #expect(bird.name == "Ryan")
    #expect(captureFailures { bird.name = "Sterling" }.isEmpty)
    verify(bird.setName("Sterling")).wasCalled(twice)
    given(bird.name).willReturn(lastSetValue(initial: ""))  // returns what was last assigned
    #expect(bird.name == "Sterling")
    bird.name = "Big Bird"
    #expect(bird.name == "Big Bird")
  }

  // README: "Stubbing" (sequences)
  @Test func stubbingSequences() {
    do {
      let bird = mock(Bird.self)
      given(bird.name).willReturn(sequence(of: "Ryan", "Sterling"))  // the last value repeats
      #expect([bird.name, bird.name, bird.name] == ["Ryan", "Sterling", "Sterling"])
    }
    do {
      let bird = mock(Bird.self)
      given(bird.name).willReturn(loopingSequence(of: "Ryan", "Sterling"))
      #expect([bird.name, bird.name, bird.name] == ["Ryan", "Sterling", "Ryan"])
    }
    do {
      let bird = mock(Bird.self)
      given(bird.name).willReturn("Older")
      given(bird.name).willReturn(finiteSequence(of: "Ryan"))  // then older stubs answer
      #expect([bird.name, bird.name] == ["Ryan", "Older"])
    }
    do {
      let bird = mock(Bird.self)
      given(bird.name).willReturn("Ryan").willReturn("Sterling").will { "Someone" }
      #expect([bird.name, bird.name, bird.name, bird.name] == ["Ryan", "Sterling", "Someone", "Someone"])
    }
  }

  // README: "Stubbing" (several mocks at once, and chains of intermediate mocks)
  @Test func stubbingSeveralMocksAndChains() {
    let birdOne = mock(Bird.self)
    let birdTwo = mock(Bird.self)
    let bird = mock(Bird.self)
    given(birdOne.getName(), birdTwo.getName()) ~> "Big Bird"
    given(bird.getWing() ~ mock(Wing.self).getFeather() ~ mock(Feather.self).getIsWet()) ~> true
    #expect(birdOne.name == "Big Bird")
    #expect(birdTwo.name == "Big Bird")
    #expect(bird.wing.feather.isWet)
  }

  // README: "Stubbing" (async members)
  @Test func stubbingAsyncMembers() async throws {
    let bird = mock(Bird.self)
    given(await bird.sing(song: any(), times: 2)).willReturn("la la")
    #expect(try await bird.sing(song: "la", times: 2) == "la la")
    verify(await bird.sing(song: any(), times: any())).wasCalled()
    let failures = await captureFailures { verify(await bird.sing(song: any(), times: 3)).wasCalled() }
    #expect(failures.count == 1)
  }

  // README: "Relaxed mocks"
  @Test func relaxedMocks() {
    let bird = mock(Bird.self)
    bird.useDefaultValues(from: .standardProvider)  // nil, zeros, empty strings and collections
    #expect(bird.name == "")
    var provider = ValueProvider()
    provider.register("Ryan", for: String.self)
    provider.registerType(Array<Any>.self)  // every Array, via your Providable conformance
    bird.useDefaultValues(from: provider)
    #expect(provider.provideValue(for: [Int].self) == [])
    let failures = captureFailures {
      #expect(bird.name == "Ryan")
      #expect(!bird.canFly)
    }
    #expect(failures.isEmpty)
    given(bird.name).willReturn("Sterling")
    #expect(bird.name == "Sterling")
  }

  // README: "Partial mocks"
  @Test func partialMocks() {
    do {
      let bird = mock(Bird.self)
      let tree = mock(Tree.self).initialize(height: 42)
      bird.forwardCalls(to: Crow(name: "Ryan"))  // every call without a concrete stub
      tree.forwardCallsToSuper()  // class mocks: the real implementation
      given(bird.name).willForward(to: Crow(name: "Ryan"))
      given(tree.height).willForwardToSuper()
      #expect(bird.name == "Ryan")
      #expect(bird.chirp(volume: 6))
      #expect(tree.grow(by: 1) == 43)
      given(bird.name).willReturn("Sterling")
      #expect(bird.name == "Sterling")
    }
    do {
      let bird = mock(Bird.self)
      let tree = mock(Tree.self).initialize(height: 7)
      given(bird.name).willForward(to: Crow(name: "Ryan"))
      given(tree.height).willForwardToSuper()
      #expect(bird.name == "Ryan")
      #expect(tree.height == 7)
      #expect(captureFailures { _ = bird.canFly }.count == 1)
    }
  }

  // README: "Verification"
  @Test func verification() {
    let bird = mock(Bird.self)
    for _ in 0..<10 { bird.fly() }
    given(bird.name).willReturn("Ryan")
    _ = bird.name
    bird.name = "Sterling"
    given(bird.getMessage()).willReturn("hi" as String)
    let _: String = bird.getMessage()

    var failing: [UInt] = []
    let failures = captureFailures {
      verify(bird.fly()).wasCalled(atLeast(once))  // wasCalled() means exactly once, as in Mockingbird
      verify(bird.fly()).wasNeverCalled()
      failing.append(#line - 1)
      verify(bird.fly()).wasCalled(exactly(10))  // also atLeast, atMost, between(5...10), once, twice, never
      verify(bird.fly()).wasCalled(not(exactly(10)))
      failing.append(#line - 1)
      verify(bird.fly()).wasCalled(exactly(10).or(atMost(5)))
      verify(bird.name).wasCalled()
      verify(bird.name = any()).wasCalled()
      verify(bird.getMessage()).returning(String.self).wasCalled()  // overloads by return type
      verifyNoMoreInteractions(bird)  // every call was verified
    }
    #expect(failures.map(\.line) == failing)
    #expect(
      failures.first?.message == """
        Expected exactly 0 invocations of BirdMock.fly(), but received 10.
        Invocations of fly() on BirdMock:
          #1 fly()
          #2 fly()
          #3 fly()
          #4 fly()
          #5 fly()
          #6 fly()
          #7 fly()
          #8 fly()
          #9 fly()
          #10 fly()
        """)

    verify(bird.fly()).wasCalled(atLeast(10))
    verify(bird.fly()).wasCalled(atMost(10))
    verify(bird.fly()).wasCalled(between(5...10))
    verify(bird.canFly).wasCalled(never)
    bird.preen(feathers: 1, gently: true)
    verify(bird.preen(feathers: 1, gently: true)).wasCalled(once)
    bird.preen(feathers: 1, gently: true)
    verify(bird.preen(feathers: 1, gently: true)).wasCalled(twice)
    bird.eat(Fruit(size: 1))
    #expect(captureFailures { verifyNoMoreInteractions(bird) }.count == 1)
  }

  // README: "Verification" (captors)
  @Test func captors() {
    let bird = mock(Bird.self)
    bird.name = "Ryan"
    bird.name = "Sterling"
    let nameCaptor = ArgumentCaptor<String>()
    verify(bird.name = nameCaptor.any()).wasCalled(twice)
    #expect(nameCaptor.value == "Sterling")  // the last one; allValues has them all
    #expect(nameCaptor.allValues == ["Ryan", "Sterling"])
  }

  // README: "Verification" (order)
  @Test func order() {
    let bird = mock(Bird.self)
    given(bird.canFly).willReturn(true)
    Person().release(bird)
    inOrder(with: .noInvocationsAfter) {  // or .onlyConsecutiveInvocations
      verify(bird.canFly).wasCalled()
      verify(bird.fly()).wasCalled()
    }
    inOrder(with: .onlyConsecutiveInvocations) {
      verify(bird.canFly).wasCalled()
      verify(bird.fly()).wasCalled()
    }

    bird.eat(Fruit(size: 1))
    let line: UInt = #line + 2
    let failures = captureFailures {
      inOrder(with: .noInvocationsAfter) {
        verify(bird.canFly).wasCalled()
        verify(bird.fly()).wasCalled()
      }
    }
    #expect(failures.map(\.line) == [line])
  }

  // README: "Verification" (asynchronous calls, Swift Testing)
  @Test func eventuallyInSwiftTesting() async throws {
    let bird = mock(Bird.self)
    // On a dispatch thread: a busy cooperative pool could delay a task past the timeout.
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { bird.fly() }
    try await eventually(timeout: .seconds(1)) {  // Swift Testing or async XCTest
      verify(bird.fly()).wasCalled()
    }

    let grounded = mock(Bird.self)
    let line: UInt = #line + 2
    let failures = try await captureFailures {
      try await eventually(timeout: .milliseconds(50)) { verify(grounded.fly()).wasCalled() }
    }
    #expect(failures.map(\.line) == [line, line])
  }

  // README: "Argument matchers"
  @Test func argumentMatchers() {
    let bird = mock(Bird.self)
    bird.useDefaultValues(from: .standardProvider)
    _ = bird.chirp(volume: 2)
    _ = bird.chirp(volume: 50)
    verify(bird.chirp(volume: any())).wasCalled(twice)
    verify(bird.chirp(volume: any(Int.self))).wasCalled(twice)
    verify(bird.chirp(volume: any(of: 1, 2, 3))).wasCalled(once)
    verify(bird.chirp(volume: any(Int.self, of: 1, 2, 3))).wasCalled(once)
    verify(bird.chirp(volume: any(where: { $0 > 42 }))).wasCalled(once)
    verify(bird.chirp(volume: any(Int.self, where: { $0 > 42 }))).wasCalled(once)
    verify(bird.chirp(volume: 2)).wasCalled(once)

    let inbox = InboxMock()
    inbox.receive(["a", "b", "c"], counts: ["a": 1, "b": 2], weight: 10.004, note: "hi")
    inbox.receive([], counts: [:], weight: 3, note: nil)
    verify(inbox.receive(any(), counts: any(), weight: any(), note: notNil())).wasCalled(once)
    verify(inbox.receive(any(), counts: any(), weight: any(), note: notNil(String?.self))).wasCalled(once)
    verify(inbox.receive(any(containing: "a", "c"), counts: any(), weight: any(), note: any())).wasCalled(once)
    verify(inbox.receive(any(), counts: any(keys: "a", "b"), weight: any(), note: any())).wasCalled(once)
    verify(inbox.receive(any(count: atMost(42)), counts: any(), weight: any(), note: any())).wasCalled(twice)
    verify(inbox.receive(notEmpty(), counts: any(), weight: any(), note: any())).wasCalled(once)
    verify(inbox.receive(any(), counts: any(), weight: around(10.0, tolerance: 0.01), note: any())).wasCalled(once)
    let failures = captureFailures {
      verify(inbox.receive(any(containing: "z"), counts: any(), weight: any(), note: any())).wasCalled()
    }
    #expect(failures.count == 1)

    let branch = Branch(length: 1)
    bird.perch(on: branch)
    verify(bird.perch(on: branch)).wasCalled()
    verify(bird.perch(on: Branch(length: 1))).wasNeverCalled()
  }

  // README: "Typed call records" (the lines about `bird`; the `service` lines are in LyrebirdMacrosTests)
  @Test func typedCallRecords() {
    let bird = mock(Bird.self)
    given(bird.chirp(volume: any())).willReturn(true)
    given(bird.name).willReturn("Sterling")
    _ = bird.chirp(volume: 3)
    _ = bird.name
    bird.name = "Ryan"
    given(bird.getMessage()).willReturn("hi" as String)
    let _: String = bird.getMessage()
    bird.fly(to: Location(name: "Oslo"))
    #expect(bird._chirpVolume.invocations == [3])  // one parameter: the values themselves
    #expect(bird._chirpVolume.returnedValues == [true])
    #expect(bird._name.setValues == ["Ryan"])  // properties: getCallCount, setValues
    #expect(bird._name.getCallCount == 1)
    #expect(bird._flyTo.invocations == [Location(name: "Oslo")])
    #expect(bird._getMessageString.returnedValues == ["hi"])
  }

  // README: "From Mockingbird"
  @Test func fromMockingbird() {
    let bird = mock(Bird.self)
    given(bird.chirp(volume: any())) ~> true
    given(bird.name).willReturn("Ryan")

    #expect(bird.chirp(volume: 50))
    verify(bird.chirp(volume: 50)).wasCalled()
    verify(bird.fly()).wasNeverCalled()
    #expect(bird.name == "Ryan")
    let line: UInt = #line + 1
    let failures = captureFailures { verify(bird.chirp(volume: 50)).wasNeverCalled() }
    #expect(failures.map(\.line) == [line])
  }

  // README: "From Mockery"
  protocol Barometer {
    func pressure(city: String, hour: Int) -> Int
    func forecast(days: Int) throws -> String
    func radar(zoom: Int) async throws -> String
  }

  /// The line of `forecast`'s `invoke`, where an unregistered result is reported.
  static let forecastInvokeLine: UInt = #line + 5
  final class BarometerMock: Mock, Barometer, @unchecked Sendable {
    func pressure(city: String, hour: Int) -> Int {
      invoke(pressure, args: (city, hour))
    }
    func forecast(days: Int) throws -> String { try invoke(forecast, args: (days)) }
    func radar(zoom: Int) async throws -> String { try await invoke(radar, args: (zoom)) }
  }

  struct StormError: Error {}

  @Test func handWrittenMocks() async throws {
    let barometer = BarometerMock()
    barometer.registerResult(for: barometer.pressure) { _ in 1013 }  // the arguments as one tuple
    #expect(barometer.pressure(city: "Oslo", hour: 9) == 1013)
    barometer.registerResult(for: barometer.pressure) { city, hour in 1000 + hour }
    #expect(barometer.pressure(city: "Oslo", hour: 12) == 1012)
    #expect(barometer.executions(of: barometer.pressure)[1].arguments.1 == 12)
    #expect(barometer.executions(for: barometer.pressure)[1].result == 1012)
    barometer.registerResult(for: barometer.forecast) { _ in throw StormError() }  // throwing functions throw it
    #expect(throws: StormError.self) { try barometer.forecast(days: 1) }
    barometer.error = StormError()  // the mock's own, for its code to use
    #expect(barometer.error is StormError)

    await barometer.registerResult(for: barometer.radar) { zoom in "\(zoom)" }
    #expect(try await barometer.radar(zoom: 7) == "7")
    var thrown: String?
    let failures = captureFailures { thrown = try? BarometerMock().forecast(days: 1) }
    #expect(thrown == "")
    #expect(failures.map(\.line) == [Self.forecastInvokeLine])
    #expect(
      failures.first?.message == """
        No result registered for forecast(days:) as (Int) -> String returning 'String'. Register one with \
        registerResult(for:result:)
        """)
  }
}

#if canImport(XCTest)
/// The README's XCTest form of `eventually` ("Verification").
final class ReadmeEventuallyXCTests: XCTestCase {
  func testEventuallyWithAnExpectation() {
    let bird = mock(Bird.self)
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { bird.fly() }
    let expectation = eventually { verify(bird.fly()).wasCalled() }  // XCTest
    wait(for: [expectation], timeout: 1.0)
  }
}
#endif
