import Lyrebird
import Testing

/// A member of each effect and of zero to three parameters.
protocol Meter {
  func sync0() -> String
  func sync1(_ a: Int) -> String
  func sync2(_ a: Int, _ b: String) -> String
  func sync3(_ a: Int, _ b: String, _ c: Bool) -> String
  func throwing0() throws -> String
  func throwing1(_ a: Int) throws -> String
  func throwing2(_ a: Int, _ b: String) throws -> String
  func throwing3(_ a: Int, _ b: String, _ c: Bool) throws -> String
  func async0() async -> String
  func async1(_ a: Int) async -> String
  func async2(_ a: Int, _ b: String) async -> String
  func async3(_ a: Int, _ b: String, _ c: Bool) async -> String
  func asyncThrowing0() async throws -> String
  func asyncThrowing1(_ a: Int) async throws -> String
  func asyncThrowing2(_ a: Int, _ b: String) async throws -> String
  func asyncThrowing3(_ a: Int, _ b: String, _ c: Bool) async throws -> String
}

/// The real implementation that a partial mock forwards to.
struct RealMeter: Meter {
  func sync0() -> String { "real" }
  func sync1(_ a: Int) -> String { "real \(a)" }
  func sync2(_ a: Int, _ b: String) -> String { "real \(a) \(b)" }
  func sync3(_ a: Int, _ b: String, _ c: Bool) -> String { "real \(a) \(b) \(c)" }
  func throwing0() throws -> String { "real" }
  func throwing1(_ a: Int) throws -> String { "real \(a)" }
  func throwing2(_ a: Int, _ b: String) throws -> String { "real \(a) \(b)" }
  func throwing3(_ a: Int, _ b: String, _ c: Bool) throws -> String { "real \(a) \(b) \(c)" }
  func async0() async -> String { "real" }
  func async1(_ a: Int) async -> String { "real \(a)" }
  func async2(_ a: Int, _ b: String) async -> String { "real \(a) \(b)" }
  func async3(_ a: Int, _ b: String, _ c: Bool) async -> String { "real \(a) \(b) \(c)" }
  func asyncThrowing0() async throws -> String { "real" }
  func asyncThrowing1(_ a: Int) async throws -> String { "real \(a)" }
  func asyncThrowing2(_ a: Int, _ b: String) async throws -> String { "real \(a) \(b)" }
  func asyncThrowing3(_ a: Int, _ b: String, _ c: Bool) async throws -> String { "real \(a) \(b) \(c)" }
}

/// Each `Meter` member's typed slot, which both mocks below store.
struct MeterSlots {
  let sync0 = typedSlot(.method("sync0()"), returning: (String).self)
  let sync1 = typedSlot(.method("sync1(_:)"), (Int).self, returning: (String).self)
  let sync2 = typedSlot(.method("sync2(_:_:)"), (Int).self, (String).self, returning: (String).self)
  let sync3 = typedSlot(
    .method("sync3(_:_:_:)"), (Int).self, (String).self, (Bool).self, returning: (String).self)
  let throwing0 = typedSlot(.method("throwing0()"), returning: (String).self)
  let throwing1 = typedSlot(.method("throwing1(_:)"), (Int).self, returning: (String).self)
  let throwing2 = typedSlot(.method("throwing2(_:_:)"), (Int).self, (String).self, returning: (String).self)
  let throwing3 = typedSlot(
    .method("throwing3(_:_:_:)"), (Int).self, (String).self, (Bool).self, returning: (String).self)
  let async0 = typedSlot(.method("async0()"), returning: (String).self)
  let async1 = typedSlot(.method("async1(_:)"), (Int).self, returning: (String).self)
  let async2 = typedSlot(.method("async2(_:_:)"), (Int).self, (String).self, returning: (String).self)
  let async3 = typedSlot(
    .method("async3(_:_:_:)"), (Int).self, (String).self, (Bool).self, returning: (String).self)
  let asyncThrowing0 = typedSlot(.method("asyncThrowing0()"), returning: (String).self)
  let asyncThrowing1 = typedSlot(.method("asyncThrowing1(_:)"), (Int).self, returning: (String).self)
  let asyncThrowing2 = typedSlot(
    .method("asyncThrowing2(_:_:)"), (Int).self, (String).self, returning: (String).self)
  let asyncThrowing3 = typedSlot(
    .method("asyncThrowing3(_:_:_:)"), (Int).self, (String).self, (Bool).self, returning: (String).self)
}

/// The handles of `Meter`'s members, which both mocks below share: `given` and `verify` take them.
protocol MeterHandles: MockObject {}

