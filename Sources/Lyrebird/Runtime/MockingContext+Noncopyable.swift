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
    let call = recordClosureCall(member, pack(repeat each arguments))
    return try apply(producer(for: call.invocation, call.stubbed, as: Implementation.self, returning: R.self))
  }

  /// The `async` form of ``callProducing(_:arguments:apply:)``.
  public func callProducingAsync<each A, R: ~Copyable, Implementation>(
    _ member: Member,
    arguments: repeat each A,
    apply: (Implementation) async throws -> R,
    isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> R {
    let call = recordClosureCall(member, pack(repeat each arguments))
    // Made for this call alone; the body runs in the caller's isolation.
    nonisolated(unsafe) let body = producer(
      for: call.invocation, call.stubbed, as: Implementation.self, returning: R.self)
    return try await apply(body)
  }

  /// Records a call only a stubbed closure can answer (a `~Copyable` result, a Mockery mock's
  /// registered result), with that closure and its stub when one answers.
  func recordClosureCall(
    _ member: Member, _ arguments: [Any]
  ) -> (invocation: Invocation, stubbed: (body: Any, stub: Stub)?) {
    var decision: CallDecision<Never> = lock.withLock { recordUntypedLocked(slotIndexLocked(for: member), arguments) }
    while case .observed(let observed) = decision {
      for action in observed.actions { action() }
      decision = observed.next
    }
    switch decision {
    case .stub(.implementation(let body), let stub, let invocation):
      return (invocation, (body, stub))
    case .stub(_, _, let invocation), .value(_, let invocation), .run(_, _, let invocation),
      .throw(_, _, let invocation), .fallback(_, _, let invocation):
      return (invocation, nil)
    case .observed:
      preconditionFailure("unreachable: observers ran above")
    case .answered(let never):
      switch never {}
    }
  }

  private func producer<Implementation, R: ~Copyable>(
    for invocation: Invocation, _ stubbed: (body: Any, stub: Stub)?, as type: Implementation.Type,
    returning: R.Type
  ) -> Implementation {
    let failure: String
    let location: SourceLocation
    if let stubbed {
      if let body = stubbed.body as? Implementation { return body }
      failure =
        "The closure stubbed for \(describe(invocation)) has type '\(Swift.type(of: stubbed.body))', "
        + "which does not match the member's signature"
      location = stubbed.stub.location
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
