/// `given(await service.load()).will { 3 }`: a synchronous closure for an `async` member of no
/// parameters.
///
/// Without these, Swift's solver reads that line through the property form of `given`: it ranks a
/// synchronous closure converted to an `async` function type below two disfavored overloads, and
/// the line then fails to compile (an `await` in a synchronous autoclosure). With an argument the
/// property form doesn't apply, and a closure that awaits takes `will(_:)` itself.
extension StubbingManager {
  /// Runs `implementation` for each call of an `async throws` member of no parameters.
  @discardableResult
  public func will(_ implementation: @escaping () throws -> ReturnType) -> Self
  where Signature == () async throws -> ReturnType {
    will({ () async throws -> ReturnType in try implementation() })
  }

  /// Runs `implementation` for each call of an `async` member of no parameters.
  @discardableResult
  public func will(_ implementation: @escaping () -> ReturnType) -> Self
  where Signature == () async -> ReturnType {
    will({ () async -> ReturnType in implementation() })
  }
}
