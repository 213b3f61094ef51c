/// What a stub does when a call matches it.
public enum StubBehavior: @unchecked Sendable {
  /// Return this value (cast to the member's return type).
  case value(Any)
  /// Throw this error (only reachable for throwing members).
  case error(any Error)
  /// Call a closure whose type is the member's full signature.
  case implementation(Any)
  /// Return the value last passed to the paired setter, or `initial`.
  case lastSetValue(initial: Any)
  /// Return what the closure makes, made anew for each call (`given(…) ~> makeValue()`).
  case producer(() -> Any)
  /// Forward the call to an object that implements the same member.
  case forward(to: Any)
  /// Forward the call to the mocked class's own implementation.
  case forwardToSuper
  /// Run this closure when a call matches, then let the other stubs answer it (Mockable's `perform`).
  case observe(() -> Void)

  /// Whether the behavior lets the call go on: a forward, or an observer.
  var passesThrough: Bool {
    switch self {
    case .forward, .forwardToSuper, .observe: true
    default: false
    }
  }
}

/// How a stub's list of behaviors is consumed over successive calls.
public enum StubSequenceMode: Sendable {
  /// Each call takes the next behavior; the last one repeats forever.
  case lastValueRepeats
  /// Each call takes the next behavior, starting over after the last one.
  case looping
  /// Each call takes the next behavior; afterwards the stub no longer applies.
  case finite
}

/// A stub registered by `given`.
///
/// Reference type so chained `willReturn` calls extend it in place.
@usableFromInline
final class Stub: @unchecked Sendable {
  @usableFromInline let pattern: InvocationPattern
  @usableFromInline let location: SourceLocation
  /// Whether an argument captor is among the matchers, so a matched call is handed to it (as Mockingbird's
  /// captors capture while stubs are matched, not only in `verify`).
  let capturesArguments: Bool
  /// Guarded by the owning context's lock; behind a pointer to skip dynamic exclusivity checks.
  @usableFromInline
  struct Progress {
    var behaviors: [StubBehavior] = []
    var mode: StubSequenceMode = .lastValueRepeats
    var calls = 0
    /// Each `.value` behavior's value boxed under the return type of the calls it answered, made on first use.
    @usableFromInline var typedValues: [TypedBox?] = []
    /// Whether the first behavior passes the call on (a forward or an observer), or the stub answers
    /// in registration order; kept so resolution asks one flag before the common answer.
    @usableFromInline var needsCare = false
  }

  @usableFromInline let progress: UnsafeMutablePointer<Progress>

  /// Whether the stub answers once while another matching stub waits behind it, oldest first
  /// (Mockable's `given`): the context keeps it behind the other stubs, which are scanned newest first.
  let isQueued: Bool

  init(pattern: InvocationPattern, location: SourceLocation, isQueued: Bool = false) {
    self.isQueued = isQueued
    self.pattern = pattern
    self.location = location
    capturesArguments = pattern.hasCaptors
    progress = .allocate(capacity: 1)
    progress.initialize(to: Progress())
  }

  deinit {
    progress.deinitialize(count: 1)
    progress.deallocate()
  }

  /// Hands the arguments of the tuple at `arguments` to the pattern's captors.
  ///
  /// Out of line: written in the scan's per-stub match closure, boxing the arguments kept the
  /// closure from being inlined, a call per stub (about 25 instructions each).
  @inline(never)
  func notifyCaptors(tuple arguments: UnsafeRawPointer, elements: UnsafeBufferPointer<ArgumentLayout.Element>) {
    pattern.notifyCaptors(elements.map { $0.load(arguments + $0.offset) })
  }

  /// Whether any answer runs the superclass's code; the caller holds the owning context's lock.
  var forwardsToSuper: Bool {
    behaviors.contains { behavior in
      if case .forwardToSuper = behavior { return true }
      return false
    }
  }

  /// Appends behaviors; the caller holds the owning context's lock.
  func append(_ more: [StubBehavior], mode: StubSequenceMode?) {
    behaviors.append(contentsOf: more)
    progress.pointee.needsCare = isQueued || (behaviors.first?.passesThrough ?? false)
    progress.pointee.typedValues.append(contentsOf: repeatElement(nil, count: more.count))
    if let mode {
      self.mode = mode
    } else if self.mode == .finite {
      // Behaviors chained after a finite sequence take over when it runs out, the last repeating.
      self.mode = .lastValueRepeats
    }
  }

  /// Takes the behavior for this call, or `nil` when a finite sequence is used up.
  ///
  /// The caller holds the owning context's lock.
  func nextBehavior() -> StubBehavior? {
    nextBehaviorIndex().map(behavior(at:))
  }

}
