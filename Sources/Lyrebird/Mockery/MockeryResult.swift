/// A registered result, typed by the arguments tuple so a stored `Any` can be cast back.
///
/// `invoke` casts to `MockeryResult<(repeat each A), R>`: one element is the bare value and none is
/// `()`, which matches what `registerResult(for:)` infers for the same function.
struct MockeryResult<Arguments, Result> {
  let body: (Arguments) throws -> Result
}

/// The async form of ``MockeryResult``.
struct AsyncMockeryResult<Arguments, Result> {
  let body: (Arguments) async throws -> Result
}
