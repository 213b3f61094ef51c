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
    adding(sequence.values.map { .value($0) }, mode: sequence.mode)
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
