#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

#if os(Linux) && canImport(Synchronization)
import Synchronization
#endif

/// The path of every mocked call, from a mock's member to its answer, in the order it runs.
///
/// Every public `call…` of ``MockingContext`` is one call to `respond`, and the path has four verbs:
///
/// 1. `respond`: a call inside `given`/`verify` is captured; any other is recorded and settled.
/// 2. `record`: under one lock acquisition, finds the member's typed slot (through
///    ``MemberSlotCache``, or made on its first call), logs the call there and scans the slot's
///    stubs, making the `CallDecision`. A stubbed value of the member's type, or an unstubbed
///    `Void`, is answered here with its outcome stored.
/// 3. `decide`: outside the lock, turns a stub's behavior into what the call does.
/// 4. `settle`: carries the decision out, where user closures may call back into the mock, and
///    stores the outcome. What it reports on the way is in `MockingContext+Failures.swift`.
///
/// A stubbed call crosses four files: its entry form, this one, `CallPath+Slots.swift` (the slot
/// and its stubs) and `ArgumentMatcher.swift`; `decide` and `settle` are in `CallPath+Settle.swift`,
/// the `async` forms in `CallPath+Async.swift`. All are `@inlinable` so each mock module gets
/// them specialized for its own argument and return types: unspecialized, every call spent most of
/// its time instantiating generic metadata.
extension MockingContext {
  // MARK: - Respond