extension MeterHandles {
  func sync0<H>() -> MemberHandleIn<H, FunctionDeclaration, () -> String, String> {
    .init(mock: self, member: .method("sync0()"), arguments: [])
  }

  func sync1<H>(_ a: @autoclosure () -> Int) -> MemberHandleIn<H, FunctionDeclaration, (Int) -> String, String> {
    .init(mock: self, member: .method("sync1(_:)"), arguments: arguments(a))
  }

  func sync2<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String
  ) -> MemberHandleIn<H, FunctionDeclaration, (Int, String) -> String, String> {
    .init(mock: self, member: .method("sync2(_:_:)"), arguments: arguments(a, b))
  }

  func sync3<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, _ c: @autoclosure () -> Bool
  ) -> MemberHandleIn<H, FunctionDeclaration, (Int, String, Bool) -> String, String> {
    .init(mock: self, member: .method("sync3(_:_:_:)"), arguments: arguments(a, b, c))
  }

  func throwing0<H>() -> MemberHandleIn<H, ThrowingFunctionDeclaration, () throws -> String, String> {
    .init(mock: self, member: .method("throwing0()"), arguments: [])
  }

  func throwing1<H>(
    _ a: @autoclosure () -> Int
  ) -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int) throws -> String, String> {
    .init(mock: self, member: .method("throwing1(_:)"), arguments: arguments(a))
  }

  func throwing2<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String
  ) -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int, String) throws -> String, String> {
    .init(mock: self, member: .method("throwing2(_:_:)"), arguments: arguments(a, b))
  }

  func throwing3<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, _ c: @autoclosure () -> Bool
  ) -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int, String, Bool) throws -> String, String> {
    .init(mock: self, member: .method("throwing3(_:_:_:)"), arguments: arguments(a, b, c))
  }

  func async0<H>() -> MemberHandleIn<H, FunctionDeclaration, () async -> String, String> {
    .init(mock: self, member: .method("async0()"), arguments: [])
  }

  func async0<H>(
    isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, FunctionDeclaration, () async -> String, String> {
    .init(mock: self, member: .method("async0()"), arguments: [])
  }

  func async1<H>(_ a: @autoclosure () -> Int) -> MemberHandleIn<H, FunctionDeclaration, (Int) async -> String, String> {
    .init(mock: self, member: .method("async1(_:)"), arguments: arguments(a))
  }

  func async1<H>(
    _ a: @autoclosure () -> Int, isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, FunctionDeclaration, (Int) async -> String, String> {
    .init(mock: self, member: .method("async1(_:)"), arguments: arguments(a))
  }

  func async2<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String
  ) -> MemberHandleIn<H, FunctionDeclaration, (Int, String) async -> String, String> {
    .init(mock: self, member: .method("async2(_:_:)"), arguments: arguments(a, b))
  }

  func async2<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, FunctionDeclaration, (Int, String) async -> String, String> {
    .init(mock: self, member: .method("async2(_:_:)"), arguments: arguments(a, b))
  }

  func async3<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, _ c: @autoclosure () -> Bool
  ) -> MemberHandleIn<H, FunctionDeclaration, (Int, String, Bool) async -> String, String> {
    .init(mock: self, member: .method("async3(_:_:_:)"), arguments: arguments(a, b, c))
  }

  func async3<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, _ c: @autoclosure () -> Bool,
    isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, FunctionDeclaration, (Int, String, Bool) async -> String, String> {
    .init(mock: self, member: .method("async3(_:_:_:)"), arguments: arguments(a, b, c))
  }

  func asyncThrowing0<H>() -> MemberHandleIn<H, ThrowingFunctionDeclaration, () async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing0()"), arguments: [])
  }

  func asyncThrowing0<H>(
    isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, ThrowingFunctionDeclaration, () async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing0()"), arguments: [])
  }

  func asyncThrowing1<H>(
    _ a: @autoclosure () -> Int
  ) -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int) async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing1(_:)"), arguments: arguments(a))
  }

  func asyncThrowing1<H>(
    _ a: @autoclosure () -> Int, isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int) async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing1(_:)"), arguments: arguments(a))
  }

  func asyncThrowing2<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String
  ) -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int, String) async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing2(_:_:)"), arguments: arguments(a, b))
  }

  func asyncThrowing2<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int, String) async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing2(_:_:)"), arguments: arguments(a, b))
  }

  func asyncThrowing3<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, _ c: @autoclosure () -> Bool
  ) -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int, String, Bool) async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing3(_:_:_:)"), arguments: arguments(a, b, c))
  }
  func asyncThrowing3<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, _ c: @autoclosure () -> Bool,
    isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int, String, Bool) async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing3(_:_:_:)"), arguments: arguments(a, b, c))
  }

}

