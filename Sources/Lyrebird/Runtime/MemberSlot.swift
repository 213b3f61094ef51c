/// One member's stubs and calls, so a call scans only its own member's stubs and `verify` only its calls.
///
/// This base keeps the calls made through the untyped paths (Mockery's `invoke`, `~Copyable`
/// results, a generic member called with another type) as `[Any]`; ``TypedMemberSlot`` keeps the
/// calls of one signature typed. The owning context's lock guards every access.
@usableFromInline
class MemberSlot {
  @usableFromInline let member: Member

  @usableFromInline
  struct Storage {
    /// Oldest first; resolution scans them newest first.
    @usableFromInline var stubs: [Stub] = []
    /// Oldest first.
    @usableFromInline var calls: [RecordedCall] = []
  }

  /// Behind a pointer: the lock already makes access exclusive, so dynamic exclusivity checks are pure cost.
  @usableFromInline let storage: UnsafeMutablePointer<Storage>

  @usableFromInline
  init(member: Member) {
    self.member = member
    storage = .allocate(capacity: 1)
    storage.initialize(to: Storage())
  }

  /// Takes over the stubs and calls of `slot`, which this slot replaces in its context.
  @usableFromInline final func takeOver(_ slot: MemberSlot) {
    storage.pointee.stubs = slot.storage.pointee.stubs
    storage.pointee.calls = slot.storage.pointee.calls
  }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  final var untypedCalls: [RecordedCall] {
    _read { yield storage.pointee.calls }
    _modify { yield &storage.pointee.calls }
  }

  /// Whether this slot keeps no typed calls, so a typed slot may replace it.
  @usableFromInline
  final var isUntyped: Bool { type(of: self) == MemberSlot.self }

  /// Every call, oldest first, as it is reported: the invocation, its outcome and whether it was verified.
  func loggedCalls(slotIndex: Int) -> [LoggedCall] {
    untypedCalls.enumerated().map { index, call in
      LoggedCall(
        invocation: Invocation(
          member: member, arguments: call.arguments, sequenceNumber: call.sequenceNumber, slotIndex: slotIndex,
          logIndex: index, isTyped: false),
        outcome: call.outcome, verified: call.verified)
    }
  }

  /// A typed call's arguments as the slot's own tuple, for typed records; `nil` for an untyped call.
  func typedArguments(of invocation: Invocation) -> Any? { nil }

  /// How many calls `pattern` matches, marking them verified.
  func verifyMatches(_ pattern: InvocationPattern) -> Int {
    var count = 0
    for index in untypedCalls.indices where pattern.matches(arguments: untypedCalls[index].arguments) {
      untypedCalls[index].verified = true
      count += 1
    }
    return count
  }

  /// Marks one call verified, unless a reset cleared it.
  func markVerified(_ invocation: Invocation) {
    guard let index = untypedIndex(of: invocation) else { return }
    untypedCalls[index].verified = true
  }

  /// Writes a finished call's outcome into its entry, unless a reset cleared it.
  func store(_ outcome: Result<Any, any Error>, for invocation: Invocation) {
    guard let index = untypedIndex(of: invocation) else { return }
    untypedCalls[index].outcome = outcome
  }

  func removeAllCalls() {
    untypedCalls.removeAll()
  }

  /// The newest call's arguments, for `lastSetValue(initial:)`.
  func newestArguments() -> (sequenceNumber: UInt64, arguments: [Any])? {
    untypedCalls.last.map { ($0.sequenceNumber, $0.arguments) }
  }

  /// Where an untyped `invocation` still sits in the log, or `nil` once a reset cleared it.
  private func untypedIndex(of invocation: Invocation) -> Int? {
    let index = invocation.logIndex
    guard !invocation.isTyped, index < untypedCalls.count,
      untypedCalls[index].sequenceNumber == invocation.sequenceNumber
    else { return nil }
    return index
  }
}

/// One call as the untyped log keeps it: the member is its slot's, which keeps the entry small.
@usableFromInline
struct RecordedCall {
  let arguments: [Any]
  let sequenceNumber: UInt64
  /// What the call returned or threw, read by typed call records; `nil` while it runs.
  var outcome: Result<Any, any Error>?
  /// Whether a `verify` counted this call, for `verifyNoMoreInteractions`.
  var verified = false
}

/// A call as the context reports it, whichever log kept it.
struct LoggedCall {
  let invocation: Invocation
  let outcome: Result<Any, any Error>?
  let verified: Bool
}