  /// Answers a call by ``Member``: the body of the synchronous `call…` forms, which differ only in
  /// what a stubbed error does (`stubbedError`).
  @inlinable
  func respond<each A, R, Implementation>(
    _ member: Member, _ arguments: repeat each A, apply: (Implementation) throws -> R,
    forward: (Any) throws -> R?, superclass: (() throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R
  ) rethrows -> R {
    if ThreadState.isCapturing { return capturing(member, pack(repeat each arguments), R.self) }
    return try settle(
      record(member, repeat each arguments, returning: R.self), apply: apply, forward: forward,
      superclass: superclass, stubbedError: stubbedError)
  }

  /// Answers a call by ``Member`` whose arguments come as its typed slot's tuple.
  ///
  /// The body of the synchronous `call…(_:with:…)` forms: the tuple is a single value for one
  /// parameter, `()` for none, and `make` makes the member's slot on its first call. Always inlined
  /// into the mock's member, so its closures are never built for a call that doesn't run them
  /// (`carryOut` says why).
  @inlinable @inline(__always)
  func respond<Arguments, R, Implementation>(
    _ member: Member, _ arguments: Arguments, make: (Member) -> TypedMemberSlot<Arguments, R>,
    apply: (Implementation) throws -> R, forward: (Any) throws -> R?, superclass: (() throws -> R)?,
    stubbedError: (any Error, Stub, Invocation) throws -> R
  ) rethrows -> R {
    if ThreadState.isCapturing { return capturing(member, arguments, make: make) }
    // An answered call returns here: handing the decision to `settle` first cost a copy of it.
    switch record(member, arguments, make: make) {
    case .answered(let value):
      return value
    case let decision:
      return try settle(
        decision, apply: apply, forward: forward, superclass: superclass, stubbedError: stubbedError)
    }
  }

  // MARK: - Record

  /// Records a call by ``Member`` in the member's typed slot, made on its first call, and decides
  /// its answer, under one lock acquisition.
  @inlinable
  func record<each A, R>(_ member: Member, _ arguments: repeat each A, returning: R.Type) -> CallDecision<R> {
    lock.withLock {
      let index = slotIndexLocked(for: member)
      guard
        let slot = typedSlotLocked(
          at: index, as: TypedMemberSlot<(repeat each A), R>.self, make: { makeSlot(replacing: $0) })
      else {
        // A generic member called with other types than the slot's first call: keep it untyped.
        return recordUntypedLocked(index, pack(repeat each arguments))
      }
      return recordLocked(slot, at: index, (repeat each arguments))
    }
  }

  /// Records a call by ``Member`` in the member's typed slot and decides its answer, under one lock
  /// acquisition.
  ///
  /// The slot is the one ``MemberSlotCache`` finds, or else the member's slot made typed by `make`
  /// on its first call, taking over what `given` left under its name. When calls of another
  /// signature own the member (a generic member called with other types), the call is kept untyped.
  @inlinable
  func record<Arguments, R>(
    _ member: Member, _ arguments: Arguments, make: (Member) -> TypedMemberSlot<Arguments, R>
  ) -> CallDecision<R> {
    lock.withLock {
      if let index = slotCache.index(of: member), let slot = typedSlotLocked(at: index, as: (Arguments, R).self) {
        // Lent unretained: the context keeps its slots, so a retain and release would be pure cost.
        return slot._withUnsafeGuaranteedRef { recordLocked($0, at: index, arguments) }
      }
      return recordInNewSlotLocked(member, arguments, make: make)
    }
  }

  /// ``record(_:_:make:)`` when the cache doesn't know the member.
  ///
  /// That is the member's first typed call, or calls of another signature. Never inlined: the
  /// common call has no use for it. The caller holds `lock`.
  @inlinable @inline(never)
  func recordInNewSlotLocked<Arguments, R>(
    _ member: Member, _ arguments: Arguments, make: (Member) -> TypedMemberSlot<Arguments, R>
  ) -> CallDecision<R> {
    let index = slotIndexLocked(for: member)
    let typed = typedSlotLocked(at: index, as: TypedMemberSlot<Arguments, R>.self) { untyped in
      let slot = make(member)
      slot.takeOver(untyped)
      return slot
    }
    guard let typed else { return recordUntypedLocked(index, make(member).boxed(arguments)) }
    slotCache.store(index, for: member)
    return recordLocked(typed, at: index, arguments)
  }

  /// Logs a call with typed arguments in `slot`, the slot at `index`, and decides its answer.
  ///
  /// A stubbed value or an unstubbed `Void` is answered with its outcome stored. The caller holds `lock`.
  @inlinable
  func recordLocked<Arguments, R>(
    _ slot: TypedMemberSlot<Arguments, R>, at index: Int, _ arguments: Arguments
  ) -> CallDecision<R> {
    let sequenceNumber = InvocationClock.next()
    var forwarding: [StubBehavior]?
    // A member without stubs (an unstubbed `Void` call, say) skips the scan.
    if !slot.stubs.isEmpty, let match = slot.scan(arguments, forwarding: &forwarding) {
      // The slot's stub array keeps the stub alive while the lock is held.
      let value = match.stub._withUnsafeGuaranteedRef { $0.typedValue(at: match.position, as: R.self) }
      if let value {
        _ = slot.append(arguments, sequenceNumber: sequenceNumber, outcome: .returned(value))
        guard let forwarding else { return .answered(value) }
        return observing(forwarding, .answered(value))
      }
      let stub = match.stub.takeUnretainedValue()
      let logIndex = slot.append(arguments, sequenceNumber: sequenceNumber, outcome: .pending)
      let decision = CallDecision<R>.stub(
        stub.behavior(at: match.position), stub, slot.invocation(at: logIndex, slotIndex: index))
      guard let forwarding else { return decision }
      return observing(forwarding, decision)
    }
    if forwarding == nil, let void = () as? R, state.pointee.forwardingTargets.isEmpty,
      state.pointee.answersUnstubbedVoid
    {
      _ = slot.append(arguments, sequenceNumber: sequenceNumber, outcome: .returned(void))
      return .answered(void)
    }
    let logIndex = slot.append(arguments, sequenceNumber: sequenceNumber, outcome: .pending)
    return fallbackLocked(forwarding, slot.invocation(at: logIndex, slotIndex: index))
  }
}

/// What answers one call to a mock: the runtime's one decision, made while the call is recorded.
///
/// `record` makes it under the context's lock; a stub's behavior that needs work outside the lock
/// (a producer, a closure, a cast that may fail) stays `stub` until `decide` turns it into one of
/// the others, and `settle` carries it out (`CallPath+Settle.swift`). Its cases are what the call does:
/// answer, run a closure, throw, or fall back to forwarding, a default value and a report.
@usableFromInline
enum CallDecision<R> {
  /// Return this value: the call's log entry holds it already (a stubbed value, `Void`, a capture).
  case answered(R)
  /// Return this value and store it as the call's outcome (a stub's value, or a stand-in after a report).
  case value(R, Invocation)
  /// A stub's behavior, decided outside the lock.
  case stub(StubBehavior, Stub, Invocation)
  /// Run the stubbed closure, typed as the member's signature.
  case run(Any, Stub, Invocation)
  /// Throw the stubbed error, or report it when the member can't throw.
  case `throw`(any Error, Stub, Invocation)
  /// Forward to these targets, newest first; else answer with a default value from these providers;
  /// else report the missing stub.
  case fallback([StubBehavior], providers: [ValueProvider], Invocation)
  /// Run the observers (Mockable's `perform`), oldest first, then carry out the decision they hold.
  case observed(ObservedDecision<R>)
}

/// A decision with the observers to run before it: a class, so ``CallDecision`` holds a decision
/// without an `indirect` case (which the move checker of Swift 6.3 can't lower in `consume`).
@usableFromInline
final class ObservedDecision<R> {
  @usableFromInline let actions: [() -> Void]
  @usableFromInline let next: CallDecision<R>

