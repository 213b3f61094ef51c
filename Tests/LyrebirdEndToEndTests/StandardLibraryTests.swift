import Foundation
import Lyrebird
import LyrebirdFixtures
import Testing

/// Protocols refining standard-library protocols, `Self` requirements and shadowed names.
@Suite struct StandardLibraryTests {
  @Test func hashableAndDescriptionUseIdentityAndName() {
    let first = mock((any Token).self)
    let second = mock((any Token).self)
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, second, first]).count == 2)
    #expect(first.description == "TokenMock")
    #expect(String(describing: first.debugDescription) == "TokenMock")
    given(TokenMock.operatorLess(any(), any())).willReturn(true)
    #expect(first < second)
  }

  @Test func codableIdentifiableRawRepresentableAndError() throws {
    let document = mock((any Document).self)
    let id = UUID()
    given(document.getId()).willReturn(id)
    #expect(document.id == id)
    given(document.encode(to: any())).willThrow(ParseError(line: 2))
    #expect(throws: ParseError.self) { try JSONEncoder().encode(document) }

    let level = mock((any Level).self)
    given(level.getRawValue()).willReturn(3)
    #expect(level.rawValue == 3)
    #expect(LevelMock(rawValue: 1) != nil)

    let failure = mock(Failure.self)
    given(failure.code).willReturn(404)
    #expect(throws: FailureMock.self) { throw failure }
  }

  @Test func sequences() async throws {
    let numbers = mock(NumbersMock<IndexingIterator<[Int]>>.self)
    given(numbers.makeIterator()).willReturn([1, 2, 3].makeIterator())
    #expect(Array(numbers) == [1, 2, 3])

    let ticks = mock(TicksMock<AsyncStream<Int>.Iterator>.self)
    given(ticks.makeAsyncIterator()).will {
      AsyncStream { continuation in
        continuation.yield(1)
        continuation.finish()
      }.makeAsyncIterator()
    }
    var seen: [Int] = []
    for try await tick in ticks { seen.append(tick) }
    #expect(seen == [1])
  }

  @Test func selfRequirements() {
    let copier = mock((any Copier).self)
    let copy = mock((any Copier).self)
    given(copier.copy()).willReturn(copy)
    given(copier.isSame(as: any())).willReturn(true)
    #expect(copier.copy() === copy)
    #expect(copier.isSame(as: copy))
  }

  @Test func anNSObjectProtocolMockIsAnNSObject() {
    let pinging = mock((any Pinging).self)
    let other = mock((any Pinging).self)
    given(pinging.ping()).willReturn(7)
    #expect(pinging.ping() == 7)
    #expect(pinging.isEqual(pinging))
    #expect(!pinging.isEqual(other))
    let object: NSObject = pinging
    #expect(object.hash == pinging.hash)
    verify(pinging.ping()).wasCalled()
  }

  @Test func anNSObjectProtocolMockIsAlsoMadeThroughInitialize() {
    let pinging: PingingMock = mock((any Pinging).self).initialize()
    given(pinging.ping()).willReturn(8)
    #expect(pinging.ping() == 8)
    verify(pinging.ping()).wasCalled(once)
  }

  @Test func aModuleQualifiedNSObjectProtocolParentIsNSObjectToo() {
    let ponging = mock((any Ponging).self).initialize()
    given(ponging.pong()).willReturn(2)
    let object: NSObject = ponging
    #expect(ponging.pong() == 2)
    #expect(object.isEqual(ponging))
    verify(ponging.pong()).wasCalled(once)
  }

  @Test func membersNamedLikeTheMocksOwnHelpers() {
    let helper = mock(Helper.self)
    given(helper.context).willReturn(1)
    given(helper.call(any())).willReturn(Result(value: 2))
    given(helper.apply(body: any(), target: any())).will { body, target in body + target.count }
    given(helper.make(any(Int.self))).willReturn(4)
    given(helper.mock(type: 5)).willReturn(5)
    given(helper.forward(__target: any(), newValue: any())).will { target, newValue in target * newValue }
    #expect(helper.context == 1)
    #expect(helper.call(0) == Result(value: 2))
    #expect(helper.apply(body: 1, target: "ab") == 3)
    #expect(helper.make(0) == 4)
    #expect(helper.mock(type: 5) == 5)
    #expect(helper.forward(__target: 3, newValue: 4) == 12)
  }

  @Test func collectionsWithSameTypeConstraints() {
    let perches = mock((any Perches).self)
    given(perches.startIndex).willReturn(0)
    given(perches.endIndex).willReturn(3)
    given(perches.index(after: any())).will { (index: Int) in index + 1 }
    given(perches.index(before: any())).will { (index: Int) in index - 1 }
    given(perches.getSubscript(any())).will { (index: Int) in ["oak", "ash", "elm"][index] }
    #expect(Array(perches) == ["oak", "ash", "elm"])
    #expect(perches.count == 3)
    #expect(perches.last == "elm")
    verify(perches.getSubscript(1)).wasCalled(atLeast(once))

    let heap = mock(HeapMock<Int, Int>.self)
    given(heap.top()).willReturn(9)
    given(heap.startIndex).willReturn(0)
    given(heap.endIndex).willReturn(0)
    #expect(heap.top() == 9)
    #expect(heap.isEmpty)
  }
}

