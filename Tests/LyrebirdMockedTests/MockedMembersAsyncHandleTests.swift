import Lyrebird
import LyrebirdMocked
import Testing

/// `given(await …)` with matchers on a mock class the test wrote: its `async` handles take the
/// caller's isolation, as a generated mock's do, so a matcher for a value that isn't `Sendable`
/// reaches its handle on any actor.
enum HandWrittenNest {
  /// A value that isn't `Sendable`.
  final class Twig {
    let length: Int
    init(length: Int) { self.length = length }
  }

  protocol Builder {
    func weave(_ twig: Twig) async -> Int
    func reinforce(_ twig: Twig, with other: Twig) async throws -> Twig
  }

  @MockedMembers
  final class BuilderMock: Builder {
    func weave(_ twig: Twig) async -> Int
    func reinforce(_ twig: Twig, with other: Twig) async throws -> Twig
  }
}

@Suite struct MockedMembersAsyncHandleTests {
  typealias Twig = HandWrittenNest.Twig

  @MainActor @Test func matchersReachTheHandlesOnTheMainActor() async throws {
    let builder = HandWrittenNest.BuilderMock()
    given(await builder.weave(any(where: { $0.length > 3 }))).willReturn(2)
    given(await builder.reinforce(any(), with: any())).will { _, other in other }
    let long = Twig(length: 8)
    #expect(await builder.weave(long) == 2)
    #expect(try await builder.reinforce(Twig(length: 1), with: long) === long)
    verify(await builder.weave(any())).wasCalled(once)
    verify(await builder.reinforce(any(), with: any(where: { $0.length == 8 }))).wasCalled(once)
  }

  @Test func matchersReachTheHandlesOnAnotherActor() async {
    #expect(await Weaver().wovenCount() == 5)
  }
}

/// An actor whose test stubs and calls the hand-written mock on its own executor.
private actor Weaver {
  func wovenCount() async -> Int {
    let builder = HandWrittenNest.BuilderMock()
    given(await builder.weave(any(where: { $0.length < 10 }))).willReturn(5)
    let woven = await builder.weave(HandWrittenNest.Twig(length: 4))
    verify(await builder.weave(any())).wasCalled(once)
    return woven
  }
}
