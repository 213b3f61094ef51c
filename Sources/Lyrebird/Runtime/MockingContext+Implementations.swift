/// One replaceable answer per member, for dialects whose mocks say `mock._member.implementation = …`.
///
/// The answer is an ordinary stub that matches every call, so it is found, recorded and verified
/// like one made by `given`: the newest of it and the `given` stubs answers.
extension MockingContext {
  /// Replaces the answer `implementation` installed for `member` with `behavior`, or removes it.
  ///
  /// - Parameters:
  ///   - behavior: What every call answers with; `nil` removes the answer.
  ///   - member: The member answered.
  ///   - arity: How many arguments the member takes, so the stub matches every call.
  ///   - location: Where the test set the answer; a broken one is reported there.
  public func setImplementation(_ behavior: StubBehavior?, for member: Member, arity: Int, at location: SourceLocation)
  {
    lock.withLock {
      let slot = slotIndexLocked(for: member)
      if let previous = state.pointee.implementations.removeValue(forKey: member) {
        slots[slot].stubs.removeAll { $0 === previous }
      }
      guard let behavior else { return }
      let matchers = Array(repeating: ArgumentMatcher.anything("any()"), count: arity)
      let stub = Stub(pattern: InvocationPattern(member: member, matchers: matchers), location: location)
      stub.append([behavior], mode: nil)
      slots[slot].stubs.append(stub)
      state.pointee.implementations[member] = stub
    }
  }

  /// The answer ``setImplementation(_:for:arity:at:)`` installed for `member`, if any.
  public func implementation(for member: Member) -> StubBehavior? {
    lock.withLock { state.pointee.implementations[member].map { $0.behavior(at: 0) } }
  }
}
