import Lyrebird
import Testing

/// What both `Meter` mock shapes must do, run on each: the slot forms (`DirectSlotCallTests`) and
/// the context's forms by member (`DirectMemberCallTests`).
enum MeterChecks {
  /// Each synchronous form hands its arguments to the stub in order and returns its result.
  static func synchronousForms(_ meter: some Meter & MeterHandles) throws {
    given(meter.sync0()).will { "none" }
    given(meter.sync1(any())).will { a in "one \(a)" }
    given(meter.sync2(any(), any())).will { a, b in "two \(a) \(b)" }
    given(meter.sync3(any(), any(), any())).will { a, b, c in "three \(a) \(b) \(c)" }
    given(meter.throwing0()).willThrow(Failure())
    given(meter.throwing1(any())).will { a in "one \(a)" }
    given(meter.throwing2(any(), any())).will { a, b in "two \(a) \(b)" }
    given(meter.throwing3(any(), any(), any())).will { a, b, c in "three \(a) \(b) \(c)" }

    #expect(meter.sync0() == "none")
    #expect(meter.sync1(1) == "one 1")
    #expect(meter.sync2(1, "x") == "two 1 x")
    #expect(meter.sync3(1, "x", true) == "three 1 x true")
    #expect(throws: Failure()) { try meter.throwing0() }
    #expect(try meter.throwing1(2) == "one 2")
    #expect(try meter.throwing2(2, "y") == "two 2 y")
    #expect(try meter.throwing3(2, "y", false) == "three 2 y false")
    verify(meter.sync3(1, "x", true)).wasCalled(once)
    verify(meter.throwing2(2, any())).wasCalled(once)
  }

  /// Each `async` form hands its arguments to the stub in order and returns its result.
  static func asyncForms(_ meter: some Meter & MeterHandles) async throws {
    given(await meter.async0()).will { "none" }
    given(await meter.async1(any())).will { a in "one \(a)" }
    given(await meter.async2(any(), any())).will { a, b in "two \(a) \(b)" }
    given(await meter.async3(any(), any(), any())).will { a, b, c in "three \(a) \(b) \(c)" }
    given(await meter.asyncThrowing0()).will { "none" }
    given(await meter.asyncThrowing1(any())).willThrow(Failure())
    given(await meter.asyncThrowing2(any(), any())).will { a, b in "two \(a) \(b)" }
    given(await meter.asyncThrowing3(any(), any(), any())).will { a, b, c in "three \(a) \(b) \(c)" }

    #expect(await meter.async0() == "none")
    #expect(await meter.async1(3) == "one 3")
    #expect(await meter.async2(3, "z") == "two 3 z")
    #expect(await meter.async3(3, "z", true) == "three 3 z true")
    #expect(try await meter.asyncThrowing0() == "none")
    await #expect(throws: Failure()) { try await meter.asyncThrowing1(4) }
    #expect(try await meter.asyncThrowing2(4, "w") == "two 4 w")
    #expect(try await meter.asyncThrowing3(4, "w", false) == "three 4 w false")
    verify(await meter.async1(3)).wasCalled(once)
    verify(await meter.asyncThrowing3(any(), "w", any())).wasCalled(once)
  }

  /// Unstubbed, every form reaches a partial mock's target through its `forwarding:` closure.
  static func unstubbedFormsForward(_ meter: some Meter & MeterHandles) async throws {
    #expect(meter.sync0() == "real")
    #expect(meter.sync1(1) == "real 1")
    #expect(meter.sync3(1, "x", true) == "real 1 x true")
    #expect(try meter.throwing0() == "real")
    #expect(try meter.throwing2(2, "y") == "real 2 y")
    #expect(await meter.async1(3) == "real 3")
    #expect(await meter.async2(3, "z") == "real 3 z")
    #expect(try await meter.asyncThrowing0() == "real")
    #expect(try await meter.asyncThrowing3(4, "w", false) == "real 4 w false")
  }

  /// Without a forwarding target, each form still hands its arguments to the stub in order.
  static func unforwardedForms(_ meter: some Meter & MeterHandles) async throws {
    given(meter.sync0()).will { "none" }
    given(meter.sync1(any())).will { a in "one \(a)" }
    given(meter.sync2(any(), any())).will { a, b in "two \(a) \(b)" }
    given(meter.sync3(any(), any(), any())).will { a, b, c in "three \(a) \(b) \(c)" }
    given(meter.throwing0()).will { "none" }
    given(meter.throwing1(any())).willThrow(Failure())
    given(meter.throwing2(any(), any())).will { a, b in "two \(a) \(b)" }
    given(meter.throwing3(any(), any(), any())).will { a, b, c in "three \(a) \(b) \(c)" }
    given(await meter.async0()).will { "none" }
    given(await meter.async1(any())).will { a in "one \(a)" }
    given(await meter.async2(any(), any())).will { a, b in "two \(a) \(b)" }
    given(await meter.async3(any(), any(), any())).will { a, b, c in "three \(a) \(b) \(c)" }
    given(await meter.asyncThrowing0()).will { "none" }
    given(await meter.asyncThrowing1(any())).will { a in "one \(a)" }
    given(await meter.asyncThrowing2(any(), any())).will { a, b in "two \(a) \(b)" }
    given(await meter.asyncThrowing3(any(), any(), any())).willThrow(Failure())

    #expect(meter.sync0() == "none")
    #expect(meter.sync1(5) == "one 5")
    #expect(meter.sync2(5, "v") == "two 5 v")
    #expect(meter.sync3(1, "x", true) == "three 1 x true")
    #expect(try meter.throwing0() == "none")
    #expect(throws: Failure()) { try meter.throwing1(2) }
    #expect(try meter.throwing2(2, "y") == "two 2 y")
    #expect(try meter.throwing3(6, "u", true) == "three 6 u true")
    #expect(await meter.async0() == "none")
    #expect(await meter.async1(3) == "one 3")
    #expect(await meter.async2(7, "t") == "two 7 t")
    #expect(await meter.async3(3, "z", false) == "three 3 z false")
    #expect(try await meter.asyncThrowing0() == "none")
    #expect(try await meter.asyncThrowing1(8) == "one 8")
    #expect(try await meter.asyncThrowing2(4, "w") == "two 4 w")
    await #expect(throws: Failure()) { try await meter.asyncThrowing3(9, "s", false) }
    verify(meter.sync3(1, "x", true)).wasCalled(once)
    verify(await meter.asyncThrowing2(4, any())).wasCalled(once)
  }
}

private struct Failure: Error, Equatable {}
