import Foundation
import Lyrebird
import Testing

/// Every snippet from the Mockingbird seeds, compiled and run against the golden mocks.
///
/// If an overload change makes any of these ambiguous, this file stops compiling.
@Suite struct SeedSnippetTests {
  @Test func releasingABirdThatCanFly() {
    let bird = mock(Bird.self)
    given(bird.canFly).willReturn(true)
    Person().release(bird)
    verify(bird.fly()).wasCalled()
  }

  @Test func plainCallsOnTheMockAreNotAmbiguous() {
    let bird = mock(Bird.self)
    given(bird.chirp(volume: 42)).willReturn(true)
    print(bird.chirp(volume: 42))
    let closure = { bird.fly() }
    closure()
    DispatchQueue.global().sync { bird.fly() }
    _ = bird.chirp(volume: 42)
    let result = bird.chirp(volume: 42)
    #expect(result)
    verify(bird.fly()).wasCalled(twice)
  }

  @Test func stubbingForms() throws {
    let bird = mock(Bird.self)
    given(bird.name).willReturn("Ryan")
    given(bird.chirp()).willThrow(BirdError())
    given(bird.chirp(volume: any())).will { volume in
      return volume < 42
    }
    #expect(bird.name == "Ryan")
    #expect(throws: BirdError.self) { try bird.chirp() }
    #expect(bird.chirp(volume: 10))
    #expect(!bird.chirp(volume: 50))

    given(bird.name) ~> "Sterling"
    given(bird.chirp()) ~> { throw BirdError() }
    given(bird.chirp(volume: any())) ~> { volume in
      return volume > 42
    }
    #expect(bird.name == "Sterling")
    #expect(throws: BirdError.self) { try bird.chirp() }
    #expect(bird.chirp(volume: 50))
  }

  @Test func laterStubsWin() {
    let bird = mock(Bird.self)
    given(bird.chirp(volume: any())).willReturn(false)
    given(bird.chirp(volume: notNil())).willReturn(false)
    given(bird.chirp(volume: 10)).willReturn(true)
    #expect(bird.chirp(volume: 10))
    #expect(!bird.chirp(volume: 11))
  }

  @Test func propertyGettersAndSetters() {
    let bird = mock(Bird.self)
    let written = Locked<[String]>([])
    given(bird.name).willReturn("Ryan")
    given(bird.name = any()).will { (name: String) in
      written.append("Hello \(name)")
    }
    #expect(bird.name == "Ryan")
    bird.name = "Sterling"
    #expect(written.value == ["Hello Sterling"])

    given(bird.getName()).willReturn("Big Bird")
    given(bird.setName(any())).will { (name: String) in
      written.append("Set \(name)")
    }
    given(bird.setName(any())) ~> { written.append("Arrow \($0)") }
    #expect(bird.name == "Big Bird")
    bird.name = "Two"
    #expect(written.value.last == "Arrow Two")
  }

  @Test func lastSetValue() {
    let bird = mock(Bird.self)
    given(bird.name).willReturn(Lyrebird.lastSetValue(initial: ""))
    #expect(bird.name == "")
    bird.name = "Ryan"
    #expect(bird.name == "Ryan")

    let other = mock(Bird.self)
    given(other.getName()) ~> Lyrebird.lastSetValue(initial: "One")
    other.name = "Two"
    #expect(other.name == "Two")
  }

  @Test func sequences() {
    let bird = mock(Bird.self)
    given(bird.name).willReturn(sequence(of: "Ryan", "Sterling"))
    #expect([bird.name, bird.name, bird.name] == ["Ryan", "Sterling", "Sterling"])

    given(bird.name)
      .willReturn("A")
      .willReturn("B")
      .will { return "C" }
    #expect([bird.name, bird.name, bird.name, bird.name] == ["A", "B", "C", "C"])

    given(bird.name).willReturn(loopingSequence(of: "x", "y"))
    #expect([bird.name, bird.name, bird.name] == ["x", "y", "x"])

    given(bird.name).willReturn("fallback")
    given(bird.name).willReturn(finiteSequence(of: "once"))
    #expect([bird.name, bird.name] == ["once", "fallback"])
  }

  @Test func stubbingSeveralMocksAtOnce() {
    let birdOne = mock(Bird.self)
    let birdTwo = mock(Bird.self)
    given(birdOne.getName(), birdTwo.getName()) ~> "Big Bird"
    #expect(birdOne.name == "Big Bird")
    #expect(birdTwo.name == "Big Bird")
  }

  @Test func chainingIntermediateMocks() {
    let bird = mock(Bird.self)
    given(
      bird
        .getWing()
        ~ mock(Wing.self)
        .getFeather()
        ~ mock(Feather.self)
        .getIsWet()) ~> true
    #expect(bird.wing.feather.isWet)
  }

  @Test func relaxedMocks() {
    let bird = mock(Bird.self)
    bird.useDefaultValues(from: .standardProvider)
    #expect(bird.name == "")

    var valueProvider = ValueProvider()
    valueProvider.register("Ryan", for: String.self)
    let other = mock(Bird.self)
    other.useDefaultValues(from: valueProvider)
    #expect(other.name == "Ryan")

    let stubbed = mock(Bird.self)
    given(stubbed.name).willReturn("Ryan")
    stubbed.useDefaultValues(from: .standardProvider)
    #expect(stubbed.name == "Ryan")
  }