/// Protocols refining the standard library's integer and arithmetic protocols.
@Suite struct IntegerProtocolTests {
  @Test func anIntegerMockAnswersItsRequirementsWithStubs() {
    let abacus = mock((any Abacus).self)
    let other = mock((any Abacus).self)
    given(abacus.tick()).willReturn(3)
    given(abacus.getNonzeroBitCount()).willReturn(2)
    given(abacus.getWords()).willReturn([7])
    given(abacus.addingReportingOverflow(any())).will { (rhs: AbacusMock) in (rhs, true) }
    given(AbacusMock.operatorPlus(any(), any())).willReturn(other)
    given(AbacusMock.getBitWidth()).willReturn(16)
    #expect(abacus.tick() == 3)
    #expect(abacus.nonzeroBitCount == 2)
    #expect(abacus.words == [7])
    let sum = abacus.addingReportingOverflow(other)
    #expect(sum.partialValue === other && sum.overflow)
    #expect(abacus + abacus === other)
    #expect(AbacusMock.bitWidth == 16)
    #expect(abacus == abacus)
    #expect(abacus != other)
    verify(AbacusMock.operatorPlus(abacus, abacus)).wasCalled()
    verify(AbacusMock.operatorPlus(other, any())).wasNeverCalled()
    // The real member is picked here (the argument is the mock's own type), and its result holds a
    // reference: the capture must still stop the call.
    verify(abacus.addingReportingOverflow(other)).wasCalled()
    verify(abacus.addingReportingOverflow(any())).wasCalled()
    verify(abacus.multipliedFullWidth(by: other)).wasNeverCalled()
  }

  @Test func theInitializersRecordTheirArguments() {
    let abacus = AbacusMock(truncatingIfNeeded: 300)
    verify(abacus.initialize(truncatingIfNeeded: 300)).wasCalled()
    verify(abacus.initialize(truncatingIfNeeded: 301)).wasNeverCalled()
  }

  @Test func anArithmeticMockUsesItsStubbedOperators() {
    let measure = mock((any Measure).self)
    let doubled = mock((any Measure).self)
    given(measure.getUnit()).willReturn("cm")
    given(MeasureMock.operatorStar(any(), any())).willReturn(doubled)
    given(MeasureMock.operatorLess(any(), any())).willReturn(true)
    #expect(measure.unit == "cm")
    #expect(measure * measure === doubled)
    #expect(measure < doubled)
    verify(MeasureMock.operatorStar(measure, measure)).wasCalled()
  }
}
