import Foundation
import Lyrebird
import Testing

@Suite struct EventuallyTests {
  @Test func asyncEventuallyWaitsForLateCalls() async throws {
    let bird = mock(Bird.self)
    given(bird.canFly).willReturn(true)
    Task.detached {
      try? await Task.sleep(for: .milliseconds(30))
      Person().release(bird)
    }
    let failures = try await captureFailures {
      try await eventually(timeout: .seconds(2)) {
        verify(bird.canFly).wasCalled()
        verify(bird.fly()).wasCalled()
      }
    }
    #expect(failures.isEmpty)
    verify(bird.fly()).wasCalled(once)
  }

  @Test func asyncMembersUnderSwiftTesting() async throws {
    let bird = mock(Bird.self)
    given(await bird.sing(song: any(), times: any())) ~> { song, times in
      String(repeating: song, count: times)
    }
    #expect(try await bird.sing(song: "ab", times: 2) == "abab")
    verify(await bird.sing(song: "ab", times: 2)).wasCalled()
  }
}
