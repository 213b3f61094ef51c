import Lyrebird
import Testing

/// Stubs whose shape doesn't fit the member they end up answering: reported at the `given` line,
/// and the call still gets a value.
@Suite struct StubShapeFailureTests {
  /// A mock written against the mock-writing API whose handle claims `throws` while its
  /// implementation calls the non-throwing `call`.
  private final class LoaderMock: Lyrebird.MockObject {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    let __lyrebirdContext = Lyrebird.MockingContext(mockName: "LoaderMock")

    func load() -> Int {
      __lyrebirdContext.call(.method("load()"), apply: { (body: () -> Int) in body() })
    }

    func load<H: Lyrebird.MockableMember>() -> H
    where H.Declaration == Lyrebird.ThrowingFunctionDeclaration, H.Signature == () throws -> Int, H.ReturnType == Int {
      H(mock: self, member: .method("load()"), arguments: [])
    }
  }

  private struct Jammed: Error {}

  @Test func anErrorStubbedForAMemberThatCantThrowIsReportedAtTheStub() {
    let loader = LoaderMock()
    loader.useDefaultValues(from: .standardProvider)
    let line: UInt = #line + 1
    given(loader.load()).willThrow(Jammed())
    var value = -1
    let failures = captureFailures { value = loader.load() }
    #expect(value == 0)
    #expect(failures.map(\.line) == [line])
    #expect(failures.first?.fileID.hasSuffix("StubShapeFailureTests.swift") == true)
    #expect(failures.first?.message == "LoaderMock.load() was stubbed to throw Jammed(), but it cannot throw")
  }

  @Test func aClosureOfTheWrongTypeIsReportedAtTheStub() {
    let bird = mock(Bird.self)
    bird.useDefaultValues(from: .standardProvider)
    let line: UInt = #line + 1
    given(bird.name = any()).will { (volume: Int) in _ = volume }
    let failures = captureFailures { bird.name = "Ryan" }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        The closure stubbed for BirdMock.name = "Ryan" has type '(Int) -> ()', which does not match the member's signature
        """)
  }
}
