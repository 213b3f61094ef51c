import Foundation

/// Values kept until the process exits instead of being released one object at a time.
enum ProcessLifetime {
  private final class Storage: @unchecked Sendable {
    let lock = NSLock()
    var values: [Any] = []
  }

  private static let storage = Storage()

  static func keep(_ value: Any) {
    storage.lock.lock()
    storage.values.append(value)
    storage.lock.unlock()
  }
}
