#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// State that belongs to the thread evaluating a `given`/`verify` expression.
///
/// Argument matchers such as `any()` run inside the user's expression and must hand their matcher
/// to the mock that receives the placeholder value. Tests run in parallel, so this hand-off is
/// kept per thread and never shared.
@usableFromInline
final class ThreadState {
  /// Matchers produced by `any()`-style calls that no argument has claimed yet.
  var pendingMatchers: [ArgumentMatcher] = []
  /// Set while `given`/`verify` evaluate an expression that calls a member directly.
  var capture: CapturedInvocation?
  /// Set while a Mockery-style `registerResult(for:)` probes which function it was given.
  var probe: MockeryProbe?
  /// Set while failures are collected instead of reported (`eventually`, `inOrder`).
  var failureSink: FailureSink?
  /// Set while the body of an `inOrder` block runs.
  var orderedVerification: OrderedVerificationCollector?
  /// Set while the block of an XCTest `eventually` is read for the checks it makes.
  var deferredVerification: DeferredVerificationCollector?

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      #if canImport(Darwin)
      Unmanaged<ThreadState>.fromOpaque(pointer).release()
      #else
      if let pointer { Unmanaged<ThreadState>.fromOpaque(pointer).release() }
      #endif
    }
    return key
  }()

  static var current: ThreadState {
    if let existing = pthread_getspecific(key) {
      return Unmanaged<ThreadState>.fromOpaque(existing).takeUnretainedValue()
    }
    let state = ThreadState()
    pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
    return state
  }

  /// A cheap check used on every mocked call: most calls never touch thread state.
  static var currentIfCreated: ThreadState? {
    guard let existing = pthread_getspecific(key) else { return nil }
    return Unmanaged<ThreadState>.fromOpaque(existing).takeUnretainedValue()
  }
}
