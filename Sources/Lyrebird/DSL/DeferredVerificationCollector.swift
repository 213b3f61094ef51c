import Foundation

/// The `wasCalled` checks of an XCTest `eventually` block, kept to run again until they pass.
///
/// The block itself runs once, where it is written, so it need not escape or be `Sendable`; its
/// checks hold only mocks and matchers, which are safe to check from any thread.
final class DeferredVerificationCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var checks: [() -> Void] = []

  func add(_ check: @escaping () -> Void) {
    lock.withLock { checks.append(check) }
  }

  /// Runs `block` once and returns the checks its verifications asked for.
  static func collecting(_ block: () -> Void) -> DeferredVerificationCollector {
    let state = ThreadState.current
    let outer = state.deferredVerification
    let collector = DeferredVerificationCollector()
    state.deferredVerification = collector
    defer { state.deferredVerification = outer }
    block()
    return collector
  }

  /// Runs every check, returning the failures they reported.
  func failures() -> [MockFailure] {
    let current = lock.withLock { checks }
    return FailureReporter.collecting { current.forEach { $0() } }
  }
}