/// A hand-written mock whose members call their stored slots without an `apply:` closure.
///
/// Generated members of plain parameters do the same: the runtime calls the stub with the
/// arguments itself. Its `async` members have an `async` handle too, as generated ones do, for
/// `given(await …)`.
final class MeterMock: Meter, MeterHandles {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext = MockingContext(mockName: "MeterMock")
  private let slots = MeterSlots()

  func sync0() -> String {
    slots.sync0.call(
      in: __lyrebirdContext,
      forwarding: { (target: any Meter) in target.sync0() })
  }

  func sync1(_ a: Int) -> String {
    slots.sync1.call(
      in: __lyrebirdContext, with: a,
      forwarding: { (target: any Meter) in target.sync1(a) })
  }

  func sync2(_ a: Int, _ b: String) -> String {
    slots.sync2.call(
      in: __lyrebirdContext, with: a, b,
      forwarding: { (target: any Meter) in target.sync2(a, b) })
  }

  func sync3(_ a: Int, _ b: String, _ c: Bool) -> String {
    slots.sync3.call(
      in: __lyrebirdContext, with: a, b, c,
      forwarding: { (target: any Meter) in target.sync3(a, b, c) })
  }

  func throwing0() throws -> String {
    try slots.throwing0.callThrowing(
      in: __lyrebirdContext,
      forwarding: { (target: any Meter) in try target.throwing0() })
  }

  func throwing1(_ a: Int) throws -> String {
    try slots.throwing1.callThrowing(
      in: __lyrebirdContext, with: a,
      forwarding: { (target: any Meter) in try target.throwing1(a) })
  }

  func throwing2(_ a: Int, _ b: String) throws -> String {
    try slots.throwing2.callThrowing(
      in: __lyrebirdContext, with: a, b,
      forwarding: { (target: any Meter) in try target.throwing2(a, b) })
  }

  func throwing3(_ a: Int, _ b: String, _ c: Bool) throws -> String {
    try slots.throwing3.callThrowing(
      in: __lyrebirdContext, with: a, b, c,
      forwarding: { (target: any Meter) in try target.throwing3(a, b, c) })
  }

  @_disfavoredOverload
  func async0() async -> String {
    await slots.async0.callAsync(
      in: __lyrebirdContext,
      forwarding: { (target: any Meter) in await target.async0() })
  }

  @_disfavoredOverload
  func async1(_ a: Int) async -> String {
    await slots.async1.callAsync(
      in: __lyrebirdContext, with: a,
      forwarding: { (target: any Meter) in await target.async1(a) })
  }

  @_disfavoredOverload
  func async2(_ a: Int, _ b: String) async -> String {
    await slots.async2.callAsync(
      in: __lyrebirdContext, with: a, b,
      forwarding: { (target: any Meter) in await target.async2(a, b) })
  }

  @_disfavoredOverload
  func async3(_ a: Int, _ b: String, _ c: Bool) async -> String {
    await slots.async3.callAsync(
      in: __lyrebirdContext, with: a, b, c,
      forwarding: { (target: any Meter) in await target.async3(a, b, c) })
  }

  @_disfavoredOverload
  func asyncThrowing0() async throws -> String {
    try await slots.asyncThrowing0.callAsyncThrowing(
      in: __lyrebirdContext,
      forwarding: { (target: any Meter) in try await target.asyncThrowing0() })
  }

  @_disfavoredOverload
  func asyncThrowing1(_ a: Int) async throws -> String {
    try await slots.asyncThrowing1.callAsyncThrowing(
      in: __lyrebirdContext, with: a,
      forwarding: { (target: any Meter) in try await target.asyncThrowing1(a) })
  }

  @_disfavoredOverload
  func asyncThrowing2(_ a: Int, _ b: String) async throws -> String {
    try await slots.asyncThrowing2.callAsyncThrowing(
      in: __lyrebirdContext, with: a, b,
      forwarding: { (target: any Meter) in try await target.asyncThrowing2(a, b) })
  }

  @_disfavoredOverload
  func asyncThrowing3(_ a: Int, _ b: String, _ c: Bool) async throws -> String {
    try await slots.asyncThrowing3.callAsyncThrowing(
      in: __lyrebirdContext, with: a, b, c,
      forwarding: { (target: any Meter) in try await target.asyncThrowing3(a, b, c) })
  }
}