  @usableFromInline
  init(_ actions: [() -> Void], _ next: CallDecision<R>) {
    self.actions = actions
    self.next = next
  }
}

/// Hands out the process-wide order of invocations.
///
/// On Linux it is one atomic add; `Synchronization.Atomic` needs macOS 15 and iOS 18, so other
/// platforms keep the lock.
@usableFromInline
enum InvocationClock {
  #if os(Linux) && canImport(Synchronization)
  private static let counter = Atomic<UInt64>(0)

  @usableFromInline
  static func next() -> UInt64 {
    counter.wrappingAdd(1, ordering: .relaxed).newValue
  }
  #else
  private static let counter = Locked<UInt64>(0)

  @usableFromInline
  static func next() -> UInt64 {
    counter.withValue { value in
      value &+= 1
      return value
    }
  }
  #endif
}

/// A small mutex that works on every platform Lyrebird supports.
///
/// `Synchronization.Mutex` needs macOS 15; mocks have to work on older deployment targets too.
/// On Linux the lock is one atomic word: a mock's lock is held only to record a call and scan its
/// stubs, so it is rarely contended, and taking it inline costs one compare-and-swap where the two
/// `pthread_mutex` calls cost about 55 instructions a call. A waiting thread spins, then yields.
@usableFromInline
final class Lock: @unchecked Sendable {
  #if os(Linux) && canImport(Synchronization)
  /// 1 while a thread holds the lock.
  @usableFromInline let word = Atomic<UInt32>(0)

  init() {}

  @inlinable @inline(__always)
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    if !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { waitForLock() }
    defer { word.store(0, ordering: .releasing) }
    return try body()
  }

  /// Takes the lock once the thread holding it lets go.
  @usableFromInline
  func waitForLock() {
    var attempts = 0
    while word.load(ordering: .relaxed) != 0
      || !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
    {
      attempts += 1
      // The holder may be descheduled (more threads than cores): give it the core.
      if attempts > 100 { sched_yield() }
    }
  }
  #else
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inlinable @inline(__always)
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
  #endif
}

/// Whether a call is captured by `given`/`verify` instead of recorded: the path's first question.
extension ThreadState {
  /// Whether this thread is evaluating a `given`/`verify` expression that calls a member directly.
  ///
  /// Checked on every mocked call before its arguments are boxed for capturing. On Linux a
  /// process-wide count of capturing threads answers most calls without reading thread state.
  @usableFromInline
  static var isCapturing: Bool {
    #if os(Linux) && canImport(Synchronization)
    guard capturingThreads.load(ordering: .relaxed) != 0 else { return false }
    #endif
    return currentIfCreated?.capture != nil
  }

  #if os(Linux) && canImport(Synchronization)
  private static let capturingThreads = Atomic<Int>(0)
  #endif

  /// Counts a thread that starts capturing, for ``isCapturing``.
  static func beginCapture() {
    #if os(Linux) && canImport(Synchronization)
    capturingThreads.add(1, ordering: .relaxed)
    #endif
  }

  /// Counts a thread that stops capturing, for ``isCapturing``.
  static func endCapture() {
    #if os(Linux) && canImport(Synchronization)
    capturingThreads.subtract(1, ordering: .relaxed)
    #endif
  }
}
