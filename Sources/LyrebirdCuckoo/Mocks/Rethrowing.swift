/// Runs a `rethrows` method's call in a Cuckoo-shaped mock, letting a stubbed error out as Cuckoo's
/// mocks do (`thenThrow`, or a throwing `then`); generated mocks call it.
///
/// The compiler lets a `rethrows` function call another with a throwing closure; as in Cuckoo, a
/// stub should throw only when the caller passed a throwing closure, or the caller can't catch it.
@inlinable
public func rethrowingCall<Output>(_ call: () throws -> Output) rethrows -> Output {
  try call()
}

/// The `async` form of ``rethrowingCall(_:)``.
@inlinable
public func rethrowingCall<Output>(_ call: () async throws -> Output) async rethrows -> Output {
  try await call()
}
