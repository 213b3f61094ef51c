// `~>` is already declared by the standard library; declaring it again would make every use
// ambiguous, so Lyrebird only adds overloads.

/// `given(bird.name) ~> "Ryan"`: returns a value, evaluated anew on each call, as in Mockingbird
/// (`~> Date()` answers each call with the time of that call).
public func ~> <D, S, R>(manager: StubbingManager<D, S, R>, value: @autoclosure @escaping () -> R) {
  manager.adding([.producer { value() }])
}

/// `given(bird.chirp(volume: any())) ~> { volume in volume < 42 }`: runs a closure.
public func ~> <D, S, R>(manager: StubbingManager<D, S, R>, implementation: S) {
  manager.will(implementation)
}

/// `given(bird.name) ~> sequence(of: "a", "b")`.
public func ~> <D, S, R>(manager: StubbingManager<D, S, R>, sequence: StubSequence<R>) {
  manager.willReturn(sequence)
}

/// `given(bird.chirp(volume: any())) ~> sequence(of: { $0 > 5 }, { _ in false })`: closures in turn.
public func ~> <D, S, R>(manager: StubbingManager<D, S, R>, implementations: StubSequence<S>) {
  manager.willReturn(implementations)
}

/// `given(bird.fly()) ~> forwardToSuper()` or `~> forward(to: realBird)`.
public func ~> <D, S, R>(manager: StubbingManager<D, S, R>, forwardingContext: ForwardingContext) {
  manager.willForward(forwardingContext)
}

/// `given(bird.getName()) ~> lastSetValue(initial: "")`.
public func ~> <D, S, R>(manager: StubbingManager<D, S, R>, lastSetValue: LastSetValue<R>) {
  manager.willReturn(lastSetValue)
}

/// `given(bird.setName(any())) ~> { print($0) }` for setters captured without a handle.
public func ~> <Value>(
  manager: StubbingManager<PropertySetterDeclaration, UntypedSetterSignature, Void>,
  implementation: @escaping (Value) -> Void
) {
  manager.will(implementation)
}

precedencegroup LyrebirdChainingPrecedence {
  associativity: left
  higherThan: AssignmentPrecedence
}

/// Chains intermediate mocks: `bird.getWing() ~ mock(Wing.self).getFeather()`.
infix operator ~ : LyrebirdChainingPrecedence

/// Stubs `lhs` to return the mock behind `rhs`, then continues the chain from `rhs`.
@discardableResult
public func ~ <D1, S1, R1, D2, S2, R2>(
  lhs: MemberHandle<D1, S1, R1>,
  rhs: MemberHandle<D2, S2, R2>
) -> MemberHandle<D2, S2, R2> {
  var next = rhs
  next.chainFailures = lhs.chainFailures + rhs.chainFailures
  if let value = rhs.mock as? R1 {
    StubbingManager<D1, S1, R1>(targets: [lhs.target], location: lhs.context.location).willReturn(value)
  } else {
    next.chainFailures.append(
      "Cannot chain \(lhs.target.description) to \(rhs.context.mockName): it is not a '\(R1.self)'")
  }
  return next
}
