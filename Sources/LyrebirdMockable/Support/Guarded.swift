import Foundation

/// A value behind a lock: the module's shared state (the default policy, the comparators) is read and
/// written from tests that run in parallel.
final class Guarded<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  /// The value as it is now.
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }

  /// Reads and changes the value in one step, so no other thread sees it half changed.
  func update<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    try lock.withLock { try body(&stored) }
  }
}
