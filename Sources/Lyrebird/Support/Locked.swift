/// A value guarded by a ``Lock``.
final class Locked<Value>: @unchecked Sendable {
  private let lock = Lock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  @inline(__always)
  func withValue<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    try lock.withLock { try body(&value) }
  }
}
