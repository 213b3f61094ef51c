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
  /// Forward the call to an object that implements the same member.
  case forward(to: Any)
  /// Forward the call to the mocked class's own implementation.
  case forwardToSuper

  var isForwarding: Bool {
    switch self {
    case .forward, .forwardToSuper: true
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
  let pattern: InvocationPattern
  @usableFromInline let location: SourceLocation
  /// Guarded by the owning context's lock; behind a pointer to skip dynamic exclusivity checks.
  private struct Progress {
    var behaviors: [StubBehavior] = []
    var mode: StubSequenceMode = .lastValueRepeats
    var calls = 0
  }

  private let progress: UnsafeMutablePointer<Progress>

  private var behaviors: [StubBehavior] {
    _read { yield progress.pointee.behaviors }
    _modify { yield &progress.pointee.behaviors }
  }
  private var mode: StubSequenceMode {
    get { progress.pointee.mode }
    set { progress.pointee.mode = newValue }
  }
  private var calls: Int {
    get { progress.pointee.calls }
    set { progress.pointee.calls = newValue }
  }

  init(pattern: InvocationPattern, location: SourceLocation) {
    self.pattern = pattern
    self.location = location
    progress = .allocate(capacity: 1)
    progress.initialize(to: Progress())
  }

  deinit {
    progress.deinitialize(count: 1)
    progress.deallocate()
  }

  var isForwarding: Bool { behaviors.first?.isForwarding ?? false }

  /// Appends behaviors; the caller holds the owning context's lock.
  func append(_ more: [StubBehavior], mode: StubSequenceMode?) {
    behaviors.append(contentsOf: more)
    if let mode { self.mode = mode }
  }

  /// Takes the behavior for this call, or `nil` when a finite sequence is used up.
  ///
  /// The caller holds the owning context's lock.
  func nextBehavior() -> StubBehavior? {
    guard !behaviors.isEmpty else { return nil }
    defer { calls += 1 }
    switch mode {
    case .lastValueRepeats:
      return behaviors[Swift.min(calls, behaviors.count - 1)]
    case .looping:
      return behaviors[calls % behaviors.count]
    case .finite:
      return calls < behaviors.count ? behaviors[calls] : nil
    }
  }

  /// Whether a finite sequence still has behaviors left; the caller holds the lock.
  var isExhausted: Bool { mode == .finite && calls >= behaviors.count }
}
