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
import XCTest

/// Returns an expectation that is fulfilled once the verifications in `block` pass.
///
/// The block is polled on a background queue for up to `pollingLimit`; wait for the
/// expectation with the timeout your test needs.
public func eventually(
  _ description: String? = nil,
  pollingLimit: TimeInterval = 60,
  fileID: StaticString = #fileID,
  line: UInt = #line,
  _ block: @escaping @Sendable () -> Void
) -> XCTestExpectation {
  let expectation = XCTestExpectation(description: description ?? "eventually at \(fileID):\(line)")
  let box = ExpectationBox(expectation)
  let deadline = Date().addingTimeInterval(pollingLimit)
  DispatchQueue.global().async {
    while Date() < deadline {
      if FailureReporter.collecting(block).isEmpty {
        box.expectation.fulfill()
        return
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
  }
  return expectation
}

private final class ExpectationBox: @unchecked Sendable {
  let expectation: XCTestExpectation
  init(_ expectation: XCTestExpectation) { self.expectation = expectation }
}
#endif
