#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

#if os(Linux) && canImport(Synchronization)
import Synchronization
#endif

/// A small mutex that works on every platform Lyrebird supports.
///
/// `Synchronization.Mutex` needs macOS 15; mocks have to work on older deployment targets too.
/// On Linux the lock is one atomic word: a mock's lock is held only to record a call and scan its
/// stubs, so it is rarely contended, and taking it inline costs one compare-and-swap where the two
/// `pthread_mutex` calls cost about 55 instructions a call. A waiting thread spins, then yields.
@usableFromInline
final class Lock: @unchecked Sendable {
  #if os(Linux) && canImport(Synchronization)
  /// 1 while a thread holds the lock.
  @usableFromInline let word = Atomic<UInt32>(0)

  init() {}

  @inlinable @inline(__always)
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    if !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { waitForLock() }
    defer { word.store(0, ordering: .releasing) }
    return try body()
  }

  /// Takes the lock once the thread holding it lets go.
  @usableFromInline
  func waitForLock() {
    var attempts = 0
    while word.load(ordering: .relaxed) != 0
      || !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
    {
      attempts += 1
      // The holder may be descheduled (more threads than cores): give it the core.
      if attempts > 100 { sched_yield() }
    }
  }
  #else
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inlinable @inline(__always)
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
  #endif
}

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
