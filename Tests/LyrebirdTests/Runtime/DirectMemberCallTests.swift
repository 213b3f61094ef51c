import Lyrebird
import Testing

/// `Meter`'s members as generated mocks write them: calls of the context by member, whose typed
/// slots the context makes on their first calls; the handles are `MeterHandles`'.
final class MemberMeterMock: Meter, MeterHandles {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext = MockingContext(mockName: "MemberMeterMock")

  func sync0() -> String {
    __lyrebirdContext.call(
      .method("sync0()"),
      forwarding: { (target: any Meter) in target.sync0() })
  }

  func sync1(_ a: Int) -> String {
    __lyrebirdContext.call(
      .method("sync1(_:)"), with: a,
      forwarding: { (target: any Meter) in target.sync1(a) })
  }

  func sync2(_ a: Int, _ b: String) -> String {
    __lyrebirdContext.call(
      .method("sync2(_:_:)"), with: a, b,
      forwarding: { (target: any Meter) in target.sync2(a, b) })
  }

  func sync3(_ a: Int, _ b: String, _ c: Bool) -> String {
    __lyrebirdContext.call(
      .method("sync3(_:_:_:)"), with: a, b, c,
      forwarding: { (target: any Meter) in target.sync3(a, b, c) })
  }

  func throwing0() throws -> String {
    try __lyrebirdContext.callThrowing(
      .method("throwing0()"),
      forwarding: { (target: any Meter) in try target.throwing0() })
  }

  func throwing1(_ a: Int) throws -> String {
    try __lyrebirdContext.callThrowing(
      .method("throwing1(_:)"), with: a,
      forwarding: { (target: any Meter) in try target.throwing1(a) })
  }

  func throwing2(_ a: Int, _ b: String) throws -> String {
    try __lyrebirdContext.callThrowing(
      .method("throwing2(_:_:)"), with: a, b,
      forwarding: { (target: any Meter) in try target.throwing2(a, b) })
  }

  func throwing3(_ a: Int, _ b: String, _ c: Bool) throws -> String {
    try __lyrebirdContext.callThrowing(
      .method("throwing3(_:_:_:)"), with: a, b, c,
      forwarding: { (target: any Meter) in try target.throwing3(a, b, c) })
  }

  @_disfavoredOverload
  func async0() async -> String {
    await __lyrebirdContext.callAsync(
      .method("async0()"),
      forwarding: { (target: any Meter) in await target.async0() })
  }

  @_disfavoredOverload
  func async1(_ a: Int) async -> String {
    await __lyrebirdContext.callAsync(
      .method("async1(_:)"), with: a,
      forwarding: { (target: any Meter) in await target.async1(a) })
  }

  @_disfavoredOverload
  func async2(_ a: Int, _ b: String) async -> String {
    await __lyrebirdContext.callAsync(
      .method("async2(_:_:)"), with: a, b,
      forwarding: { (target: any Meter) in await target.async2(a, b) })
  }

  @_disfavoredOverload
  func async3(_ a: Int, _ b: String, _ c: Bool) async -> String {
    await __lyrebirdContext.callAsync(
      .method("async3(_:_:_:)"), with: a, b, c,
      forwarding: { (target: any Meter) in await target.async3(a, b, c) })
  }

  @_disfavoredOverload
  func asyncThrowing0() async throws -> String {
    try await __lyrebirdContext.callAsyncThrowing(
      .method("asyncThrowing0()"),
      forwarding: { (target: any Meter) in try await target.asyncThrowing0() })
  }

  @_disfavoredOverload
  func asyncThrowing1(_ a: Int) async throws -> String {
    try await __lyrebirdContext.callAsyncThrowing(
      .method("asyncThrowing1(_:)"), with: a,
      forwarding: { (target: any Meter) in try await target.asyncThrowing1(a) })
  }

  @_disfavoredOverload
  func asyncThrowing2(_ a: Int, _ b: String) async throws -> String {
    try await __lyrebirdContext.callAsyncThrowing(
      .method("asyncThrowing2(_:_:)"), with: a, b,
      forwarding: { (target: any Meter) in try await target.asyncThrowing2(a, b) })
  }

  @_disfavoredOverload
  func asyncThrowing3(_ a: Int, _ b: String, _ c: Bool) async throws -> String {
    try await __lyrebirdContext.callAsyncThrowing(
      .method("asyncThrowing3(_:_:_:)"), with: a, b, c,
      forwarding: { (target: any Meter) in try await target.asyncThrowing3(a, b, c) })
  }
}

/// The same members without a forwarding target, as an isolated mock's are.
final class UnforwardedMemberMeterMock: Meter, MeterHandles {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext = MockingContext(mockName: "UnforwardedMemberMeterMock")