  @Test func partialMocks() throws {
    let bird = mock(Bird.self)
    bird.forwardCalls(to: Crow(name: "Ryan"))
    #expect(bird.name == "Ryan")

    let tree = mock(Tree.self).initialize(height: 42)
    tree.forwardCallsToSuper()
    #expect(tree.height == 42)

    let scoped = mock(Bird.self)
    given(scoped.name).willForward(to: Crow(name: "Ryan"))
    let scopedTree = mock(Tree.self).initialize(height: 7)
    given(scopedTree.height).willForwardToSuper()
    #expect(scoped.name == "Ryan")
    #expect(scopedTree.height == 7)

    let concrete = mock(Bird.self)
    given(concrete.name).willReturn("Ryan")
    given(concrete.name).willForward(to: Crow(name: "Sterling"))
    #expect(concrete.name == "Ryan")
  }

  @Test func verificationForms() {
    let bird = mock(Bird.self)
    bird.useDefaultValues(from: .standardProvider)
    for _ in 0..<10 { bird.fly() }
    verify(bird.fly()).wasCalled(10)
    verify(bird.fly()).wasCalled(atLeast(once))
    verify(bird.chirp(volume: any())).wasNeverCalled()
    verify(bird.fly()).wasCalled(exactly(10))
    verify(bird.fly()).wasCalled(atLeast(10))
    verify(bird.fly()).wasCalled(atMost(10))
    verify(bird.fly()).wasCalled(between(5...10))
    verify(bird.fly()).wasCalled(not(exactly(9)))
    verify(bird.fly()).wasCalled(exactly(10).or(atMost(5)))
    verify(bird.fly()).wasCalled(atLeast(1).and(atMost(10)))
    verify(bird.fly()).wasCalled(10)

    _ = bird.chirp(volume: 50)
    verify(bird.chirp(volume: 50)).wasCalled()
    verify(bird.chirp(volume: any())).wasCalled(once)
    verify(bird.chirp(volume: notNil())).wasCalled()
    verify(bird.chirp(volume: 10)).wasCalled(never)

    _ = bird.name
    bird.name = "Ryan"
    verify(bird.name).wasCalled()
    verify(bird.name = any()).wasCalled()
    verify(bird.getName()).wasCalled()
    verify(bird.setName("Ryan")).wasCalled()
  }

  @Test func capturingArguments() {
    let bird = mock(Bird.self)
    bird.name = "Ryan"
    let nameCaptor = ArgumentCaptor<String>()
    verify(bird.name = nameCaptor.any()).wasCalled()
    #expect(nameCaptor.value == "Ryan")

    bird.fly(to: Location(name: "Hawaii"))
    bird.fly(to: Location(name: "Oslo"))
    let locationCaptor = ArgumentCaptor<Location>()
    verify(bird.fly(to: locationCaptor.matcher)).wasCalled(twice)
    #expect(locationCaptor.value?.name == "Oslo")
    #expect(locationCaptor.allValues.map(\.name) == ["Hawaii", "Oslo"])
  }

  @Test func invocationOrder() {
    let bird = mock(Bird.self)
    given(bird.canFly).willReturn(true)
    Person().release(bird)
    inOrder {
      verify(bird.canFly).wasCalled()
      verify(bird.fly()).wasCalled()
    }
    inOrder(with: .noInvocationsAfter) {
      verify(bird.canFly).wasCalled()
      verify(bird.fly()).wasCalled()
    }
    inOrder(with: .onlyConsecutiveInvocations) {
      verify(bird.canFly).wasCalled()
      verify(bird.fly()).wasCalled()
    }
  }

  @Test func overloadedByReturnType() {
    let bird = mock(Bird.self)
    given(bird.getMessage()).willReturn("hi" as String)
    let message: String = bird.getMessage()
    #expect(message == "hi")
    verify(bird.getMessage()).returning(String.self).wasCalled()
    verify(bird.getMessage()).returning(Data.self).wasNeverCalled()
  }

  @Test func exactValuesAndIdentity() {
    let bird = mock(Bird.self)
    bird.eat(Fruit(size: 42))
    verify(bird.eat(Fruit(size: 42))).wasCalled()
    verify(bird.eat(Fruit(size: 41))).wasNeverCalled()

    let branch = Branch(length: 1)
    bird.perch(on: branch)
    verify(bird.perch(on: branch)).wasCalled()
    verify(bird.perch(on: Branch(length: 1))).wasNeverCalled()
  }

  @Test func resets() {
    let mockLine: UInt = #line + 1
    let bird = mock(Bird.self)
    given(bird.name).willReturn("Ryan")
    bird.fly()
    clearInvocations(on: bird)
    verify(bird.fly()).wasNeverCalled()
    #expect(bird.name == "Ryan")
    clearStubs(on: bird)
    bird.useDefaultValues(from: .standardProvider)
    #expect(bird.name == "")
    // As in Mockingbird, clearing stubs also clears the value providers.
    clearStubs(on: bird)
    let cleared = captureFailures { _ = bird.name }
    let unstubbed = """
      Missing stub for BirdMock.name returning 'String'. Stub it with given(…) or make the mock relaxed with \
      useDefaultValues(from:).
      Invocations of name (getter) on BirdMock:
        #1 name
        #2 name
        #3 name
      """
    #expect(cleared.map(\.message) == [unstubbed])
    #expect(cleared.map(\.line) == [mockLine])
    #expect(cleared.first?.fileID.hasSuffix("SeedSnippetTests.swift") == true)
    bird.useDefaultValues(from: .standardProvider)
    clearDefaultValues(on: bird)
    // Without default values, the unstubbed getter is a failure again.
    let failures = captureFailures { _ = bird.name }
    #expect(failures.count == 1)
    #expect(failures.first?.message == unstubbed + "\n  #4 name")
    reset(bird)
    verify(bird.name).wasNeverCalled()
  }
}
