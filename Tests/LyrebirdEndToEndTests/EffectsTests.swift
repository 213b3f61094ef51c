import Lyrebird
import LyrebirdFixtures
import Testing

/// Effects, parameter forms and attributes on generated mocks.
@Suite struct EffectsTests {
  @Test func asyncAndThrowingGetters() async throws {
    let clock = mock(Clock.self)
    given(clock.getNow()).willReturn(42)
    given(clock.getBattery()).willThrow(ParseError(line: 1))
    given(clock.getTimezone()).willReturn("UTC")
    #expect(await clock.now == 42)
    #expect(throws: ParseError(line: 1)) { try clock.battery }
    #expect(try await clock.timezone == "UTC")
    verify(clock.getNow()).wasCalled(once)
  }

  @Test func typedThrowsRethrowsMutatingAndAsync() async throws {
    let parser = mock(Parser.self)
    given(parser.parse(any())).willThrow(ParseError(line: 7))
    do {
      _ = try parser.parse("x")
      Issue.record("expected a throw")
    } catch {
      #expect(error.line == 7)
    }
    given(parser.map(any())).will { transform in (try? transform(20)) ?? -1 }
    #expect(parser.map { $0 + 1 } == 21)
    var value: any Parser = parser
    value.reset()
    verify(parser.reset()).wasCalled()
    given(await parser.waitForInput()).willReturn("typed")
    #expect(await parser.waitForInput() == "typed")
  }

  @Test func mutatingAndAnyResultsForwardToARealValue() {
    let cursor = mock(Cursor.self)
    cursor.forwardCalls(to: Tape(items: [1, 2]))
    var moved: any Cursor = cursor
    #expect(moved.next() as? Int == 1)
    #expect(cursor.peek() as? Int == 1)
    #expect(moved.current as? Int == 1)
    moved.label = "tape"
    #expect(cursor.label == "")
    verify(cursor.next()).wasCalled(once)
    verify(cursor.setLabel("tape")).wasCalled(once)
  }

  @Test func variadicInoutAndClosureParameters() {
    let recorder = mock(Recorder.self)
    recorder.record(1, 2, 3)
    verify(recorder.record([1, 2, 3])).wasCalled()
    verify(recorder.record(any(count: 2))).wasNeverCalled()

    given(recorder.adjust(any())).will { (value: inout Int) in value *= 10 }
    var number = 4
    recorder.adjust(&number)
    #expect(number == 40)
    verify(recorder.adjust(4)).wasCalled()

    let handler = ArgumentCaptor<@Sendable (Int) -> Void>()
    let seen = Locked<[Int]>([])
    recorder.onChange { value in seen.mutate { $0.append(value) } }
    verify(recorder.onChange(handler.any())).wasCalled()
    handler.value?(5)
    #expect(seen.value == [5])

    given(recorder.transform(any())).will { body in body(3) * 2 }
    #expect(recorder.transform { $0 + 1 } == 8)
    verify(recorder.transform(any())).wasCalled()
  }

  @Test func opaqueOwnershipAndAttributedParameters() {
    let recorder = mock(Recorder.self)
    given(recorder.describe(any())).will { item in "<\(item.description)>" }
    #expect(recorder.describe(12) == "<12>")
    recorder.store([1, 2], key: "k")
    verify(recorder.store([1, 2], key: "k")).wasCalled()
    recorder.send("hi")
    verify(recorder.send("hi")).wasCalled()
    given(recorder.flush()).willReturn(3)
    recorder.flush()  // `@discardableResult` is kept: no warning for the unused result.
    #expect(recorder.flush() == 3)
    verify(recorder.flush()).wasCalled(twice)
    given(recorder.configure(name: any(), retries: 3, timeout: any())).willReturn(true)
    #expect(recorder.configure(name: "n", retries: 3, timeout: 1))
  }
}

@Suite struct NoncopyableTests {
  @Test func noncopyableArgumentsAreLentToStubsAndMatchedWithAny() {
    let gate = mock(Gate.self)
    given(gate.admit(any())).will { (ticket: borrowing Ticket) in ticket.id > 10 }
    let admitted = gate.admit(Ticket(id: 11))
    let refused = gate.admit(Ticket(id: 1))
    #expect(admitted && !refused)
    gate.collect(Ticket(id: 3))
    verify(gate.collect(any())).wasCalled(once)
    verify(gate.admit(any())).wasCalled(twice)
  }
}

@Suite struct TypedThrowsFailureTests {
  @Test func aStubThrowingTheWrongTypeIsReportedAtTheMockLine() {
    let mockLine = Locked<UInt>(0)
    let failures = captureFailures {
      mockLine.mutate { $0 = #line + 1 }
      let parser = mock(Parser.self)
      given(parser.parse(any())).willThrow(BirdError())
      do throws(ParseError) {
        _ = try parser.parse("x")
        Issue.record("expected a throw")
      } catch {
        #expect(error == ParseError(line: 0))
      }
    }
    #expect(failures.map(\.message) == ["ParserMock threw BirdError(), but the member can only throw ParseError"])
    #expect(failures.first?.line == mockLine.value)
    #expect(failures.first?.fileID.hasSuffix("EffectsTests.swift") == true)
  }
}

/// A real cursor for forwarding: each forwarded mutation acts on a copy, so the target never changes.
private struct Tape: Cursor {
  var items: [Int]
  var label = ""
  mutating func next() -> Any? { items.isEmpty ? nil : items.removeFirst() }
  func peek() -> Any? { items.first }
  var current: Any {
    mutating get { items.first ?? 0 }
  }
}