  func sync0() -> String {
    __lyrebirdContext.call(.method("sync0()"))
  }

  func sync1(_ a: Int) -> String {
    __lyrebirdContext.call(.method("sync1(_:)"), with: a)
  }

  func sync2(_ a: Int, _ b: String) -> String {
    __lyrebirdContext.call(.method("sync2(_:_:)"), with: a, b)
  }

  func sync3(_ a: Int, _ b: String, _ c: Bool) -> String {
    __lyrebirdContext.call(.method("sync3(_:_:_:)"), with: a, b, c)
  }

  func throwing0() throws -> String {
    try __lyrebirdContext.callThrowing(.method("throwing0()"))
  }

  func throwing1(_ a: Int) throws -> String {
    try __lyrebirdContext.callThrowing(.method("throwing1(_:)"), with: a)
  }

  func throwing2(_ a: Int, _ b: String) throws -> String {
    try __lyrebirdContext.callThrowing(.method("throwing2(_:_:)"), with: a, b)
  }

  func throwing3(_ a: Int, _ b: String, _ c: Bool) throws -> String {
    try __lyrebirdContext.callThrowing(.method("throwing3(_:_:_:)"), with: a, b, c)
  }

  @_disfavoredOverload
  func async0() async -> String {
    await __lyrebirdContext.callAsync(.method("async0()"))
  }

  @_disfavoredOverload
  func async1(_ a: Int) async -> String {
    await __lyrebirdContext.callAsync(.method("async1(_:)"), with: a)
  }

  @_disfavoredOverload
  func async2(_ a: Int, _ b: String) async -> String {
    await __lyrebirdContext.callAsync(.method("async2(_:_:)"), with: a, b)
  }

  @_disfavoredOverload
  func async3(_ a: Int, _ b: String, _ c: Bool) async -> String {
    await __lyrebirdContext.callAsync(.method("async3(_:_:_:)"), with: a, b, c)
  }

  @_disfavoredOverload
  func asyncThrowing0() async throws -> String {
    try await __lyrebirdContext.callAsyncThrowing(.method("asyncThrowing0()"))
  }

  @_disfavoredOverload
  func asyncThrowing1(_ a: Int) async throws -> String {
    try await __lyrebirdContext.callAsyncThrowing(.method("asyncThrowing1(_:)"), with: a)
  }

  @_disfavoredOverload
  func asyncThrowing2(_ a: Int, _ b: String) async throws -> String {
    try await __lyrebirdContext.callAsyncThrowing(.method("asyncThrowing2(_:_:)"), with: a, b)
  }

  @_disfavoredOverload
  func asyncThrowing3(_ a: Int, _ b: String, _ c: Bool) async throws -> String {
    try await __lyrebirdContext.callAsyncThrowing(.method("asyncThrowing3(_:_:_:)"), with: a, b, c)
  }
}

/// Members whose literals fill every bucket of the context's slot cache, and one literal called
/// with two signatures, as a hand-written mock might.
final class CrowdMock: MockObject {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext = MockingContext(mockName: "CrowdMock")

  /// Member `m<index>()`, named at run time: a short name's bits are its characters, so equal
  /// names meet in the cache as literals do.
  func call(_ index: Int) -> Int {
    __lyrebirdContext.call(.method("m\(index)()"))
  }

  /// The handle of `m<index>()`.
  func call<H>(_ index: Int) -> MemberHandleIn<H, FunctionDeclaration, () -> Int, Int> {
    .init(mock: self, member: .method("m\(index)()"), arguments: [])
  }

  func value(_ a: Int) {
    return __lyrebirdContext.call(.method("value(_:)"), with: a)
  }

  func value(_ a: String) {
    return __lyrebirdContext.call(.method("value(_:)"), with: a)
  }
}

@Suite struct DirectMemberCallTests {
  /// A synchronous closure stubs an `async` member of no parameters, as Mockingbird's users write it.
  @Test func aSynchronousClosureStubsAnAsyncMemberOfNoParameters() async throws {
    let meter = MemberMeterMock()
    given(await meter.async0()).will { "sync closure" }
    given(await meter.asyncThrowing0()).will { throw AsyncFailure() }

    #expect(await meter.async0() == "sync closure")
    await #expect(throws: AsyncFailure()) { try await meter.asyncThrowing0() }
  }

  /// Each synchronous form hands its arguments to the stub in order and returns its result.
  @Test func synchronousFormsCallTheStubWithTheArguments() throws {
    try MeterChecks.synchronousForms(MemberMeterMock())
  }

  /// Each `async` form hands its arguments to the stub in order and returns its result.
  @Test func asyncFormsCallTheStubWithTheArguments() async throws {
    try await MeterChecks.asyncForms(MemberMeterMock())
  }

