import Lyrebird
import LyrebirdFixtures
import Testing

/// The overload matrix (Fixtures/Overloads.swift): each overload is stubbed, verified and forwarded
/// on its own, so a forwarding closure or `super` call that named the wrong sibling would answer
/// with the sibling's value.
@Suite struct OverloadMatrixTests {
  @Test func overloadsByResultAreStubbedApart() async throws {
    let results = mock(NestResults.self)
    given(results.refresh()).willReturn(true)
    given(results.tally("wren")).willReturn(4)
    given(results.label()).willReturn(7)
    given(results.label()).willReturn("seven")
    given(results.peek()).willReturn(1)
    given(results.peek()).willReturn(Int?.none)
    given(await results.settle()).willReturn(9)
    let refreshed: Bool = try results.refresh()
    let tally: Int = results.tally("wren")
    let number: Int = results.label()
    let text: String = results.label()
    let peeked: Int = results.peek()
    let optional: Int? = results.peek()
    let settled: Int = await results.settle()
    #expect(refreshed && tally == 4 && number == 7 && text == "seven")
    #expect(peeked == 1 && optional == nil && settled == 9)
    verify(results.label()).returning(String.self).wasCalled(once)
    verify(results.tally("wren")).returning(Int.self).wasCalled(once)
    verify(results.tally("wren")).returning(Void.self).wasNeverCalled()
  }

  @Test func overloadsByResultForwardToTheOneTheCallNamed() async throws {
    let results = mock(NestResults.self)
    let real = RealNestResults()
    results.forwardCalls(to: real)
    try results.refresh() as Void
    let refreshed: Bool = try results.refresh()
    results.tally("ab") as Void
    let tally: Int = results.tally("ab")
    let number: Int = results.label()
    let text: String = results.label()
    let optional: Int? = results.peek()
    await results.settle() as Void
    let settled: Int = await results.settle()
    #expect(!refreshed && tally == 2 && number == 1 && text == "one" && optional == -1 && settled == 5)
    #expect(real.calls == ["refresh()", "tally(_:)", "settle()"])
  }

  @Test func overloadsByEffectsForwardToTheOneTheCallNamed() async throws {
    let effects = mock(NestEffects.self)
    effects.forwardCalls(to: NestEffectsConformer())
    let synchronous = countSynchronously(effects)
    let asynchronous = await effects.count()
    #expect(synchronous == 1 && asynchronous == 2)
    #expect(throws: NestFault(code: 3)) { let _: Int = try effects.decode() }
    let decoded: String = try effects.decode()
    #expect(decoded == "decoded")
    #expect(effects.drain())
    try await effects.drain()
    verify(effects.decode()).returning(Int.self).wasCalled(once)
  }

  @Test func overloadsByShapeForwardToTheOneTheCallNamed() {
    let shapes = mock(NestShapes.self)
    shapes.forwardCalls(to: NestShapesConformer())
    #expect(shapes.encode(1) == "hashable")
    #expect(shapes.move(to: 2) == 2 && shapes.move(by: 2) == 3 && shapes.move(2) == 4)
    let value: Int = shapes.value()
    #expect(value == 6)
    #expect(shapes.keep("abc") as Bool)
    verify(shapes.move(by: 2)).wasCalled(once)
  }

  /// `inout` and `borrowing` arguments aren't forwarded (an escaping closure can't take them):
  /// their overloads are stubbed apart and have records of their own.
  @Test func overloadsByOwnershipAreStubbedApart() {
    let shapes = mock(NestShapes.self)
    given(shapes.adjust(any())).will { (value: inout Int) in value = 10 }
    given(shapes.adjust(any())).will { (value: Int) in }
    given(shapes.keep("abc")).willReturn(3)
    given(shapes.keep("abc")).willReturn(false)
    var counter = 1
    shapes.adjust(&counter)
    shapes.adjust(counter)
    let kept: Int = shapes.keep("abc")
    let isKept: Bool = shapes.keep("abc")
    #expect(counter == 10 && kept == 3 && !isKept)
    #expect(shapes._adjust.invocations == [1] && shapes._adjust2.invocations == [10])
    #expect(shapes._keepInt.callCount == 1 && shapes._keepBool.callCount == 1)
  }

  @Test func overloadsOfAGenericProtocolAreStubbedApart() async {
    let store = mock(NestStoreMock<String>.self)
    given(store.first()).willReturn("a")
    given(store.first()).willReturn(String?.none)
    given(store.put("x")).willReturn(true)
    given(await store.put("x")).willReturn(3)
    let first: String = store.first()
    let optional: String? = store.first()
    let stored: Bool = store.put("x")
    let count: Int = await store.put("x")
    store.put("y") as Void
    #expect(first == "a" && optional == nil && stored && count == 3)
    verify(store.put("y")).returning(Void.self).wasCalled(once)
  }

  @Test func overloadsReturningSelfAreStubbedApart() {
    let copies = mock(NestCopies.self)
    let other = mock(NestCopies.self)
    given(copies.copy()).willReturn(7)
    given(copies.copy()).willReturn(other)
    given(copies.copy(deep: true)).willReturn(copies)
    let number: Int = copies.copy()
    let copy: NestCopiesMock = copies.copy()
    #expect(number == 7 && copy === other && copies.copy(deep: true) === copies)
    verify(copies.copy()).returning(Int.self).wasCalled(once)
  }

  @Test func aClassMockCallsTheSuperOverloadTheCallNamed() async throws {
    let ledger = mock(NestLedger.self).initialize()
    ledger.forwardCallsToSuper()
    try ledger.refresh() as Void
    let refreshed: Bool = try ledger.refresh()
    let tally: Int = ledger.tally("abc")
    let synchronous = countSynchronously(ledger)
    let asynchronous = await ledger.count()
    var counter = 1
    ledger.adjust(&counter)
    let adjusted = ledger.adjust(counter)
    let copied: Int = ledger.copy()
    #expect(refreshed && tally == 3 && synchronous == 1 && asynchronous == 2)
    #expect(counter == 2 && adjusted == 3 && copied == 4)
  }
}

/// Calls the synchronous `count()`, which an `async` context would not choose.
private func countSynchronously(_ effects: some NestEffects) -> Int { effects.count() }
private func countSynchronously(_ ledger: NestLedger) -> Int { ledger.count() }

private final class RealNestResults: NestResults, @unchecked Sendable {
  var calls: [String] = []
  func refresh() throws { calls.append("refresh()") }
  func refresh() throws -> Bool { false }
  func tally(_ name: String) { calls.append("tally(_:)") }
  func tally(_ name: String) -> Int { name.count }
  func label() -> Int { 1 }
  func label() -> String { "one" }
  func peek() -> Int { 0 }
  func peek() -> Int? { -1 }
  func settle() async { calls.append("settle()") }
  func settle() async -> Int { 5 }
}
