/// A registered result, typed by the arguments tuple so a stored `Any` can be cast back.
///
/// `invoke` and `registerResult(for:)` infer the same `Arguments` for one function: the tuple of its
/// parameters, the bare type for one, and `()` for none.
struct MockeryResult<Arguments, Result> {
  let body: (Arguments) throws -> Result
}

/// The async form of ``MockeryResult``.
struct AsyncMockeryResult<Arguments, Result> {
  let body: (Arguments) async throws -> Result
}
