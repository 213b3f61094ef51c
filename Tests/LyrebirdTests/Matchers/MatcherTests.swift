import Lyrebird
import Testing

protocol Inbox {
  func receive(_ tags: [String], counts: [String: Int], weight: Double, note: String?)
}

final class InboxMock: Inbox, MockObject {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext = MockingContext(mockName: "InboxMock")

  func receive(_ tags: [String], counts: [String: Int], weight: Double, note: String?) {
    __lyrebirdContext.call(
      .method("receive(_:counts:weight:note:)"), arguments: tags, counts, weight, note,
      apply: { (body: ([String], [String: Int], Double, String?) -> Void) in body(tags, counts, weight, note) })
  }

  func receive<H: MockableMember>(
    _ tags: @autoclosure () -> [String], counts: @autoclosure () -> [String: Int], weight: @autoclosure () -> Double,
    note: @autoclosure () -> String?
  ) -> H
  where
    H.Declaration == FunctionDeclaration, H.Signature == ([String], [String: Int], Double, String?) -> Void,
    H.ReturnType == Void
  {
    H(
      mock: self, member: .method("receive(_:counts:weight:note:)"),
      arguments: [argument(tags), argument(counts), argument(weight), argument(note)])
  }
}

@Suite struct MatcherTests {
  @Test func collectionFloatAndOptionalMatchers() {
    let inbox = InboxMock()
    inbox.receive(["a", "b", "c"], counts: ["x": 1, "y": 2], weight: 10.004, note: "hi")
    inbox.receive([], counts: [:], weight: 3, note: nil)

    verify(inbox.receive(any(containing: "a", "c"), counts: any(), weight: any(), note: any())).wasCalled(once)
    verify(inbox.receive(any(), counts: any(keys: "x", "y"), weight: any(), note: any())).wasCalled(once)
    verify(inbox.receive(any(count: atMost(1)), counts: any(), weight: any(), note: any())).wasCalled(once)
    verify(inbox.receive(notEmpty(), counts: any(), weight: any(), note: any())).wasCalled(once)
    verify(inbox.receive(any(), counts: any(), weight: around(10.0, tolerance: 0.01), note: any())).wasCalled(once)
    verify(inbox.receive(any(), counts: any(), weight: any(of: 3.0, 4.0), note: any())).wasCalled(once)
    verify(inbox.receive(any(), counts: any(), weight: any(where: { $0 > 5 }), note: notNil())).wasCalled(once)
    verify(inbox.receive(any(), counts: any(), weight: any(Double.self), note: notNil(String?.self))).wasCalled(once)
    verify(inbox.receive(any(), counts: any(), weight: any(Double.self, of: 3), note: nil)).wasCalled(once)
    verify(inbox.receive(any(), counts: any(), weight: any(Double.self, where: { $0 < 5 }), note: any())).wasCalled(
      once)
    verify(inbox.receive(["a", "b", "c"], counts: ["x": 1, "y": 2], weight: any(), note: "hi")).wasCalled(once)
  }

  @Test func failureMessagesDescribeTheMatchers() {
    let inbox = InboxMock()
    let failures = captureFailures {
      verify(
        inbox.receive(any(containing: "z"), counts: any(keys: "k"), weight: around(1, tolerance: 0.5), note: notNil())
      ).wasCalled()
    }
    #expect(
      failures.first?.message == """
        Expected exactly 1 invocation of InboxMock.receive(any(containing: "z"), counts: any(keys: "k"), weight: \
        around(1.0, tolerance: 0.5), note: notNil()), but received 0.
        No invocations of receive(_:counts:weight:note:) were recorded on InboxMock.
        """)
  }

  @Test func anyContainingOnADictionaryMatchesItsValues() {
    let inbox = InboxMock()
    inbox.receive([], counts: ["x": 1, "y": 2], weight: 1, note: nil)
    verify(inbox.receive(any(), counts: any(containing: 2, 1), weight: any(), note: any())).wasCalled()
    let line: UInt = #line + 2
    let failures = captureFailures {
      verify(inbox.receive(any(), counts: any(containing: 3), weight: any(), note: any())).wasCalled()
    }
    #expect(failures.map(\.line) == [line])
    #expect(failures.first?.message.contains("counts: any(containing: 3)") == true)
  }

  @Test func givenPicksAnOverloadByItsReturnType() {
    let bird = mock(Bird.self)
    given(bird.getMessage()).returning(String.self).willReturn("hi")
    let message: String = bird.getMessage()
    #expect(message == "hi")
  }

  @Test func anyOfMatchesObjectsByIdentity() {
    let bird = mock(Bird.self)
    let branch = Branch(length: 1)
    bird.perch(on: branch)
    verify(bird.perch(on: any(of: branch))).wasCalled()
    verify(bird.perch(on: any(of: Branch(length: 1)))).wasNeverCalled()
  }

  @Test func misuseOfTheRuntimeIsReported() throws {
    struct Oops: Error {}
    func throwingHelper() throws -> Int { throw Oops() }
    let line: UInt = #line + 1
    let failures = try captureFailures { given(try throwingHelper()).willReturn(1) }
    #expect(failures.map(\.line) == [line, line])
    #expect(failures.first?.message == "The expression threw Oops() instead of calling a mock")

    let mockery = TestMock()
    let probeLine: UInt = #line + 1
    let probeFailures = captureFailures { _ = mockery.executions(of: { (value: Int) in value }) }
    #expect(probeFailures.map(\.line) == [probeLine])
    #expect(probeFailures.first?.message == "The function given to the mock does not call invoke(_:args:)")
  }
}
