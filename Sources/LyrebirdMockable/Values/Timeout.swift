import Foundation

/// Thrown when an operation given a time limit is still running at the end of it.
public struct TimeoutError: Error {
  /// Makes the error; it carries nothing, since the caller knows the limit it set.
  public init() {}
}

/// Runs `operation` and returns its result, or throws ``TimeoutError`` after `seconds` if it hasn't finished.
///
/// The operation and the clock race in a task group: the first to end decides, and the other is
/// cancelled. An error `operation` throws before the limit is rethrown as it is.
@discardableResult
func withTimeout<Value: Sendable>(
  after seconds: TimeInterval,
  _ operation: @Sendable @escaping () async throws -> Value
) async throws -> Value {
  try await withThrowingTaskGroup(of: Value.self) { group in
    group.addTask(operation: operation)
    group.addTask {
      // Clamped: a negative, infinite or huge limit must not trap in the conversion to nanoseconds.
      let nanoseconds = (max(0, seconds) * 1_000_000_000).rounded()
      try await Task.sleep(nanoseconds: nanoseconds < Double(UInt64.max) ? UInt64(nanoseconds) : .max)
      throw TimeoutError()
    }
    defer { group.cancelAll() }
    // Both tasks were added, so the group has a result or throws; `nil` can't come, but is handled.
    guard let first = try await group.next() else { throw TimeoutError() }
    return first
  }
}
