/// Everything one mock knows: its recorded calls, stubs, forwarding targets and default values.
///
/// Generated mocks hold one context and route every member through it, so all mock kinds
/// (generated, macro, hand-written) behave identically. All state sits behind one lock; user
/// closures always run outside it, so a stub may call back into its own mock.
public final class MockingContext: @unchecked Sendable {
  /// The mock's type name as shown in failures, for example `BirdMock`.
  public let mockName: String
  /// How failures say to stub this mock, in the DSL of the dialect that generated it.
  public let advice: StubbingAdvice
  /// Where `mock(…)` was called; unstubbed-call failures point here.
  public var location: SourceLocation { lock.withLock { state.pointee.location } }

  @usableFromInline let lock = Lock()

  /// The mutable state, guarded by `lock`.
  ///
  /// It lives behind a pointer because the lock already makes access exclusive: as class
  /// properties, every call paid for Swift's dynamic exclusivity checks (about 10% of a call).
  @usableFromInline
  struct State {
    /// One slot per member that was stubbed or called, never removed, so a slot's index stays valid.
    @usableFromInline var slots: [MemberSlot] = []
    var slotIndices: [Member: Int] = [:]
    /// The slot of the previous call: repeated calls to one member skip hashing its name.
    var lastSlot = 0
    @usableFromInline var forwardingTargets: [StubBehavior] = []
    @usableFromInline var defaultValueProviders: [ValueProvider] = []
    /// The stub each member's `implementation` installed, replaced when it is set again.
    var implementations: [Member: Stub] = [:]
    var location: SourceLocation
    /// `unstubbedAnswer == nil`, kept as a flag beside the other state an unstubbed `Void` call
    /// reads: comparing the optional closure there cost 15 instructions a call.
    @usableFromInline var answersUnstubbedVoid = true
    /// Observers of a generic method's calls at every result type, by the method's own member, which
    /// each result type's slot takes when it is made (`MockingContext+Dialects.swift`).
    var familyObservers: [Member: [Stub]] = [:]
  }

  @usableFromInline let state: UnsafeMutablePointer<State>
  /// The slot index of each member literal recently called, guarded by `lock`.
  @usableFromInline let slotCache = MemberSlotCache()

  var slots: [MemberSlot] {
    _read { yield state.pointee.slots }
    _modify { yield &state.pointee.slots }
  }
  var forwardingTargets: [StubBehavior] {
    _read { yield state.pointee.forwardingTargets }
    _modify { yield &state.pointee.forwardingTargets }
  }
  var defaultValueProviders: [ValueProvider] {
    _read { yield state.pointee.defaultValueProviders }
    _modify { yield &state.pointee.defaultValueProviders }
  }

  /// The index of `member`'s slot, made on first use; the caller holds `lock`.
  @usableFromInline
  func slotIndexLocked(for member: Member) -> Int {
    let last = state.pointee.lastSlot
    if last < slots.count, slots[last].member == member { return last }
    if let index = state.pointee.slotIndices[member] {
      state.pointee.lastSlot = index
      return index
    }
    let index = slots.count
    slots.append(MemberSlot(member: member))
    state.pointee.slotIndices[member] = index
    state.pointee.lastSlot = index
    if !state.pointee.familyObservers.isEmpty { adoptFamilyObserversLocked(index) }
    return index
  }

  /// The index of `member`'s slot, or `nil` when it was never stubbed or called; the caller holds `lock`.
  private func existingSlotIndexLocked(for member: Member) -> Int? {
    let last = state.pointee.lastSlot
    if last < slots.count, slots[last].member == member { return last }
    return state.pointee.slotIndices[member]
  }

  /// Every call on this mock in the order they happened; the caller holds `lock`.
  private func allCallsLocked() -> [LoggedCall] {
    var all: [LoggedCall] = []
    for slot in slots.indices { all += slots[slot].loggedCalls(slotIndex: slot) }
    // Sequence numbers are taken under the lock, so they order this mock's calls as they were recorded.
    return all.sorted { $0.invocation.sequenceNumber < $1.invocation.sequenceNumber }
  }

  /// The calls to `member`, oldest first; the caller holds `lock`.
  private func callsLocked(to member: Member) -> [LoggedCall] {
    guard let slot = existingSlotIndexLocked(for: member) else { return [] }
    return slots[slot].loggedCalls(slotIndex: slot)
  }

