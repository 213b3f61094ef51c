import IssueReporting

/// A failure Lyrebird found, with the test location it belongs to.
public struct MockFailure: Sendable, CustomStringConvertible {
  /// What went wrong, as the test failure says it.
  public let message: String
  /// The line of the test the failure is reported at.
  public let location: SourceLocation
  /// The location, then the message.
  public var description: String { "\(location): \(message)" }
}

/// Collects failures instead of reporting them, for blocks that are retried or post-processed.
final class FailureSink {
  var failures: [MockFailure] = []
}

/// The single exit for every failure, so XCTest and Swift Testing both see it at the test's line.
package enum FailureReporter {
  package static func report(_ message: String, at location: SourceLocation, isFatal: Bool = false) {
    let failure = MockFailure(message: message, location: location)
    if let sink = ThreadState.currentIfCreated?.failureSink {
      sink.failures.append(failure)
      return
    }
    deliver(failure, isFatal: isFatal)
  }

  static func deliver(_ failure: MockFailure) { deliver(failure, isFatal: false) }

  static func deliver(_ failure: MockFailure, isFatal: Bool) {
    if let box = TestFailerRegistry.current.withValue({ $0 }) {
      box.failer.fail(
        message: failure.message, isFatal: isFatal, file: failure.location.filePath, line: failure.location.line)
      return
    }
    reportIssue(
      failure.message,
      fileID: failure.location.fileID,
      filePath: failure.location.filePath,
      line: failure.location.line,
      column: failure.location.column
    )
  }

  /// Runs `body` while collecting, rather than reporting, the failures it produces.
  static func collecting(_ body: () throws -> Void) rethrows -> [MockFailure] {
    let state = ThreadState.current
    let previous = state.failureSink
    let sink = FailureSink()
    state.failureSink = sink
    defer { state.failureSink = previous }
    try body()
    return sink.failures
  }
}
