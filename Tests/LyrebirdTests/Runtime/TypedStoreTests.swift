import Lyrebird
import Testing

/// A hand-written mock whose arguments leave padding in their tuple, and a generic member.
final class LedgerMock: MockObject {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext = MockingContext(mockName: "LedgerMock")

  func post(flag: UInt8, amount: Int, cleared: Bool, memo: String) -> Int {
    __lyrebirdContext.call(
      .method("post(flag:amount:cleared:memo:)"), arguments: flag, amount, cleared, memo,
      apply: { (body: (UInt8, Int, Bool, String) -> Int) in body(flag, amount, cleared, memo) })
  }

  func post<H: MockableMember>(
    flag: @autoclosure () -> UInt8, amount: @autoclosure () -> Int, cleared: @autoclosure () -> Bool,
    memo: @autoclosure () -> String
  ) -> H
  where H.Declaration == FunctionDeclaration, H.Signature == (UInt8, Int, Bool, String) -> Int, H.ReturnType == Int {
    H(
      mock: self, member: .method("post(flag:amount:cleared:memo:)"),
      arguments: [argument(flag), argument(amount), argument(cleared), argument(memo)])
  }

  func echo<T>(_ value: T) -> T {
    __lyrebirdContext.call(
      .method("echo(_:)"), arguments: value, apply: { (body: (T) -> T) in body(value) })
  }

  func echo<T, H: MockableMember>(_ value: @autoclosure () -> T) -> H
  where H.Declaration == FunctionDeclaration, H.Signature == (T) -> T, H.ReturnType == T {
    H(mock: self, member: .method("echo(_:)"), arguments: [argument(value)])
  }
}

@Suite struct TypedStoreTests {
  /// Each matcher reads its own argument, wherever padding puts it in the recorded tuple.
  @Test func matchersReadEachArgumentInPlace() {
    let ledger = LedgerMock()
    given(ledger.post(flag: 7, amount: any(where: { $0 > 100 }), cleared: true, memo: any())).willReturn(1)
    given(ledger.post(flag: any(), amount: any(), cleared: false, memo: "rent")).willReturn(2)

    #expect(ledger.post(flag: 7, amount: 250, cleared: true, memo: "bonus") == 1)
    #expect(ledger.post(flag: 3, amount: 900, cleared: false, memo: "rent") == 2)
    #expect(ledger.post(flag: 7, amount: 900, cleared: false, memo: "rent") == 2)

    verify(ledger.post(flag: any(where: { $0 == 7 }), amount: any(), cleared: any(), memo: any())).wasCalled(twice)
    verify(ledger.post(flag: any(), amount: 900, cleared: any(), memo: any())).wasCalled(twice)
    verify(ledger.post(flag: any(), amount: any(), cleared: true, memo: any())).wasCalled(once)
    verify(ledger.post(flag: any(), amount: any(), cleared: any(), memo: any(of: "bonus", "tip"))).wasCalled(once)
    // `any(String.self)` has no typed predicate: the argument is copied out as `Any` and still found.
    verify(ledger.post(flag: notNil(), amount: any(Int.self), cleared: any(), memo: any(String.self))).wasCalled(
      exactly(3))
  }

  /// A generic member called with another type than its first call keeps both calls, in order.
  @Test func aGenericMemberCalledWithTwoTypesKeepsEveryCall() {
    let ledger = LedgerMock()
    given(ledger.echo(any(Int.self))).willReturn(42)
    given(ledger.echo(any(String.self))).willReturn("stubbed")

    #expect(ledger.echo(1) == 42)
    #expect(ledger.echo("a") == "stubbed")
    #expect(ledger.echo(2) == 42)

    verify(ledger.echo(any(where: { (value: Int) in value > 0 }))).wasCalled(twice)
    verify(ledger.echo(any(where: { (value: String) in value == "a" }))).wasCalled(once)
    #expect(ledger.__lyrebirdContext.allInvocations.map(\.rendered) == ["echo(1)", "echo(\"a\")", "echo(2)"])
    verifyNoMoreInteractions(ledger)
  }

  /// Outcomes stored with the call (stubbed values) and after it (closures) both reach the records.
  @Test func typedOutcomesReachTheRecords() {
    let ledger = LedgerMock()
    given(ledger.post(flag: any(), amount: any(), cleared: any(), memo: "value")).willReturn(5)
    given(ledger.post(flag: any(), amount: any(), cleared: any(), memo: "closure")).will { _, amount, _, _ in amount }

    _ = ledger.post(flag: 0, amount: 10, cleared: false, memo: "value")
    _ = ledger.post(flag: 0, amount: 20, cleared: false, memo: "closure")

    let records = CallRecords<Int, Int>(mock: ledger, member: .method("post(flag:amount:cleared:memo:)")) {
      recordedArgument($0, 1)
    }
    #expect(records.invocations == [10, 20])
    #expect(records.returnedValues == [5, 20])
  }

  /// A call's outcome stored after a reset can't land on the entry of a newer call at the same position.
  @Test func anOutcomeAfterClearingIsDropped() {
    let ledger = LedgerMock()
    let depth = Locked(0)
    given(ledger.post(flag: any(), amount: any(), cleared: any(), memo: any())).will { _, amount, _, _ in
      depth.mutate { $0 += 1 }
      if depth.value == 1 {
        clearInvocations(on: ledger)
        _ = ledger.post(flag: 2, amount: 99, cleared: false, memo: "")
      }
      return amount
    }

    #expect(ledger.post(flag: 1, amount: 3, cleared: true, memo: "") == 3)

    let records = CallRecords<Int, Int>(mock: ledger, member: .method("post(flag:amount:cleared:memo:)")) {
      recordedArgument($0, 1)
    }
    #expect(records.invocations == [99])
    #expect(records.returnedValues == [99])
  }
}
