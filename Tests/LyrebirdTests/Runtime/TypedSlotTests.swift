import Lyrebird
import Testing

/// A hand-written mock in the generated shape: each member calls the context by member, which
/// makes the member's typed slot on its first call.
final class TallyMock: MockObject {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext: MockingContext

  init(context: MockingContext = MockingContext(mockName: "TallyMock")) {
    __lyrebirdContext = context
  }

  func add(_ value: Int, to total: Int) -> Int {
    __lyrebirdContext.call(.method("add(_:to:)"), with: value, total)
  }

  /// The same member called through the `apply:` form, as a member whose stub closure differs from
  /// its parameters' types calls it.
  func addByName(_ value: Int, to total: Int) -> Int {
    __lyrebirdContext.call(
      .method("add(_:to:)"), arguments: value, total, apply: { (body: (Int, Int) -> Int) in body(value, total) })
  }

  func add<H: MockableMember>(_ value: @autoclosure () -> Int, to total: @autoclosure () -> Int) -> H
  where H.Declaration == FunctionDeclaration, H.Signature == (Int, Int) -> Int, H.ReturnType == Int {
    H(mock: self, member: .method("add(_:to:)"), arguments: [argument(value), argument(total)])
  }

  func sum(pair: (Int, Int)) -> Int {
    __lyrebirdContext.call(.method("sum(pair:)"), with: pair)
  }

  func sum<H: MockableMember>(pair: @autoclosure () -> (Int, Int)) -> H
  where H.Declaration == FunctionDeclaration, H.Signature == ((Int, Int)) -> Int, H.ReturnType == Int {
    H(mock: self, member: .method("sum(pair:)"), arguments: [argument(pair)])
  }
}

@Suite struct TypedSlotTests {
  /// The context makes the member's slot typed on its first call, keeping the stubs `given` left by name.
  @Test func aTypedSlotKeepsTheStubsAndCallsMadeBeforeItsFirstCall() {
    let tally = TallyMock()
    given(tally.add(any(), to: 10)).willReturn(1)
    given(tally.add(any(where: { $0 < 0 }), to: any())).will { value, total in value + total }

    #expect(tally.add(5, to: 10) == 1)
    #expect(tally.add(-5, to: 3) == -2)
    verify(tally.add(any(), to: any())).wasCalled(twice)
    verify(tally.add(-5, to: 3)).wasCalled(once)

    clearInvocations(on: tally)
    verify(tally.add(any(), to: any())).wasNeverCalled()
    #expect(tally.add(7, to: 10) == 1)
    verify(tally.add(7, to: 10)).wasCalled(once)

    clearStubs(on: tally)
    given(tally.add(any(), to: any())).willReturn(9)
    #expect(tally.add(7, to: 10) == 9)
    verify(tally.add(7, to: 10)).wasCalled(twice)
  }

  /// One parameter of tuple type is one argument: its slot's tuple is not split into two.
  @Test func aTupleParameterIsOneArgument() {
    let tally = TallyMock()
    given(tally.sum(pair: any(where: { $0.0 == 1 }))).willReturn(100)
    given(tally.sum(pair: any(where: { $0.1 == 2 }))).willReturn(200)

    #expect(tally.sum(pair: (1, 5)) == 100)
    #expect(tally.sum(pair: (3, 2)) == 200)
    verify(tally.sum(pair: any())).wasCalled(twice)
    #expect(tally.__lyrebirdContext.allInvocations.map(\.rendered) == ["sum(pair: (1, 5))", "sum(pair: (3, 2))"])
  }

  /// Calls through the `apply:` form and the direct form land in one member's log, in order, either
  /// way round.
  @Test func callsOfBothFormsShareTheMembersLog() {
    let slotFirst = TallyMock()
    given(slotFirst.add(any(), to: any())).willReturn(3)
    #expect(slotFirst.add(1, to: 2) == 3)
    #expect(slotFirst.addByName(4, to: 5) == 3)
    verify(slotFirst.add(any(), to: any())).wasCalled(twice)

    let nameFirst = TallyMock()
    given(nameFirst.add(any(), to: any())).willReturn(6)
    #expect(nameFirst.addByName(1, to: 2) == 6)
    #expect(nameFirst.add(4, to: 5) == 6)
    verify(nameFirst.add(4, to: any())).wasCalled(once)
    verify(nameFirst.add(1, to: 2)).wasCalled(once)
    #expect(nameFirst.__lyrebirdContext.allInvocations.map(\.rendered) == ["add(1, to: 2)", "add(4, to: 5)"])
    verifyNoMoreInteractions(nameFirst)
  }

  /// Two mocks on one context call the same member: their calls share its typed slot.
  @Test func twoMocksSharingAContextRecordEveryCall() {
    let context = MockingContext(mockName: "TallyMock")
    let first = TallyMock(context: context)
    let second = TallyMock(context: context)
    given(first.add(any(), to: any())).willReturn(8)

    #expect(first.add(1, to: 1) == 8)
    #expect(second.add(2, to: 2) == 8)
    #expect(first.add(3, to: 3) == 8)
    verify(second.add(any(where: { $0 > 1 }), to: any())).wasCalled(twice)
    #expect(context.allInvocations.map(\.rendered) == ["add(1, to: 1)", "add(2, to: 2)", "add(3, to: 3)"])
  }
}