  /// Unstubbed, every form reaches a partial mock's target through its `forwarding:` closure.
  @Test func unstubbedFormsForwardToTheTarget() async throws {
    try await MeterChecks.unstubbedFormsForward(MemberMeterMock().forwardCalls(to: RealMeter()))
  }

  /// Without a forwarding target, each form still hands its arguments to the stub in order.
  @Test func unforwardedFormsCallTheStubWithTheArguments() async throws {
    try await MeterChecks.unforwardedForms(UnforwardedMemberMeterMock())
  }

  /// The handle factories generated handles call keep each argument's matcher in its position.
  @Test func handleFactoriesMatchEachArgumentInItsPosition() {
    let meter = MemberMeterMock()
    let none: MemberHandle<FunctionDeclaration, () -> String, String> = handle0(meter, .method("sync0()"))
    let one: MemberHandle<FunctionDeclaration, (Int) -> String, String> = handle1(meter, .method("sync1(_:)"), { 7 })
    let two: MemberHandle<FunctionDeclaration, (Int, String) -> String, String> = handle2(
      meter, .method("sync2(_:_:)"), { any() as Int }, { "b" })
    let three: MemberHandle<FunctionDeclaration, (Int, String, Bool) -> String, String> = handle3(
      meter, .method("sync3(_:_:_:)"), { any() as Int }, { any() as String }, { true })
    given(none).willReturn("none")
    given(one).willReturn("seven")
    given(two).will { a, b in "two \(a) \(b)" }
    given(three).will { a, b, c in "three \(a) \(b) \(c)" }

    #expect(meter.sync0() == "none")
    #expect(meter.sync1(7) == "seven")
    #expect(meter.sync2(1, "b") == "two 1 b")
    #expect(meter.sync3(2, "z", true) == "three 2 z true")
    verify(meter.sync2(1, "b")).wasCalled(once)
    verify(meter.sync3(2, any(), true)).wasCalled(once)
    verify(meter.sync3(any(), any(), false)).wasNeverCalled()
  }

  /// Calls alternating between members each land in their own member's slot, and typed records
  /// made by member read them with the records' labels.
  @Test func alternatingCallsKeepTheirMembersApart() {
    let meter = MemberMeterMock()
    given(meter.sync1(any())).will { a in "one \(a)" }
    given(meter.sync2(any(), any())).will { a, b in "two \(a) \(b)" }
    given(meter.sync0()).willReturn("")
    for round in 0..<3 {
      #expect(meter.sync1(round) == "one \(round)")
      #expect(meter.sync2(round, "r") == "two \(round) r")
      #expect(meter.sync0() == "")
    }
    verify(meter.sync1(any())).wasCalled(3)
    verify(meter.sync2(any(), "r")).wasCalled(3)
    verify(meter.sync0()).wasCalled(3)
    let twos = CallRecords<(a: Int, b: String), String>(mock: meter, member: .method("sync2(_:_:)"))
    #expect(twos.invocations.map(\.a) == [0, 1, 2])
    #expect(twos.invocations.map(\.b) == ["r", "r", "r"])
    #expect(twos.returnedValues == ["two 0 r", "two 1 r", "two 2 r"])
    let ones = CallRecords<Int, String>(mock: meter, member: .method("sync1(_:)"))
    #expect(ones.invocations == [0, 1, 2])
    #expect(CallRecords<Void, String>(mock: meter, member: .method("sync0()")).callCount == 3)
  }

  /// More members than the cache has entries: colliding members replace each other's entries,
  /// and every call still reaches its own member's slot.
  @Test func membersThatCollideInTheCacheKeepTheirOwnSlots() {
    let crowd = CrowdMock()
    for index in 0..<100 { given(crowd.call(index)).willReturn(index) }
    for round in 0..<3 {
      for index in 0..<100 { #expect(crowd.call(index) == index, "round \(round)") }
    }
    for index in [0, 37, 63, 64, 99] {
      #expect(CallRecords<Void, Int>(mock: crowd, member: .method("m\(index)()")).callCount == 3)
    }
  }

  /// A member literal called with a second signature goes on untyped: both calls are recorded,
  /// and the first signature's slot keeps its own.
  @Test func aSecondSignatureOfOneMemberIsRecordedUntyped() {
    let crowd = CrowdMock()
    crowd.value(1)
    crowd.value("two")
    crowd.value(3)
    let records = CallRecords<Any, Void>(mock: crowd, member: .method("value(_:)"))
    #expect(records.invocations.count == 3)
    #expect(records.invocations.compactMap { $0 as? Int } == [1, 3])
    #expect(records.invocations.compactMap { $0 as? String } == ["two"])
  }
}

/// What the `async throws` member's synchronous closure throws.
private struct AsyncFailure: Error, Equatable {}