  /// Makes an empty context.
  ///
  /// - Parameters:
  ///   - mockName: The mock's type name as failures show it.
  ///   - location: Where the test created the mock.
  ///   - advice: How failures say to stub the mock: Lyrebird's DSL unless a dialect's mock says otherwise.
  public init(mockName: String, location: SourceLocation = SourceLocation(), advice: StubbingAdvice = .lyrebird) {
    self.mockName = mockName
    self.advice = advice
    unstubbedAnswer = nil
    state = .allocate(capacity: 1)
    state.initialize(to: State(location: location))
  }

  /// A context whose calls no stub answers ask `unstubbedAnswer` first, `Void` ones included: a
  /// dialect's policy (Mockable's `MockerPolicy`), read at the call.
  ///
  /// - Parameter unstubbedAnswer: The answer to a call of `member` returning `type`, or `nil` to
  ///   report the missing stub; then the value the call returns after the report, where the
  ///   runtime knows none (Mockable's `Mocked` values).
  package init(
    mockName: String, location: SourceLocation, advice: StubbingAdvice,
    unstubbedAnswer: @escaping @Sendable (_ member: Member, _ type: Any.Type) -> (answer: Any?, standIn: Any?)
  ) {
    self.mockName = mockName
    self.advice = advice
    self.unstubbedAnswer = unstubbedAnswer
    state = .allocate(capacity: 1)
    state.initialize(to: State(location: location))
    state.pointee.answersUnstubbedVoid = false
  }

  /// What a dialect answers a call no stub answers with, `Void` ones too, where unanswered `Void`
  /// calls otherwise just return; see ``init(mockName:location:advice:unstubbedAnswer:)``.
  @usableFromInline let unstubbedAnswer:
    (@Sendable (_ member: Member, _ type: Any.Type) -> (answer: Any?, standIn: Any?))?

  /// Gives a mock made by its own initializer (`TreeMock(with: bird)`) the location of the
  /// `mock(instance:)` that adopted it, so its failures point at the test.
  func adopt(location: SourceLocation) {
    lock.withLock { state.pointee.location = location }
  }

  deinit {
    slotCache.deallocate()
    state.deinitialize(count: 1)
    state.deallocate()
  }

  // MARK: - Recording

  /// A snapshot of all recorded calls, oldest first.
  public var allInvocations: [Invocation] { lock.withLock { allCallsLocked().map(\.invocation) } }

  func invocations(matching pattern: InvocationPattern) -> [Invocation] {
    lock.withLock {
      callsLocked(to: pattern.member).lazy.map(\.invocation).filter { pattern.matches(arguments: $0.arguments) }
    }
  }

  /// How many calls `pattern` matches, marking them verified, under one lock acquisition.
  ///
  /// `verify` counts through this: typed calls are matched without building their invocations.
  func verifyMatches(_ pattern: InvocationPattern) -> Int {
    lock.withLock {
      guard let slot = existingSlotIndexLocked(for: pattern.member) else { return 0 }
      return slots[slot].verifyMatches(pattern)
    }
  }

  /// Calls to `member`, oldest first, with what each returned or threw (`nil` while running).
  func calls(to member: Member) -> [(invocation: Invocation, outcome: Result<Any, any Error>?)] {
    lock.withLock { callsLocked(to: member).map { ($0.invocation, $0.outcome) } }
  }

  /// The calls to `member` and to its members for each result type (a generic method's), in order.
  func callsOfEveryResult(to member: Member) -> [(invocation: Invocation, outcome: Result<Any, any Error>?)] {
    lock.withLock { callsOfEveryResultLocked(to: member).map { ($0.invocation, $0.outcome) } }
  }

  /// ``callsOfEveryResult(to:)`` with each typed call's arguments as its slot's tuple (`nil` for an
  /// untyped call), for records made by ``Member``.
  func typedCallsOfEveryResult(
    to member: Member
  ) -> [(typed: Any?, invocation: Invocation, outcome: Result<Any, any Error>?)] {
    lock.withLock {
      callsOfEveryResultLocked(to: member).map {
        (slots[$0.invocation.slotIndex].typedArguments(of: $0.invocation), $0.invocation, $0.outcome)
      }
    }
  }

  /// The calls of ``callsOfEveryResult(to:)``, oldest first; the caller holds `lock`.
  private func callsOfEveryResultLocked(to member: Member) -> [LoggedCall] {
    var calls = callsLocked(to: member)
    for (other, slot) in state.pointee.slotIndices where other.isResult(of: member) {
      calls += slots[slot].loggedCalls(slotIndex: slot)
    }
    return calls.sorted { $0.invocation.sequenceNumber < $1.invocation.sequenceNumber }
  }

