/// The mock-writing API for members that return a `~Copyable` value.
///
/// Such a value can't be stored in a stub or made up as a default, so only a closure stub
/// (`given(…).will { … }`) can answer the call. Without one, the failure is reported at the
/// mock's creation and the test stops: there is no value to return.
extension MockingContext {
  /// Records a call to a member that returns a `~Copyable` value, and answers it with the stubbed closure.
  ///
  /// - Parameters:
  ///   - member: The member called.
  ///   - arguments: The call's arguments.
  ///   - apply: Calls the stubbed closure, typed as the member's signature, with the arguments.
  /// - Returns: The value the closure made.
  public func callProducing<each A, R: ~Copyable, Implementation>(
    _ member: Member,
    arguments: repeat each A,
    apply: (Implementation) throws -> R
  ) rethrows -> R {
    let invocation = recordAndResolve(member, pack(repeat each arguments))
    return try apply(producer(for: invocation.0, invocation.1, as: Implementation.self, returning: R.self))
  }

  /// The `async` form of ``callProducing(_:arguments:apply:)``.
  public func callProducingAsync<each A, R: ~Copyable, Implementation>(
    _ member: Member,
    arguments: repeat each A,
    apply: (Implementation) async throws -> R,
    isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> R {
    let invocation = recordAndResolve(member, pack(repeat each arguments))
    // Made for this call alone; the body runs in the caller's isolation.
    nonisolated(unsafe) let body = producer(for: invocation.0, invocation.1, as: Implementation.self, returning: R.self)
    return try await apply(body)
  }

  private func producer<Implementation, R: ~Copyable>(
    for invocation: Invocation, _ resolved: Resolution, as type: Implementation.Type, returning: R.Type
  ) -> Implementation {
    let failure: String
    let location: SourceLocation
    if case .stubbed(.implementation(let body), let stub) = resolved {
      if let body = body as? Implementation { return body }
      failure =
        "The closure stubbed for \(describe(invocation)) has type '\(Swift.type(of: body))', "
        + "which does not match the member's signature"
      location = stub.location
    } else {
      failure =
        "Missing stub for \(describe(invocation)) returning the non-copyable '\(R.self)'. "
        + "Only a closure stub can make one: given(…).will { … }"
      location = self.location
    }
    report(failure, at: location)
    preconditionFailure("Lyrebird: \(failure)")
  }
}