/// The same members without a forwarding target, as an isolated mock's are: the runtime's forms
/// without `apply:` and without `forwarding:`.
final class UnforwardedMeterMock: Meter, MeterHandles {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext = MockingContext(mockName: "UnforwardedMeterMock")
  private let slots = MeterSlots()

  func sync0() -> String {
    slots.sync0.call(in: __lyrebirdContext)
  }

  func sync1(_ a: Int) -> String {
    slots.sync1.call(in: __lyrebirdContext, with: a)
  }

  func sync2(_ a: Int, _ b: String) -> String {
    slots.sync2.call(in: __lyrebirdContext, with: a, b)
  }

  func sync3(_ a: Int, _ b: String, _ c: Bool) -> String {
    slots.sync3.call(in: __lyrebirdContext, with: a, b, c)
  }

  func throwing0() throws -> String {
    try slots.throwing0.callThrowing(in: __lyrebirdContext)
  }

  func throwing1(_ a: Int) throws -> String {
    try slots.throwing1.callThrowing(in: __lyrebirdContext, with: a)
  }

  func throwing2(_ a: Int, _ b: String) throws -> String {
    try slots.throwing2.callThrowing(in: __lyrebirdContext, with: a, b)
  }

  func throwing3(_ a: Int, _ b: String, _ c: Bool) throws -> String {
    try slots.throwing3.callThrowing(in: __lyrebirdContext, with: a, b, c)
  }

  @_disfavoredOverload
  func async0() async -> String {
    await slots.async0.callAsync(in: __lyrebirdContext)
  }

  @_disfavoredOverload
  func async1(_ a: Int) async -> String {
    await slots.async1.callAsync(in: __lyrebirdContext, with: a)
  }

  @_disfavoredOverload
  func async2(_ a: Int, _ b: String) async -> String {
    await slots.async2.callAsync(in: __lyrebirdContext, with: a, b)
  }

  @_disfavoredOverload
  func async3(_ a: Int, _ b: String, _ c: Bool) async -> String {
    await slots.async3.callAsync(in: __lyrebirdContext, with: a, b, c)
  }

  @_disfavoredOverload
  func asyncThrowing0() async throws -> String {
    try await slots.asyncThrowing0.callAsyncThrowing(in: __lyrebirdContext)
  }

  @_disfavoredOverload
  func asyncThrowing1(_ a: Int) async throws -> String {
    try await slots.asyncThrowing1.callAsyncThrowing(in: __lyrebirdContext, with: a)
  }

  @_disfavoredOverload
  func asyncThrowing2(_ a: Int, _ b: String) async throws -> String {
    try await slots.asyncThrowing2.callAsyncThrowing(in: __lyrebirdContext, with: a, b)
  }

  @_disfavoredOverload
  func asyncThrowing3(_ a: Int, _ b: String, _ c: Bool) async throws -> String {
    try await slots.asyncThrowing3.callAsyncThrowing(in: __lyrebirdContext, with: a, b, c)
  }
}

private struct Failure: Error, Equatable {}

@Suite struct DirectSlotCallTests {
  /// Each synchronous form hands its arguments to the stub in order and returns its result.
  @Test func synchronousFormsCallTheStubWithTheArguments() throws {
    try MeterChecks.synchronousForms(MeterMock())
  }

  /// Each `async` form hands its arguments to the stub in order and returns its result.
  @Test func asyncFormsCallTheStubWithTheArguments() async throws {
    try await MeterChecks.asyncForms(MeterMock())
  }

  /// Unstubbed, every form reaches a partial mock's target through its `forwarding:` closure.
  @Test func unstubbedFormsForwardToTheTarget() async throws {
    try await MeterChecks.unstubbedFormsForward(MeterMock().forwardCalls(to: RealMeter()))
  }

  /// Without a forwarding target, each form still hands its arguments to the stub in order.
  @Test func unforwardedFormsCallTheStubWithTheArguments() async throws {
    try await MeterChecks.unforwardedForms(UnforwardedMeterMock())
  }

  /// A synchronous closure stubs an `async` member of no parameters, as Mockingbird's users write it.
  @Test func aSynchronousClosureStubsAnAsyncMemberOfNoParameters() async throws {
    let meter = MeterMock()
    given(await meter.async0()).will { "sync closure" }
    given(await meter.asyncThrowing0()).will { throw Failure() }

    #expect(await meter.async0() == "sync closure")
    await #expect(throws: Failure()) { try await meter.asyncThrowing0() }
  }
}
