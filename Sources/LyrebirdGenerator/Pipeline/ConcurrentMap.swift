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

/// One slot per index, written once each from `concurrentPerform`.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
  private var slots: [T?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ value: T, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  var values: [T] { slots.compactMap { $0 } }
}
