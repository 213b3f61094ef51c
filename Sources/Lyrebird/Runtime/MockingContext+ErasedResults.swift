/// Answers of closures that don't know a generic member's type: swift-mocking's backing property
/// of `func fetch<T>() -> T` takes an `implementation` returning `Any`, cast here to the `T` of each call.
extension MockingContext {
  /// `value` as the call's return type; otherwise the mismatch is reported where the
  /// implementation was set (or where the mock was made) and a default value is returned.
  ///
  /// - Parameters:
  ///   - value: What the type-erased closure returned.
  ///   - type: The type this call of the generic member returns.
  ///   - member: The member called, named in the failure.
  public func erasedResult<R>(_ value: Any, as type: R.Type, for member: Member) -> R {
    if let value = value as? R { return value }
    let failure =
      "The implementation of \(mockName).\(member) returned a value of type '\(Swift.type(of: value))', "
      + "but this call returns '\(R.self)'"
    let stubLocation = lock.withLock { state.pointee.implementations[member]?.location }
    report(failure, at: stubLocation ?? location)
    return replacementValue(after: failure)
  }
}
