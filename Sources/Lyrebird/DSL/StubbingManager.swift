/// Adds behaviors to the stubs started by `given`.
///
/// Chained calls form a sequence:
/// `willReturn(a).willReturn(b)` answers `a`, then `b` for every later call.
public struct StubbingManager<Declaration, Signature, ReturnType>: @unchecked Sendable {
  let targets: [StubTarget]
  let location: SourceLocation
  private let stubs: [Stub]

  init(targets: [StubTarget], location: SourceLocation) {
    self.targets = targets
    self.location = location
    self.stubs = targets.map { Stub(pattern: $0.pattern, location: location) }
  }

  /// Adds behaviors to every stub; each context registers its stub on first use.
  @discardableResult
  func adding(_ behaviors: [StubBehavior], mode: StubSequenceMode? = nil) -> Self {
    for (target, stub) in zip(targets, stubs) {
      target.context.append(behaviors, mode: mode, to: stub)
    }
    return self
  }

  /// Picks the overload that returns `type` when members differ only by return type.
  public func returning(_ type: ReturnType.Type = ReturnType.self) -> Self { self }

  /// Returns `value` from the stubbed member.
  @discardableResult
  public func willReturn(_ value: ReturnType) -> Self {
    adding([.value(value)])
  }

  /// Runs `implementation`, which receives the call's arguments.
  @discardableResult
  public func will(_ implementation: Signature) -> Self {
    adding([.implementation(implementation)])
  }

  /// Returns values from a sequence made by `sequence(of:)`, `loopingSequence(of:)` or `finiteSequence(of:)`.
  @discardableResult
  public func willReturn(_ sequence: StubSequence<ReturnType>) -> Self {
    adding(sequence, transition: nil) { .value($0) }
  }

  /// Returns values from `sequence` until `transition` says to move on to the behaviors chained after it.
  @discardableResult
  public func willReturn(_ sequence: StubSequence<ReturnType>, transition: TransitionStrategy) -> Self {
    adding(sequence, transition: transition) { .value($0) }
  }

  /// Runs the closures of `sequence(of: { … }, { … })` one call after another.
  @discardableResult
  public func willReturn(_ implementations: StubSequence<Signature>) -> Self {
    adding(implementations, transition: nil) { .implementation($0) }
  }

  /// Runs closures from `implementations` until `transition` says to move on.
  @discardableResult
  public func willReturn(_ implementations: StubSequence<Signature>, transition: TransitionStrategy) -> Self {
    adding(implementations, transition: transition) { .implementation($0) }
  }

  /// A sequence's elements as behaviors: in its own mode, or as many as `transition` takes before
  /// the behaviors chained after it.
  private func adding<V>(
    _ sequence: StubSequence<V>, transition: TransitionStrategy?, _ behavior: (V) -> StubBehavior
  ) -> Self {
    switch transition {
    case .after(let times)?:
      adding((0..<Swift.max(times, 0)).compactMap(sequence.element(at:)).map(behavior))
    case .onFirstNil? where sequence.mode == .finite:
      adding(sequence.values.map(behavior))
    case .onFirstNil?, nil:
      adding(sequence.values.map(behavior), mode: sequence.mode)
    }
  }

  /// When a sequence hands over to the behaviors chained after it.
  public enum TransitionStrategy: Sendable {
    /// After `times` calls, which the sequence answers in its own order (looping or repeating its last value).
    case after(_ times: Int)
    /// When the sequence runs out: only a `finiteSequence` does.
    case onFirstNil
  }

  /// Sends matching calls where `context` says: `forward(to:)` or `forwardToSuper()`.
  @discardableResult
  func willForward(_ context: ForwardingContext) -> Self {
    adding([context.behavior])
  }

  /// Returns the value last written through the property's setter, or `initial` before that.
  @discardableResult
  public func willReturn(_ lastSetValue: LastSetValue<ReturnType>) -> Self {
    adding([.lastSetValue(initial: lastSetValue.initial)])
  }

  /// Sends matching calls to `target`.
  ///
  /// Concrete stubs always take precedence.
  @discardableResult
  public func willForward(to target: Any) -> Self {
    adding([.forward(to: target)])
  }

  /// Sends matching calls to the mocked superclass.
  ///
  /// Concrete stubs always take precedence.
  @discardableResult
  public func willForwardToSuper() -> Self {
    adding([.forwardToSuper])
  }
}

extension StubbingManager where Declaration == ThrowingFunctionDeclaration {
  /// Throws `error` from the stubbed member.
  @discardableResult
  public func willThrow(_ error: any Error) -> Self {
    adding([.error(error)])
  }
}

extension StubbingManager where ReturnType == Void {
  /// Does nothing: the stub of a member that returns nothing, for `given(bird.fly()).willReturn()`.
  @discardableResult
  public func willReturn() -> Self {
    adding([.value(())])
  }
}

extension StubbingManager where Signature == UntypedSetterSignature {
  /// Runs `implementation` with the value written to the property.
  @discardableResult
  public func will<Value>(_ implementation: @escaping (Value) -> Void) -> Self {
    adding([.implementation(implementation)])
  }

  /// Runs `implementation`, which ignores the value, on each write to the property.
  @discardableResult
  public func will(_ implementation: @escaping () -> Void) -> Self {
    adding([.implementation(implementation)])
  }
}
