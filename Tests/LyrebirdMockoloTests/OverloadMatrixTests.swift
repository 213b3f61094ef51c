import LyrebirdFixtures
import Testing

/// The overload matrix (Tests/Fixtures/Overloads.swift) in Mockolo's shape
/// (Golden/OverloadGeneratedMocks.swift): each overload has a handler and a call count of its own.
@Suite struct OverloadMatrixTests {
  @Test func overloadsByResultHaveTheirOwnHandlers() async throws {
    let mock = NestResultsMock()
    mock.refreshBoolHandler = { true }
    mock.tallyNameHandler = { $0.count }
    mock.labelHandler = { 7 }
    mock.labelStringHandler = { "seven" }
    mock.settleIntHandler = { 9 }
    try mock.refresh() as Void
    let refreshed: Bool = try mock.refresh()
    let tally: Int = mock.tally("wren")
    let number: Int = mock.label()
    let text: String = mock.label()
    let settled: Int = await mock.settle()
    #expect(refreshed && tally == 4 && number == 7 && text == "seven" && settled == 9)
    #expect(mock.refreshCallCount == 1 && mock.refreshBoolCallCount == 1 && mock.tallyCallCount == 0)
  }

  @Test func overloadsByEffectsAndShapeHaveTheirOwnHandlers() async throws {
    let effects = NestEffectsMock()
    effects.countHandler = { 1 }
    effects.countIntHandler = { 2 }
    effects.decodeHandler = { () throws(NestFault) -> Int in throw NestFault(code: 3) }
    #expect(countSynchronously(effects) == 1)
    #expect(await effects.count() == 2)
    #expect(throws: NestFault(code: 3)) { let _: Int = try effects.decode() }
    let shapes = NestShapesMock()
    shapes.adjustHandler = { $0 = 10 }
    shapes.keepNameHandler = { !$0.isEmpty }
    var counter = 1
    shapes.adjust(&counter)
    shapes.adjust(counter)
    #expect(counter == 10 && shapes.keep("abc") as Bool)
    #expect(shapes.adjustCallCount == 1 && shapes.adjustValueCallCount == 1)
  }

  @Test func aClassMocksOverloadsHaveTheirOwnHandlers() throws {
    let ledger = NestLedgerMock()
    ledger.refreshBoolHandler = { true }
    ledger.adjustValueHandler = { $0 * 2 }
    #expect(try ledger.refresh() as Bool)
    #expect(ledger.adjust(4) == 8)
    #expect(ledger.copy() as Int == 0 && ledger.copyIntCallCount == 1)
  }
}

private func countSynchronously(_ effects: some NestEffects) -> Int { effects.count() }
