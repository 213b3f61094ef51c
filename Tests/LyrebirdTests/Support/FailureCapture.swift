import IssueReporting
import Lyrebird

/// A failure as IssueReporting received it, with the location it points at.
struct CapturedFailure: Sendable {
  let message: String
  let fileID: String
  let line: UInt
}

/// Records reported issues instead of failing the test, so tests can check each failure's text and line.
final class RecordingReporter: IssueReporter, @unchecked Sendable {
  private let lock = NSLockish()
  private var storage: [CapturedFailure] = []

  var failures: [CapturedFailure] { lock.run { storage } }

  func reportIssue(_ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    let failure = CapturedFailure(message: message() ?? "", fileID: "\(fileID)", line: line)
    lock.run { storage.append(failure) }
  }

  func reportIssue(_ error: any Error, _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    reportIssue(message(), severity: .error, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func expectIssue(_ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {}
}

/// Runs `body` and returns the failures it reported.
func captureFailures(_ body: () throws -> Void) rethrows -> [CapturedFailure] {
  let reporter = RecordingReporter()
  try withIssueReporters([reporter]) { try body() }
  return reporter.failures
}

/// Runs async `body` and returns the failures it reported.
func captureFailures(_ body: () async throws -> Void) async rethrows -> [CapturedFailure] {
  let reporter = RecordingReporter()
  try await withIssueReporters([reporter]) { try await body() }
  return reporter.failures
}

import Foundation

/// A tiny lock so the reporter is safe when failures arrive from other threads.
final class NSLockish: @unchecked Sendable {
  private let lock = NSLock()
  func run<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
