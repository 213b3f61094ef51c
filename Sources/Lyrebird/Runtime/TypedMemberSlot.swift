/// A member's calls kept with their declared types, so recording one costs an append of a tuple.
///
/// `Arguments` is the tuple of the member's parameter types (`(Int, Int)`, a single type for one
/// parameter, `()` for none) and `R` its return type. The context makes one on a member's first
/// typed call and finds it again by the member's literal (`MemberSlotCache`). The untyped views
/// (invocations, outcomes as `Any`) are built only when a verification or a failure asks. The
/// owning context's lock guards every access.
@usableFromInline
final class TypedMemberSlot<Arguments, R>: MemberSlot, @unchecked Sendable {
  @usableFromInline let log: UnsafeMutablePointer<[TypedCall<Arguments, R>]>
  /// Where each argument sits in `Arguments`, so matchers read them in place.
  let layout: ArgumentLayout
  /// Boxes recorded arguments for the untyped views.
  let box: (Arguments) -> [Any]
  /// The errors calls threw, which their outcomes name by position; the context's lock guards it.
  var thrownErrors: [any Error] = []

  /// Replaces `slot`, keeping its stubs and untyped calls.
  ///
  /// - Parameters:
  ///   - slot: The untyped slot of the same member.
  ///   - layout: Where each argument sits in `Arguments`.
  ///   - box: The recorded arguments as `[Any]`.
  @usableFromInline
  convenience init(replacing slot: MemberSlot, layout: ArgumentLayout, box: @escaping (Arguments) -> [Any]) {
    self.init(member: slot.member, layout: layout, box: box)
    takeOver(slot)
  }

  /// A slot for `member` that no context has adopted yet.
  @usableFromInline
  init(member: Member, layout: ArgumentLayout, box: @escaping (Arguments) -> [Any]) {
    log = .allocate(capacity: 1)
    log.initialize(to: [])
    self.layout = layout
    self.box = box
    super.init(member: member)
  }

  /// The recorded arguments as `[Any]`, for a call captured by `given`/`verify`.
  @usableFromInline
  func boxed(_ arguments: Arguments) -> [Any] { box(arguments) }

  deinit {
    log.deinitialize(count: 1)
    log.deallocate()
  }

  /// The call at `index` as an invocation, for the paths that answer through closures or report failures.
  @usableFromInline
  func invocation(at index: Int, slotIndex: Int) -> Invocation {
    let call = log.pointee[index]
    return Invocation(
      member: member, arguments: box(call.arguments), sequenceNumber: call.sequenceNumber, slotIndex: slotIndex,
      logIndex: index, isTyped: true)
  }

  override func loggedCalls(slotIndex: Int) -> [LoggedCall] {
    var result: [LoggedCall] = []
    result.reserveCapacity(log.pointee.count)
    for (index, call) in log.pointee.enumerated() {
      let invocation = Invocation(
        member: member, arguments: box(call.arguments), sequenceNumber: call.sequenceNumber, slotIndex: slotIndex,
        logIndex: index, isTyped: true)
      result.append(
        LoggedCall(invocation: invocation, outcome: call.outcome.untyped(errors: thrownErrors), verified: call.verified)
      )
    }
    let untyped = super.loggedCalls(slotIndex: slotIndex)
    guard !untyped.isEmpty else { return result }
    return (result + untyped).sorted { $0.invocation.sequenceNumber < $1.invocation.sequenceNumber }
  }

  override func verifyMatches(_ pattern: InvocationPattern) -> Int {
    var count = 0
    let argumentsOffset = MemoryLayout<TypedCall<Arguments, R>>.offset(of: \.arguments) ?? 0
    log.pointee.withUnsafeMutableBufferPointer { calls in
      layout.elements.withUnsafeBufferPointer { elements in
        guard let base = calls.baseAddress else { return }
        for index in calls.indices {
          let arguments = UnsafeRawPointer(base + index) + argumentsOffset
          let matched =
            layout.isUsable
            ? pattern.matches(tuple: arguments, elements: elements)
            : pattern.matches(arguments: box(arguments.load(as: Arguments.self)))
          guard matched else { continue }
          calls[index].verified = true
          count += 1
        }
      }
    }
    return count + super.verifyMatches(pattern)
  }

  override func typedArguments(of invocation: Invocation) -> Any? {
    guard invocation.isTyped, let index = typedIndex(of: invocation) else { return nil }
    return log.pointee[index].arguments
  }

  override func markVerified(_ invocation: Invocation) {
    guard invocation.isTyped else { return super.markVerified(invocation) }
    guard let index = typedIndex(of: invocation) else { return }
    log.pointee[index].verified = true
  }

  override func store(_ outcome: Result<Any, any Error>, for invocation: Invocation) {
    guard invocation.isTyped else { return super.store(outcome, for: invocation) }
    guard let index = typedIndex(of: invocation) else { return }
    switch outcome {
    case .success(let value): if let value = value as? R { log.pointee[index].outcome = .returned(value) }
    case .failure(let error):
      thrownErrors.append(error)
      log.pointee[index].outcome = .threw(thrownErrors.count - 1)
    }
  }

  override func removeAllCalls() {
    log.pointee.removeAll()
    thrownErrors.removeAll()
    super.removeAllCalls()
  }

  override func newestArguments() -> (sequenceNumber: UInt64, arguments: [Any])? {
    let typed = log.pointee.last.map { ($0.sequenceNumber, box($0.arguments)) }
    guard let untyped = super.newestArguments() else { return typed }
    guard let typed else { return untyped }
    return typed.0 > untyped.sequenceNumber ? typed : untyped
  }

  private func typedIndex(of invocation: Invocation) -> Int? {
    let index = invocation.logIndex
    guard index < log.pointee.count, log.pointee[index].sequenceNumber == invocation.sequenceNumber else { return nil }
    return index
  }
}
