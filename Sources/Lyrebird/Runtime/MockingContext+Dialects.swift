/// What a dialect's own builders (Mockable's `given`/`when`/`verify`) add to a mock and read from
/// it, by member and matchers, so their stubs, observers and counts are the runtime's own.
extension MockingContext {
  /// Adds a stub of `member` for the calls `matchers` accept, answering with `behavior`.
  ///
  /// - Parameters:
  ///   - queued: Whether it answers in registration order, once while another matching stub waits
  ///     (Mockable's `given`), rather than newest first for every call.
  ///   - location: Where the test added it, for failures about it.
  package func addStub(
    _ member: Member, _ matchers: [ArgumentMatcher], _ behavior: StubBehavior, queued: Bool,
    at location: SourceLocation
  ) {
    let stub = Stub(
      pattern: InvocationPattern(member: member, matchers: matchers), location: location, isQueued: queued)
    append([behavior], mode: nil, to: stub)
  }

  /// Runs `action` on each call of `member` that `matchers` accept, before the call is answered.
  ///
  /// - Parameter everyResult: Whether `member` is a generic method whose calls at each result type
  ///   are members of their own (``Member/method(_:returning:)``), all of which `action` observes.
  package func addObserver(
    _ member: Member, _ matchers: [ArgumentMatcher], everyResult: Bool = false, at location: SourceLocation,
    _ action: @escaping () -> Void
  ) {
    guard everyResult else { return addStub(member, matchers, .observe(action), queued: false, at: location) }
    let stub = Stub(pattern: InvocationPattern(member: member, matchers: matchers), location: location)
    lock.withLock {
      stub.append([.observe(action)], mode: nil)
      state.pointee.familyObservers[member, default: []].append(stub)
      for (other, index) in state.pointee.slotIndices where other.isResult(of: member) {
        slots[index].stubs.append(stub)
      }
    }
  }

  /// Gives the slot at `index`, just made, the observers of its generic method's every result.
  func adoptFamilyObserversLocked(_ index: Int) {
    let member = slots[index].member
    for (family, observers) in state.pointee.familyObservers where member.isResult(of: family) {
      slots[index].stubs.append(contentsOf: observers)
    }
  }

  /// How many calls `pattern` matches, marking them verified, as `verify` counts them; with
  /// `everyResult`, the calls of its generic method at every result type.
  package func verifiedCount(_ pattern: InvocationPattern, everyResult: Bool = false) -> Int {
    patterns(pattern, everyResult: everyResult).reduce(0) { $0 + verifyMatches($1) }
  }

  /// How many calls `pattern` matches, without marking them: for waiting until enough arrive.
  package func count(_ pattern: InvocationPattern, everyResult: Bool = false) -> Int {
    patterns(pattern, everyResult: everyResult).reduce(0) { $0 + invocations(matching: $1).count }
  }

  /// `pattern`, and with `everyResult` the same matchers for each result type's member.
  private func patterns(_ pattern: InvocationPattern, everyResult: Bool) -> [InvocationPattern] {
    guard everyResult else { return [pattern] }
    let members = lock.withLock { state.pointee.slotIndices.keys.filter { $0.isResult(of: pattern.member) } }
    return [pattern] + members.map { InvocationPattern(member: $0, matchers: pattern.matchers) }
  }
}
