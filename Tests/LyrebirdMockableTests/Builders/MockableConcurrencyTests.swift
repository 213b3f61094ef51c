import Foundation
import LyrebirdMockable
import Testing

/// Many tasks stubbing, acting on, calling and verifying one Mockable-shaped mock: every call is
/// recorded and every action runs (Scripts/check-thread-safety.sh runs this with the thread sanitizer).
@Suite struct MockableConcurrencyTests {
  @Test func givensActionsCallsAndVerifiesInParallel() async {
    // Relaxed: a call that comes before any given answers `nil`.
    let aviary = MockAviary<String>(policy: .relaxed)
    let actions = Counter()
    when(aviary).perch().perform { actions.increment() }
    await withTaskGroup(of: Void.self) { group in
      for height in 0..<200 {
        group.addTask { given(aviary).perch().willReturn(Perch(height: height)) }
        group.addTask { _ = aviary.perch() }
        group.addTask { verify(aviary).perch().called(.moreOrEqual(to: 0)) }
      }
    }
    verify(aviary).perch().called(200)
    #expect(actions.value == 200)
  }
}

/// A lock-guarded count, for actions that run on many threads.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
