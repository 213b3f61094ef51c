import Lyrebird
import LyrebirdTestSupport
import Testing

/// Mockingbird's stubbing forms: `willReturn()`, transitions, sequences of closures, `~> forward(to:)`.
@Suite struct StubbingFormsTests {
  @Test func willReturnWithoutAValueStubsAVoidMember() {
    let bird = mock(Bird.self)
    given(bird.fly()).willReturn()
    let failures = captureFailures { bird.fly() }
    #expect(failures.isEmpty)
    verify(bird.fly()).wasCalled()
  }

  @Test func afterTransitionMovesOnAfterThatManyCalls() {
    let bird = mock(Bird.self)
    given(bird.name)
      .willReturn(loopingSequence(of: "Kea", "Tui"), transition: .after(3))
      .willReturn("Weka")
    #expect((0..<5).map { _ in bird.name } == ["Kea", "Tui", "Kea", "Weka", "Weka"])
  }

  @Test func onFirstNilTransitionMovesOnWhenAFiniteSequenceEnds() {
    let bird = mock(Bird.self)
    given(bird.name)
      .willReturn(finiteSequence(of: "Kea", "Tui"), transition: .onFirstNil)
      .willReturn("Weka")
    #expect((0..<4).map { _ in bird.name } == ["Kea", "Tui", "Weka", "Weka"])
  }

  @Test func aFiniteSequenceHandsOverWithoutATransitionToo() {
    let bird = mock(Bird.self)
    given(bird.name)
      .willReturn(finiteSequence(of: "Kea", "Tui"))
      .willReturn("Weka")
    #expect((0..<4).map { _ in bird.name } == ["Kea", "Tui", "Weka", "Weka"])
  }

  @Test func aSequenceOfClosuresRunsEachInTurn() {
    let bird = mock(Bird.self)
    given(bird.chirp(volume: any())) ~> sequence(of: { $0 > 5 }, { _ in true })
    #expect(bird.chirp(volume: 1) == false)
    #expect(bird.chirp(volume: 1) == true)
    #expect(bird.chirp(volume: 1) == true)
    given(bird.chirp(volume: any())).willReturn(finiteSequence(of: { _ in false }), transition: .after(1))
    #expect(bird.chirp(volume: 9) == false)
  }

  @Test func closureSequencesLoopOrRunOutAsValueSequencesDo() {
    let bird = mock(Bird.self)
    given(bird.chirp(volume: any())).willReturn(loopingSequence(of: { $0 > 5 }, { _ in true }))
    #expect([1, 1, 1, 9, 1].map { bird.chirp(volume: $0) } == [false, true, false, true, false])

    let finite = mock(Bird.self)
    given(finite.chirp(volume: any()))
      .willReturn(finiteSequence(of: { $0 > 5 }, { _ in true }))
      .willReturn(false)
    #expect([9, 1, 9, 9].map { finite.chirp(volume: $0) } == [true, true, false, false])
  }

  @Test func forwardingContextsWithTheOperator() {
    let tree = mock(Tree.self).initialize(height: 2)
    given(tree.grow(by: any())) ~> forwardToSuper()
    given(tree.height) ~> forwardToSuper()
    // The real `grow` ran: it read the real height, 2 (its write went to the mock's setter).
    #expect(tree.grow(by: 3) == 2)
    verify(tree.height = 5).wasCalled()
    let bird = mock(Bird.self)
    given(bird.chirp(volume: any())) ~> forward(to: Crow(name: "Kaka"))
    #expect(bird.chirp(volume: 9))
    #expect(bird.chirp(volume: 1) == false)
  }

  @Test func mockConfigurationReturnsTheMock() {
    let bird = mock(Bird.self).useDefaultValues(from: .standardProvider)
    #expect(bird.chirp(volume: 2) == false)
    let tree = mock(Tree.self).initialize(height: 4).forwardCallsToSuper()
    #expect(tree.grow(by: 1) == 5)
    let crowed = mock(Bird.self).forwardCalls(to: Crow(name: "Kaka"))
    #expect(crowed.chirp(volume: 9))
  }
}
