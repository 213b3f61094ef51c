import Lyrebird
import Testing

/// A hand-written mock whose typed records are made from its stored slots, as generated ones are.
final class TallyBookMock: MockObject {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext = MockingContext(mockName: "TallyBookMock")
  private let tickSlot = typedSlot(.method("tick()"), returning: (Void).self)
  private let noteSlot = typedSlot(.method("note(_:)"), (Any).self, returning: (Void).self)
  private let pairSlot = typedSlot(.method("pair(_:)"), ((Int, Int)).self, returning: (Void).self)
  private let moveSlot = typedSlot(.method("move(from:to:)"), (Int).self, (String).self, returning: (Void).self)

  func tick() {
    tickSlot.call(in: __lyrebirdContext, arguments: (), apply: { (body: () -> Void) in body() })
  }

  func note(_ value: Any) {
    noteSlot.call(in: __lyrebirdContext, arguments: value, apply: { (body: (Any) -> Void) in body(value) })
  }

  func pair(_ values: (Int, Int)) {
    pairSlot.call(in: __lyrebirdContext, arguments: values, apply: { (body: ((Int, Int)) -> Void) in body(values) })
  }

  func move(from start: Int, to end: String) {
    moveSlot.call(
      in: __lyrebirdContext, arguments: (start, end), apply: { (body: (Int, String) -> Void) in body(start, end) })
  }

  var _tick: CallRecords<Void, Void> { .init(mock: self, slot: tickSlot) }
  var _note: CallRecords<Any, Void> { .init(mock: self, singleParameterSlot: noteSlot) }
  var _pair: CallRecords<(Int, Int), Void> { .init(mock: self, singleParameterSlot: pairSlot) }
  var _move: CallRecords<(from: Int, to: String), Void> { .init(mock: self, slot: moveSlot) }
}

@Suite struct SlotRecordsTests {
  /// Several parameters are read one by one as the slot's types and labeled by the records' type.
  @Test func severalParametersBecomeALabeledTuple() {
    let ledger = TallyBookMock()
    ledger.move(from: 1, to: "b")
    ledger.move(from: 2, to: "c")
    #expect(ledger._move.callCount == 2)
    #expect(ledger._move.invocations.map(\.from) == [1, 2])
    #expect(ledger._move.lastInvocation?.to == "c")
    #expect(ledger._move.results.count == 2)
  }

  /// One parameter is the value itself: `Any`, and a tuple, which is one value and not two.
  @Test func oneParameterIsTheValueItself() {
    let ledger = TallyBookMock()
    ledger.note("first")
    ledger.note(2)
    ledger.pair((3, 4))
    #expect(ledger._note.invocations.map { "\($0)" } == ["first", "2"])
    #expect(ledger._pair.invocations.map(\.0) == [3])
    #expect(ledger._pair.lastInvocation?.1 == 4)
  }

  /// A member without parameters records `()` per call; `clearInvocations` empties the records.
  @Test func noParametersCountCalls() {
    let ledger = TallyBookMock()
    ledger.tick()
    ledger.tick()
    #expect(ledger._tick.callCount == 2)
    clearInvocations(on: ledger)
    #expect(ledger._tick.callCount == 0)
    #expect(ledger._move.callCount == 0)
  }
}
