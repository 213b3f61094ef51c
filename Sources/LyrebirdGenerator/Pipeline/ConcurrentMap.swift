import Foundation

extension Array where Element: Sendable {
  /// Maps on every core; the order of results matches the input.
  func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
    let results = ResultSlots<T>(count: count)
    let items = self
    DispatchQueue.concurrentPerform(iterations: count) { index in
      results.set(transform(items[index]), at: index)
    }
    return results.values
  }
}

/// One slot per index, each written once from `concurrentPerform`.
///
/// No lock: every iteration writes its own slot of a buffer that never moves, and
/// `concurrentPerform` returns only after all of them finished. A shared lock here made the
/// worker threads wait on each other thousands of times per run.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<T?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    _ = slots.deinitialize()
    slots.deallocate()
  }

  func set(_ value: T, at index: Int) {
    slots[index] = value
  }

  var values: [T] { slots.compactMap { $0 } }
}
