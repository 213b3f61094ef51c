import Foundation

/// Retries `block` until its verifications pass, for calls that happen asynchronously.
///
/// Works under Swift Testing and XCTest alike. When `timeout` passes first, the failures of
/// the last attempt are reported at their own lines, preceded by one at the `eventually` call.
public func eventually(
  timeout: Duration = .seconds(1),
  pollingEvery interval: Duration = .milliseconds(10),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ block: () throws -> Void
) async throws {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while true {
    let failures = try FailureReporter.collecting(block)
    if failures.isEmpty { return }
    if clock.now >= deadline {
      FailureReporter.report("eventually: verifications still failed after \(timeout)", at: location)
      failures.forEach(FailureReporter.deliver)
      return
    }
    try await Task.sleep(for: interval)
  }
}

#if canImport(XCTest)
import IssueReporting
import XCTest

/// Returns an expectation that is fulfilled once the verifications in `block` pass.
///
/// The block runs once, to learn its verifications; they are then checked on a background queue
/// for up to `pollingLimit`. Wait for the expectation with the timeout your test needs. When that
/// wait times out, the failures of the last check are reported at their `verify` lines, after
/// XCTest's own timeout failure.
@discardableResult
public func eventually(
  _ description: String? = nil,
  pollingLimit: TimeInterval = 60,
  fileID: StaticString = #fileID,
  line: UInt = #line,
  _ block: () -> Void
) -> XCTestExpectation {
  let name = description ?? "eventually at \(fileID):\(line)"
  return startEventually(XCTestExpectation(description: name), name: name, pollingLimit: pollingLimit, block)
}

extension XCTestCase {
  /// Returns an expectation of this test case that is fulfilled once the verifications in `block`
  /// pass, as Mockingbird's does, so `waitForExpectations(timeout:)` waits for it.
  ///
  /// See the free function ``eventually(_:pollingLimit:fileID:line:_:)``.
  @discardableResult
  public func eventually(
    _ description: String? = nil,
    pollingLimit: TimeInterval = 60,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ block: () -> Void
  ) -> XCTestExpectation {
    let name = description ?? "eventually at \(fileID):\(line)"
    return startEventually(expectation(description: name), name: name, pollingLimit: pollingLimit, block)
  }

  /// The Swift Testing form of `eventually`, which a test case's own `eventually` would hide.
  public func eventually(
    timeout: Duration = .seconds(1),
    pollingEvery interval: Duration = .milliseconds(10),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ block: () throws -> Void
  ) async throws {
    try await Lyrebird.eventually(
      timeout: timeout, pollingEvery: interval, fileID: fileID, filePath: filePath, line: line, column: column, block)
  }
}

/// Checks the verifications of `block` on a background queue until they pass or time runs out.
private func startEventually(
  _ expectation: XCTestExpectation, name: String, pollingLimit: TimeInterval, _ block: () -> Void
) -> XCTestExpectation {
  let checks = DeferredVerificationCollector.collecting(block)
  let box = ExpectationBox(expectation)
  let timeouts = EventuallyTimeouts.shared
  let key = timeouts.register(name, reporters: IssueReporters.current)
  let deadline = Date().addingTimeInterval(pollingLimit)
  DispatchQueue.global().async {
    while Date() < deadline, timeouts.isPending(key) {
      let failures = checks.failures()
      if failures.isEmpty {
        timeouts.finish(key)
        box.expectation.fulfill()
        return
      }
      timeouts.update(key, failures: failures)
      Thread.sleep(forTimeInterval: 0.01)
    }
  }
  return expectation
}

private final class ExpectationBox: @unchecked Sendable {
  let expectation: XCTestExpectation
  init(_ expectation: XCTestExpectation) { self.expectation = expectation }
}

/// Watches XCTest's failures for the timeout of a wait on an `eventually` expectation, and then
/// reports the verifications that were still failing, at their own lines.
final class EventuallyTimeouts: NSObject, XCTestObservation, @unchecked Sendable {
  static let shared: EventuallyTimeouts = {
    let observer = EventuallyTimeouts()
    XCTestObservationCenter.shared.addTestObserver(observer)
    return observer
  }()

  private struct Pending {
    let name: String
    let reporters: [any IssueReporter]
    var failures: [MockFailure] = []
  }

  private let lock = NSLock()
  private var pending: [Int: Pending] = [:]
  private var nextKey = 0

  func register(_ name: String, reporters: [any IssueReporter]) -> Int {
    lock.withLock {
      nextKey += 1
      pending[nextKey] = Pending(name: name, reporters: reporters)
      return nextKey
    }
  }

  func update(_ key: Int, failures: [MockFailure]) {
    lock.withLock { pending[key]?.failures = failures }
  }

  func finish(_ key: Int) {
    lock.withLock { pending[key] = nil }
  }

  func isPending(_ key: Int) -> Bool {
    lock.withLock { pending[key] != nil }
  }

  func testCase(
    _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int
  ) {
    timedOut(description)
  }

  /// Reports the last failures of every pending `eventually` whose name `description` mentions.
  func timedOut(_ description: String) {
    let expired = lock.withLock { () -> [Pending] in
      let keys = pending.keys.sorted().filter { key in pending[key].map { description.contains($0.name) } ?? false }
      defer { for key in keys { pending[key] = nil } }
      return keys.compactMap { pending[$0] }
    }
    for entry in expired {
      withIssueReporters(entry.reporters) {
        entry.failures.forEach(FailureReporter.deliver)
      }
    }
  }
}
#endif
