import Foundation
import Lyrebird
import Testing

@Suite struct EventuallyTests {
  @Test func asyncEventuallyWaitsForLateCalls() async throws {
    let bird = mock(Bird.self)
    given(bird.canFly).willReturn(true)
    // A thread, not a task: other suites may occupy the test run's few cooperative threads.
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.03)
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
