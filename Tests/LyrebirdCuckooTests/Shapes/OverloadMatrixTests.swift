import LyrebirdCuckoo
import LyrebirdFixtures
import Testing

/// The overload matrix (Tests/Fixtures/Overloads.swift) in Cuckoo's shape (Golden/OverloadGeneratedMocks.swift):
/// each overload is stubbed and verified through Cuckoo's proxies, and reaches the real member
/// its call names through a default implementation or the superclass.
@Suite struct OverloadMatrixTests {
  @Test func overloadsByResultAreStubbedApart() async throws {
    let mock = MockNestResults()
    stub(mock) { stub in
      when(stub.refresh()).thenReturn(true)
      when(stub.refresh()).thenDoNothing()
      when(stub.tally("wren")).thenReturn(4)
      when(stub.tally("wren")).thenDoNothing()
      when(stub.label()).thenReturn(7)
      when(stub.label()).thenReturn("seven")
      when(stub.settle()).thenReturn(9)
    }
    let refreshed: Bool = try mock.refresh()
    try mock.refresh() as Void
    let tally: Int = mock.tally("wren")
    mock.tally("wren") as Void
    let number: Int = mock.label()
    let text: String = mock.label()
    let settled: Int = await mock.settle()
    #expect(refreshed && tally == 4 && number == 7 && text == "seven" && settled == 9)
  }

  @Test func aDefaultImplementationAnswersWithTheOverloadTheCallNamed() async throws {
    let mock = MockNestResults().withEnabledDefaultImplementation(Results())
    try mock.refresh() as Void
    let refreshed: Bool = try mock.refresh()
    mock.tally("ab") as Void
    let tally: Int = mock.tally("ab")
    await mock.settle() as Void
    let settled: Int = await mock.settle()
    #expect(!refreshed && tally == 2 && settled == 5)
  }

  @Test func overloadsByEffectsAndShapeReachTheirOwnDefault() async throws {
    let effects = MockNestEffects().withEnabledDefaultImplementation(NestEffectsConformer())
    #expect(countSynchronously(effects) == 1)
    #expect(await effects.count() == 2)
    let decoded: String = try effects.decode()
    #expect(decoded == "decoded")
    #expect(throws: NestFault(code: 3)) { let _: Int = try effects.decode() }
    let shapes = MockNestShapes().withEnabledDefaultImplementation(NestShapesConformer())
    #expect(shapes.move(to: 2) == 2 && shapes.move(by: 2) == 3 && shapes.move(2) == 4)
    #expect(shapes.encode(1) == "hashable")
  }

  @Test func aClassSpyCallsTheSuperOverloadTheCallNamed() async throws {
    let spy = MockNestLedger().withEnabledSuperclassSpy()
    try spy.refresh() as Void
    let refreshed: Bool = try spy.refresh()
    let tally: Int = spy.tally("abc")
    let adjusted = spy.adjust(2)
    let copied: Int = spy.copy()
    #expect(refreshed && tally == 3 && adjusted == 3 && copied == 4)
    #expect(await spy.count() == 2)
  }
}

private func countSynchronously(_ effects: some NestEffects) -> Int { effects.count() }

private struct Results: NestResults {
  func refresh() throws {}
  func refresh() throws -> Bool { false }
  func tally(_ name: String) {}
  func tally(_ name: String) -> Int { name.count }
  func label() -> Int { 1 }
  func label() -> String { "one" }
  func peek() -> Int { 0 }
  func peek() -> Int? { -1 }
  func settle() async {}
  func settle() async -> Int { 5 }
}
