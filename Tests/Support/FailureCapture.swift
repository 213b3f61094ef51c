import Foundation
import IssueReporting
import Lyrebird

/// A failure as IssueReporting received it, with the location it points at.
public struct CapturedFailure: Sendable {
  public let message: String
  public let fileID: String
  public let line: UInt
}

/// Records reported issues instead of failing the test, so tests can check each failure's text and line.
public final class RecordingReporter: IssueReporter, @unchecked Sendable {
  private let storage = Locked<[CapturedFailure]>([])

  public var failures: [CapturedFailure] { storage.value }

  public init() {}

  public func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    let failure = CapturedFailure(message: message() ?? "", fileID: "\(fileID)", line: line)
    storage.mutate { $0.append(failure) }
  }

  public func reportIssue(
    _ error: any Error, _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    reportIssue(message(), severity: .error, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public func expectIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {}
}

/// Runs `body` and returns the failures it reported.
public func captureFailures(_ body: () throws -> Void) rethrows -> [CapturedFailure] {
  let reporter = RecordingReporter()
  try withIssueReporters([reporter]) { try body() }
  return reporter.failures
}

/// Runs async `body` and returns the failures it reported.
public func captureFailures(_ body: () async throws -> Void) async rethrows -> [CapturedFailure] {
  let reporter = RecordingReporter()
  try await withIssueReporters([reporter]) { try await body() }
  return reporter.failures
}

/// A mutable box that closures in tests can write to.
public final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  public init(_ value: Value) { stored = value }
  public var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
  public func mutate(_ body: (inout Value) -> Void) {
    lock.lock()
    body(&stored)
    lock.unlock()
  }
}

extension Locked where Value == [String] {
  public func append(_ element: String) { mutate { $0.append(element) } }
}
