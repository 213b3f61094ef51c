import Foundation
import Testing

@testable import LyrebirdGenerator

/// The parallel map keeps the inputs' order, and hands each result over exactly once.
@Suite struct ConcurrentMapTests {
  /// How many ``Tracked`` instances are alive.
  final class LiveCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add(_ delta: Int) { lock.withLock { count += delta } }
    var value: Int { lock.withLock { count } }
  }

  /// Counts itself alive, so a result copied and never released, or released twice, shows.
  final class Tracked: Sendable {
    let value: Int
    let live: LiveCount

    init(_ value: Int, live: LiveCount) {
      self.value = value
      self.live = live
      live.add(1)
    }

    deinit { live.add(-1) }
  }

  @Test func resultsFollowTheInputsOrder() {
    let inputs = Array(0..<5_000)
    #expect(inputs.concurrentMap { $0 * 3 } == inputs.map { $0 * 3 })
    #expect([Int]().concurrentMap { $0 }.isEmpty)
  }

  @Test func everyResultIsReleasedOnceWithTheArray() {
    let live = LiveCount()
    do {
      let results = Array(0..<2_000).concurrentMap { Tracked($0, live: live) }
      #expect(results.map(\.value) == Array(0..<2_000))
      #expect(live.value == 2_000)
    }
    #expect(live.value == 0)
  }
}
