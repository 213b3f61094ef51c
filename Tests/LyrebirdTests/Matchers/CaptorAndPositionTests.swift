import Lyrebird
import LyrebirdTestSupport
import Testing

/// Captors capture while stubs match too, and `firstArg`…`fifthArg`/`arg(_:at:)` pass matchers on.
@Suite struct CaptorAndPositionTests {
  @Test func aCaptorInAStubCapturesEachMatchedCall() {
    let bird = mock(Bird.self)
    let volumes = ArgumentCaptor<Int>()
    given(bird.chirp(volume: volumes.any())) ~> true
    #expect(bird.chirp(volume: 3))
    #expect(bird.chirp(volume: 7))
    #expect(volumes.allValues == [3, 7])
    #expect(volumes.value == 7)
  }

  @Test func aCaptorInAStubDoesNotCaptureCallsAnotherMatcherRejects() {
    let bird = mock(Bird.self)
    let feathers = ArgumentCaptor<Int>()
    given(bird.preen(feathers: feathers.any(), gently: true)).will { _, _ in }
    bird.preen(feathers: 1, gently: false)
    bird.preen(feathers: 2, gently: true)
    #expect(feathers.allValues == [2])
  }

  @Test func aWeakCaptorDoesNotKeepInstancesAlive() {
    let bird = mock(Bird.self)
    let branches = ArgumentCaptor<Branch>(weak: true)
    given(bird.perch(on: branches.any())).will { _ in }
    let kept = Branch(length: 2)
    bird.perch(on: Branch(length: 1))
    bird.perch(on: kept)
    // The mock's own call log holds the branches until it is cleared.
    #expect(branches.allValues.map(\.length) == [1, 2])
    clearInvocations(on: bird)
    #expect(branches.allValues.map(\.length) == [2])
  }

  @Test func positionalMatchersUseTheMatcherGiven() {
    let bird = mock(Bird.self)
    bird.preen(feathers: 3, gently: true)
    verify(bird.preen(feathers: firstArg(any()), gently: secondArg(true))).wasCalled()
    verify(bird.preen(feathers: arg(3, at: 1), gently: arg(any(), at: 2))).wasCalled()
    given(bird.chirp(volume: firstArg(any(where: { $0 > 5 })))) ~> true
    #expect(bird.chirp(volume: 9))
  }

  @Test func positionalMatchersUpToTheFifthMatchTheirOwnArgument() {
    let route = mock(Migrating.self)
    given(
      route.plan(
        from: firstArg("north"), to: secondArg(any()), stops: thirdArg(any(where: { $0 < 3 })), days: fourthArg(7),
        flockSize: fifthArg(any()))
    ) ~> true
    #expect(route.plan(from: "north", to: "south", stops: 2, days: 7, flockSize: 40))
    let unmatched = captureFailures {
      #expect(!route.plan(from: "north", to: "south", stops: 2, days: 8, flockSize: 40))
      #expect(!route.plan(from: "north", to: "south", stops: 5, days: 7, flockSize: 40))
    }
    #expect(unmatched.count == 2)
    verify(route.plan(from: any(), to: any(), stops: thirdArg(5), days: any(), flockSize: fifthArg(40)))
      .wasCalled(once)
    let failures = captureFailures {
      verify(route.plan(from: any(), to: any(), stops: any(), days: any(), flockSize: fifthArg(41))).wasCalled()
    }
    #expect(failures.count == 1)
  }

  @Test func aPositionBelowOneIsReportedAtItsLine() {
    let bird = mock(Bird.self)
    bird.preen(feathers: 3, gently: true)
    let line: UInt = #line + 2
    let failures = captureFailures {
      verify(bird.preen(feathers: arg(3, at: 0), gently: true)).wasCalled()
    }
    #expect(failures.map(\.line) == [line])
    #expect(failures.map(\.message) == ["Argument positions must be a positive integer, not 0"])
  }
}
