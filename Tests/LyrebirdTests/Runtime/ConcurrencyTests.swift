import Foundation
import Lyrebird
import Testing

@Suite struct ConcurrencyTests {
  /// Many threads call one mock at once; no invocation may be lost.
  @Test func concurrentCallsAreAllRecorded() {
    let bird = mock(Bird.self)
    given(bird.chirp(volume: any())).will { volume in volume.isMultiple(of: 2) }
    let threads = 8
    let callsPerThread = 2_000
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for call in 0..<callsPerThread {
        _ = bird.chirp(volume: thread * callsPerThread + call)
        bird.fly()
      }
    }
    verify(bird.chirp(volume: any())).wasCalled(exactly(threads * callsPerThread))
    verify(bird.fly()).wasCalled(exactly(threads * callsPerThread))
    verify(bird.chirp(volume: any(where: { $0.isMultiple(of: 2) }))).wasCalled(exactly(threads * callsPerThread / 2))
  }

  /// Stubbing and verifying while other threads call the mock.
  @Test func stubbingWhileCalling() {
    let bird = mock(Bird.self)
    bird.useDefaultValues(from: .standardProvider)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for call in 0..<500 {
        if thread == 0 {
          given(bird.chirp(volume: call)).willReturn(true)
        } else {
          _ = bird.chirp(volume: call)
        }
      }
    }
    verify(bird.chirp(volume: any())).wasCalled(exactly(1_500))
  }
}