  /// Writes the outcome into the call's log entry, unless the log was cleared meanwhile.
  @usableFromInline
  func store(_ outcome: Result<Any, any Error>, for invocation: Invocation) {
    lock.withLock { slots[invocation.slotIndex].store(outcome, for: invocation) }
  }

  /// Marks calls as checked, so `verifyNoMoreInteractions` passes over them; dialects verify with it.
  package func markVerified(_ matched: [Invocation]) {
    lock.withLock {
      for invocation in matched { slots[invocation.slotIndex].markVerified(invocation) }
    }
  }

  /// The calls no verification has checked yet, in order.
  package func unverifiedInvocations() -> [Invocation] {
    lock.withLock { allCallsLocked().filter { !$0.verified }.map(\.invocation) }
  }

  // MARK: - Stubbing

  /// Adds behaviors to `stub`, registering the stub on its first behaviors.
  func append(_ behaviors: [StubBehavior], mode: StubSequenceMode?, to stub: Stub) {
    lock.withLock {
      let slot = slotIndexLocked(for: stub.pattern.member)
      if !slots[slot].stubs.contains(where: { $0 === stub }) {
        // Scanned newest first: a queued stub goes behind the others, so the oldest answers first.
        if stub.isQueued { slots[slot].stubs.insert(stub, at: 0) } else { slots[slot].stubs.append(stub) }
      }
      stub.append(behaviors, mode: mode)
    }
  }

  /// Whether `member` has a stub: a Mockery reference's result stays registered until `reset`.
  func isStubbed(_ member: Member) -> Bool {
    lock.withLock { existingSlotIndexLocked(for: member).map { !slots[$0].stubs.isEmpty } ?? false }
  }

  func addForwardingTarget(_ target: StubBehavior) {
    lock.withLock { forwardingTargets.append(target) }
  }

  /// The mock's `forwardCalls(to:)` targets, newest first.
  @usableFromInline
  func forwardingObjects() -> [StubBehavior] {
    lock.withLock {
      forwardingTargets.reversed().filter { target in
        if case .forward = target { return true }
        return false
      }
    }
  }

  /// Answers calls without a stub with `provider`'s values; a dialect's stub objects start with it.
  package func addDefaultValues(_ provider: ValueProvider) {
    lock.withLock { defaultValueProviders.append(provider) }
  }

  /// What a reset removes; Cuckoo's `reset` keeps the forwarding targets a spy or default
  /// implementation added, so it names `.stubs` without `.forwarding`.
  package struct ResetOptions: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let stubs = ResetOptions(rawValue: 1)
    package static let invocations = ResetOptions(rawValue: 2)
    package static let defaultValues = ResetOptions(rawValue: 4)
    package static let forwarding = ResetOptions(rawValue: 8)
    /// Observers (Mockable's `perform`), which `.stubs` leaves.
    package static let observers = ResetOptions(rawValue: 16)
  }

  /// Removes what `options` names.
  package func reset(_ options: ResetOptions) {
    lock.withLock {
      if options.contains(.stubs) || options.contains(.observers) {
        for slot in slots {
          slot.stubs.removeAll { stub in
            let observes = stub.behaviors.first.map { behavior in
              if case .observe = behavior { return true }
              return false
            }
            return (observes ?? false) ? options.contains(.observers) : options.contains(.stubs)
          }
        }
      }
      if options.contains(.stubs) { state.pointee.implementations.removeAll() }
      if options.contains(.observers) { state.pointee.familyObservers.removeAll() }
      if options.contains(.forwarding) { forwardingTargets.removeAll() }
      if options.contains(.invocations) {
        for slot in slots { slot.removeAllCalls() }
      }
      if options.contains(.defaultValues) { defaultValueProviders.removeAll() }
    }
  }

  /// The newest value passed to a setter, for `lastSetValue(initial:)`.
  @usableFromInline
  func lastSetValue(for getter: Member, arguments: [Any]) -> Any? {
    guard let setter = getter.matchingSetter else { return nil }
    return lock.withLock {
      guard let slot = existingSlotIndexLocked(for: setter) else { return nil }
      return slots[slot].newestArguments()?.arguments.last
    }
  }
}
