import Lyrebird
import Testing

/// A hand-written mock whose typed records are read from its members' typed slots, as generated
/// ones are: each member calls the context by member, and each record names the member.
final class TallyBookMock: MockObject {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext = MockingContext(mockName: "TallyBookMock")

  func tick() {
    return __lyrebirdContext.call(.method("tick()"))
  }

  func note(_ value: Any) {
    return __lyrebirdContext.call(.method("note(_:)"), with: value)
  }

  func pair(_ values: (Int, Int)) {
    return __lyrebirdContext.call(.method("pair(_:)"), with: values)
  }

  func move(from start: Int, to end: String) {
    return __lyrebirdContext.call(.method("move(from:to:)"), with: start, end)
  }

  var _tick: CallRecords<Void, Void> { .init(mock: self, member: .method("tick()")) }
  var _note: CallRecords<Any, Void> { .init(mock: self, member: .method("note(_:)")) }
  var _pair: CallRecords<(Int, Int), Void> { .init(mock: self, member: .method("pair(_:)")) }
  var _move: CallRecords<(from: Int, to: String), Void> { .init(mock: self, member: .method("move(from:to:)")) }
}

@Suite struct TypedSlotRecordsTests {
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
