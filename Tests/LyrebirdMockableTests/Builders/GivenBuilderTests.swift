import Foundation
import LyrebirdMockable
import LyrebirdTestSupport
import Testing

/// `given(mock)` in Mockable's spellings, on a mock the module's `@Mockable` made.
@Suite struct GivenBuilderTests {
  let aviary = MockAviary<String>()

  @Test func answersAreUsedInTheOrderGivenAndTheLastOneRepeats() throws {
    given(aviary)
      .open(at: .any).willReturn(true)
      .open(at: .any).willThrow(AviaryError.closed)
      .open(at: .any).willProduce { hour in hour > 8 }
    #expect(try aviary.open(at: 1) == true)
    #expect(throws: AviaryError.closed) { try aviary.open(at: 1) }
    #expect(try aviary.open(at: 9) == true)
    #expect(try aviary.open(at: 2) == false)
  }

  @Test func answersFollowTheirParameters() {
    given(aviary)
      .feed(.value(Grain(grams: 2, kind: "millet")), times: .any).willReturn(1)
      .feed(.any, times: .matching { $0 > 5 }).willReturn(2)
      .feed(.any, times: .any).willReturn(3)
    #expect(aviary.feed(Grain(grams: 9, kind: "oats"), times: 1) == 3)
    #expect(aviary.feed(Grain(grams: 2, kind: "millet"), times: 1) == 1)
    // The first answer is used up: the `.any` answer behind it matches the same call.
    #expect(aviary.feed(Grain(grams: 2, kind: "millet"), times: 1) == 3)
    #expect(aviary.feed(Grain(grams: 9, kind: "oats"), times: 6) == 2)
    #expect(aviary.feed(Grain(grams: 9, kind: "oats"), times: 6) == 3)
  }

  @Test func propertiesVariadicsAndAssociatedTypes() {
    given(aviary)
      .keeper.willReturn("Ada")
      .keeper.willProduce { "Bea" }
      .capacity.willReturn(12)
      .count(in: .value([1, 2])).willReturn(2)
      .resident(named: .any).willProduce { name in "\(name) the wren" }
    #expect(aviary.keeper == "Ada")
    #expect(aviary.keeper == "Bea")
    #expect(aviary.capacity == 12)
    #expect(aviary.count(in: 1, 2) == 2)
    #expect(aviary.resident(named: "Pip") == "Pip the wren")
  }

  @Test func genericResultsAnswerByTheirType() {
    given(aviary)
      .make().willReturn("a string")
      .make().willProduce { 7 }
      .store(Parameter<Int>.any).willReturn(1)
      .store(Parameter<String>.any).willReturn(2)
    let text: String = aviary.make()
    let number: Int = aviary.make()
    #expect(text == "a string" && number == 7)
    #expect(aviary.store(5) == 1 && aviary.store("five") == 2)
  }

  @Test func asyncThrowingInoutAndEscapingMembers() async throws {
    var kept: ((Int) -> Void)?
    given(aviary)
      .fetchPerch(height: .any).willProduce { height in Perch(height: height * 2) }
      .whistle().willReturn()
      .adjust(.any).willProduce { perch in perch.height += 1 }
      .listen(then: .any).willProduce { done in kept = done }
      .sweep().willReturn()
      .lock.willThrow(AviaryError.closed)
      .lockUp().willThrow(.empty)
    #expect(try await aviary.fetchPerch(height: 2) == Perch(height: 4))
    await aviary.whistle()
    var perch = Perch(height: 1)
    aviary.adjust(&perch)
    #expect(perch.height == 2)
    aviary.listen { _ in }
    #expect(kept != nil)
    try aviary.sweep()
    #expect(throws: AviaryError.closed) { try aviary.lock }
    #expect(throws: AviaryError.empty) { try aviary.lockUp() }
  }

  @Test func aResultIsHandled() throws {
    given(aviary)
      .open(at: .any).willHandle(.success(true))
      .open(at: .any).willHandle(.failure(AviaryError.empty))
    #expect(try aviary.open(at: 1))
    #expect(throws: AviaryError.empty) { try aviary.open(at: 1) }
  }
}

@Test func aMockOfAnNSObjectProtocolRefinementIsAnNSObject() {
  let gate = MockGate()
  given(gate).swing(open: .value(true)).willReturn(true)
  #expect(gate.swing(open: true))
  #expect((gate as AnyObject) is NSObject)
  #expect(gate.isEqual(gate))
}

@Test func aGenericParameterMatchesThroughGeneric() {
  let aviary = MockAviary<String>(policy: .strict)
  given(aviary).store(.generic(5)).willReturn(9).store(Parameter<Int>.any).willReturn(1)
  #expect(aviary.store(5) == 9)
  #expect(aviary.store(6) == 1)
  verify(aviary).store(.generic(6)).called(.once)
}
