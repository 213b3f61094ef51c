import Lyrebird
import LyrebirdTestSupport
import Testing

/// Mockingbird's count arguments: `once`/`twice`/`never` are `Int`s and `wasCalled()` means once.
@Suite struct CountArgumentTests {
  private func flownBird(_ times: Int) -> BirdMock {
    let bird = mock(Bird.self)
    for _ in 0..<times { bird.fly() }
    return bird
  }

  @Test func adverbsAreIntegers() {
    let counts: [Int] = [never, once, twice]
    #expect(counts == [0, 1, 2])
    let bird = flownBird(2)
    verify(bird.fly()).wasCalled(twice)
    verify(bird.fly()).wasCalled(exactly(twice))
    verify(bird.fly()).wasCalled(atLeast(once))
    verify(bird.fly()).wasCalled(atMost(twice))
    let times = 2
    verify(bird.fly()).wasCalled(times)
  }

  @Test func wasCalledWithoutACountMeansExactlyOnce() {
    verify(flownBird(1).fly()).wasCalled()
    let bird = flownBird(3)
    let line: UInt = #line + 1
    let failures = captureFailures { verify(bird.fly()).wasCalled() }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        Expected exactly 1 invocation of BirdMock.fly(), but received 3.
        Invocations of fly() on BirdMock:
          #1 fly()
          #2 fly()
          #3 fly()
        """)
  }

  @Test func anIntegerCountIsExact() {
    let times = 2
    let (threeCalls, oneCall) = (flownBird(3), flownBird(1))
    let line: UInt = #line + 2
    let failures = captureFailures {
      verify(threeCalls.fly()).wasCalled(times)
      verify(oneCall.fly()).wasCalled(Lyrebird.never)
    }
    #expect(failures.map(\.line) == [line, line + 1])
    #expect(
      failures.map(\.message) == [
        "Expected exactly 2 invocations of BirdMock.fly(), but received 3.\nInvocations of fly() on BirdMock:\n"
          + "  #1 fly()\n  #2 fly()\n  #3 fly()",
        "Expected exactly 0 invocations of BirdMock.fly(), but received 1.\nInvocations of fly() on BirdMock:\n"
          + "  #1 fly()",
      ])
    verify(flownBird(0).fly()).wasCalled(Lyrebird.never)
  }

  @Test func betweenIncludesTheRangesUpperBound() {
    for calls in 1...3 { verify(flownBird(calls).fly()).wasCalled(between(1..<3)) }
    let bird = flownBird(4)
    let line: UInt = #line + 1
    let failures = captureFailures { verify(bird.fly()).wasCalled(between(1..<3)) }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        Expected between 1 and 3 invocations of BirdMock.fly(), but received 4.
        Invocations of fly() on BirdMock:
          #1 fly()
          #2 fly()
          #3 fly()
          #4 fly()
        """)
  }

  @Test func compositionWithIntegers() {
    let bird = flownBird(2)
    verify(bird.fly()).wasCalled(exactly(once).or(twice))
    verify(bird.fly()).wasCalled(not(once))
    verify(bird.fly()).wasCalled(atLeast(once).and(twice))
    verify(bird.fly()).wasCalled(atLeast(once).xor(once))
    verify(bird.fly()).wasCalled(exactly(twice).xor(atMost(once)))
    let line: UInt = #line + 1
    let failures = captureFailures { verify(bird.fly()).wasCalled(atLeast(once).xor(twice)) }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        Expected (at least 1 invocation xor exactly 2 invocations) of BirdMock.fly(), but received 2.
        Invocations of fly() on BirdMock:
          #1 fly()
          #2 fly()
        """)
    let negated = captureFailures { verify(bird.fly()).wasCalled(not(twice)) }
    #expect(
      negated.first?.message == """
        Expected not exactly 2 invocations of BirdMock.fly(), but received 2.
        Invocations of fly() on BirdMock:
          #1 fly()
          #2 fly()
        """)
  }
}
