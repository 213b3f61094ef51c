import Foundation

extension Array where Element: Sendable {
  /// Maps on every core; the order of results matches the input.
  func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
    let results = ResultSlots<T>(count: count)
    let items = self
    DispatchQueue.concurrentPerform(iterations: count) { index in
      results.set(transform(items[index]), at: index)
    }
    return results.takeValues()
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

  /// Whether the values were moved out, leaving the slots uninitialized.
  private var taken = false

  deinit {
    if !taken { _ = slots.deinitialize() }
    slots.deallocate()
  }

  func set(_ value: T, at index: Int) {
    slots[index] = value
  }

  /// Moves every value out, in order; call once.
  ///
  /// Moved, not copied: copying a parsed file's model and then destroying the slot's retained and
  /// released every array and string in it, on one thread, after the parallel work.
  func takeValues() -> [T] {
    guard let base = slots.baseAddress else { return [] }
    var values: [T] = []
    values.reserveCapacity(slots.count)
    for index in slots.indices {
      if let value = (base + index).move() { values.append(value) }
    }
    taken = true
    return values
  }
}
