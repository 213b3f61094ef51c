/// One call of a hand-written Mockery-style mock: its arguments as a tuple, and what it returned.
public struct Execution<each Argument, Result> {
  /// The call's arguments, in declaration order.
  public let arguments: (repeat each Argument)
  /// `nil` when the call threw or returned no registered value.
  public let result: Result?
  /// The error the call threw, if any.
  public let error: (any Error)?
}

/// The slot `registerResult(for:)` and `executions(of:)` open to learn which function they were given.
final class MockeryProbe {
  var key: String?
}

/// Keys a mocked function by its `#function` name and its full type, so overloads never collide
/// and no function-pointer casts are needed.
enum MockeryKey {
  static func make<each A, R>(_ function: String, _ type: ((repeat each A) -> R).Type) -> String {
    "\(function) as \(type)"
  }

  /// Calls `function` with placeholders while probing, returning the key its `invoke` reported.
  static func probe(at location: SourceLocation, _ call: () throws -> Void) -> String? {
    let state = ThreadState.current
    let outer = state.probe
    let probe = MockeryProbe()
    state.probe = probe
    defer { state.probe = outer }
    try? call()
    if probe.key == nil {
      FailureReporter.report("The function given to the mock does not call invoke(_:args:)", at: location)
    }
    return probe.key
  }

  static func probe(at location: SourceLocation, _ call: () async throws -> Void) async -> String? {
    let state = ThreadState.current
    let outer = state.probe
    let probe = MockeryProbe()
    state.probe = probe
    defer { state.probe = outer }
    try? await call()
    if probe.key == nil {
      FailureReporter.report("The function given to the mock does not call invoke(_:args:)", at: location)
    }
    return probe.key
  }

  /// When probing, records `key` and returns `true`: the caller must return a placeholder at once.
  static func interceptProbe(_ key: String) -> Bool {
    guard let probe = ThreadState.currentIfCreated?.probe else { return false }
    probe.key = key
    ThreadState.current.probe = nil  // Only the first invoke answers the probe.
    return true
  }
}

/// A registered result.
///
/// Wrapped in a struct because a closure over a parameter pack can't be
/// cast from `Any` directly.
struct MockeryResult<each Argument, Result> {
  let body: (repeat each Argument) throws -> Result
}

/// The async form of ``MockeryResult``.
struct AsyncMockeryResult<each Argument, Result> {
  let body: (repeat each Argument) async throws -> Result
}
