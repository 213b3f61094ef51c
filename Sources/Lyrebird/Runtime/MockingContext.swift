/// Everything one mock knows: its recorded calls, stubs, forwarding targets and default values.
///
/// Generated mocks hold one context and route every member through it, so all mock kinds
/// (generated, macro, hand-written) behave identically. All state sits behind one lock; user
/// closures always run outside it, so a stub may call back into its own mock.
public final class MockingContext: @unchecked Sendable {
  /// The mock's type name as shown in failures, for example `BirdMock`.
  public let mockName: String
  /// Where `mock(…)` was called; unstubbed-call failures point here.
  public var location: SourceLocation { lock.withLock { state.pointee.location } }

  let lock = Lock()

  /// The mutable state, guarded by `lock`.
  ///
  /// It lives behind a pointer because the lock already makes access exclusive: as class
  /// properties, every call paid for Swift's dynamic exclusivity checks (about 10% of a call).
  struct State {
    var invocations: [Invocation] = []
    var verified: Set<UInt64> = []
    var stubs: [Stub] = []
    var forwardingTargets: [StubBehavior] = []
    var defaultValueProviders: [ValueProvider] = []
    var location: SourceLocation
  }

  private let state: UnsafeMutablePointer<State>

  var invocations: [Invocation] {
    _read { yield state.pointee.invocations }
    _modify { yield &state.pointee.invocations }
  }
  var verified: Set<UInt64> {
    _read { yield state.pointee.verified }
    _modify { yield &state.pointee.verified }
  }
  var stubs: [Stub] {
    _read { yield state.pointee.stubs }
    _modify { yield &state.pointee.stubs }
  }
  var forwardingTargets: [StubBehavior] {
    _read { yield state.pointee.forwardingTargets }
    _modify { yield &state.pointee.forwardingTargets }
  }
  var defaultValueProviders: [ValueProvider] {
    _read { yield state.pointee.defaultValueProviders }
    _modify { yield &state.pointee.defaultValueProviders }
  }

  /// Makes an empty context.
  ///
  /// - Parameters:
  ///   - mockName: The mock's type name as failures show it.
  ///   - location: Where the test created the mock.
  public init(mockName: String, location: SourceLocation = SourceLocation()) {
    self.mockName = mockName
    state = .allocate(capacity: 1)
    state.initialize(to: State(location: location))
  }

  /// Gives a mock made by its own initializer (`TreeMock(with: bird)`) the location of the
  /// `mock(instance:)` that adopted it, so its failures point at the test.
  func adopt(location: SourceLocation) {
    lock.withLock { state.pointee.location = location }
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  // MARK: - Recording

  /// A snapshot of all recorded calls, oldest first.
  public var allInvocations: [Invocation] { lock.withLock { invocations } }

  func invocations(matching pattern: InvocationPattern) -> [Invocation] {
    lock.withLock { invocations.filter { pattern.matches($0) } }
  }

  /// Calls to `member`, oldest first, with what each returned or threw (`nil` while running).
  func calls(to member: Member) -> [(invocation: Invocation, outcome: Result<Any, any Error>?)] {
    lock.withLock {
      invocations.filter { $0.member == member }.map { ($0, $0.outcome) }
    }
  }

  /// Records a finished call's result.
  @inlinable
  func finish<R>(_ invocation: Invocation, _ body: () throws -> R) rethrows -> R {
    do {
      let value = try body()
      store(.success(value), for: invocation)
      return value
    } catch {
      store(.failure(error), for: invocation)
      throw error
    }
  }

  /// The `async` form of ``finish(_:_:)``.
  @inlinable
  func finish<R>(_ invocation: Invocation, _ body: () async throws -> R) async rethrows -> R {
    do {
      let value = try await body()
      store(.success(value), for: invocation)
      return value
    } catch {
      store(.failure(error), for: invocation)
      throw error
    }
  }

  /// Writes the outcome into the call's log entry, unless the log was cleared meanwhile.
  @usableFromInline
  func store(_ outcome: Result<Any, any Error>, for invocation: Invocation) {
    lock.withLock {
      let index = invocation.logIndex
      guard index < invocations.count, invocations[index].sequenceNumber == invocation.sequenceNumber else { return }
      invocations[index].outcome = outcome
    }
  }

  func markVerified(_ matched: [Invocation]) {
    lock.withLock { for invocation in matched { verified.insert(invocation.sequenceNumber) } }
  }

  func unverifiedInvocations() -> [Invocation] {
    lock.withLock { invocations.filter { !verified.contains($0.sequenceNumber) } }
  }

  // MARK: - Stubbing

  /// Adds behaviors to `stub`, registering the stub on its first behaviors.
  func append(_ behaviors: [StubBehavior], mode: StubSequenceMode?, to stub: Stub) {
    lock.withLock {
      if !stubs.contains(where: { $0 === stub }) { stubs.append(stub) }
      stub.append(behaviors, mode: mode)
    }
  }

  func addForwardingTarget(_ target: StubBehavior) {
    lock.withLock { forwardingTargets.append(target) }
  }

  func addDefaultValues(_ provider: ValueProvider) {
    lock.withLock { defaultValueProviders.append(provider) }
  }

  struct ResetOptions: OptionSet {
    let rawValue: Int
    static let stubs = ResetOptions(rawValue: 1)
    static let invocations = ResetOptions(rawValue: 2)
    static let defaultValues = ResetOptions(rawValue: 4)
  }

  func reset(_ options: ResetOptions) {
    lock.withLock {
      if options.contains(.stubs) {
        stubs.removeAll()
        forwardingTargets.removeAll()
      }
      if options.contains(.invocations) {
        invocations.removeAll()
        verified.removeAll()
      }
      if options.contains(.defaultValues) { defaultValueProviders.removeAll() }
    }
  }

  // MARK: - Resolution

  /// What should answer a call, in precedence order.
  @usableFromInline
  enum Resolution {
    /// A concrete stub: it always wins over forwarding and default values.
    case stubbed(StubBehavior, Stub)
    /// No concrete stub: try these forwarding targets, then these value providers.
    case fallback(forwarding: [StubBehavior], providers: [ValueProvider])
  }

  /// Records the call and finds what answers it, under one lock acquisition.
  @usableFromInline
  func recordAndResolve(_ member: Member, _ arguments: [Any]) -> (Invocation, Resolution) {
    let sequenceNumber = InvocationClock.next()
    return lock.withLock {
      let invocation = Invocation(
        member: member, arguments: arguments, sequenceNumber: sequenceNumber, logIndex: invocations.count)
      invocations.append(invocation)
      return (invocation, resolveLocked(invocation))
    }
  }

  /// The caller holds `lock`.
  private func resolveLocked(_ invocation: Invocation) -> Resolution {
    var forwarding: [StubBehavior] = []
    for stub in stubs.reversed() where stub.pattern.matches(invocation) {
      if stub.isForwarding {
        if let behavior = stub.nextBehavior() { forwarding.append(behavior) }
        continue
      }
      if stub.isExhausted { continue }
      if let behavior = stub.nextBehavior() { return .stubbed(behavior, stub) }
    }
    forwarding.append(contentsOf: forwardingTargets.reversed())
    return .fallback(forwarding: forwarding, providers: defaultValueProviders.reversed())
  }

  /// The newest value passed to a setter, for `lastSetValue(initial:)`.
  @usableFromInline
  func lastSetValue(for getter: Member, arguments: [Any]) -> Any? {
    guard let setter = getter.matchingSetter else { return nil }
    return lock.withLock {
      invocations.last { $0.member == setter }?.arguments.last
    }
  }
}
