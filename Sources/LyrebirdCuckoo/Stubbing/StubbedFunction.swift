import Lyrebird

/// What `when(…)` returns: each `then…` adds the next answer, and the last one answers every later call.
public struct StubbedFunction<Implementation, Output, Declaration>: @unchecked Sendable {
  let actions: StubActions<Implementation, Output>

  /// Runs `implementation` with the call's arguments (several arguments arrive as one tuple); an
  /// `async` member's may be `async`.
  @discardableResult
  public func then(_ implementation: Implementation) -> Self {
    actions.will(implementation)
    return self
  }

  /// Returns `output`, then each of `outputs` in turn, for one call each.
  @discardableResult
  public func thenReturn(_ output: Output, _ outputs: Output...) -> Self {
    actions.willReturn(output)
    for output in outputs { actions.willReturn(output) }
    return self
  }

  /// Returns each of `outputs` in turn, for one call each; the last one answers every later call.
  @discardableResult
  public func thenReturn(inOrder outputs: [Output]) -> Self {
    for output in outputs { actions.willReturn(output) }
    return self
  }

  /// Runs the mocked class's own implementation.
  @discardableResult
  public func thenCallRealImplementation() -> Self {
    actions.willForwardToSuper()
    return self
  }
}

extension StubbedFunction where Output == Void {
  /// Returns without doing anything.
  @discardableResult
  public func thenDoNothing() -> Self {
    actions.willReturn(())
    return self
  }
}

extension StubbedFunction where Declaration == ThrowingFunctionDeclaration {
  /// Throws `error`, then each of `errors` in turn, for one call each.
  @discardableResult
  public func thenThrow(_ error: any Error, _ errors: any Error...) -> Self {
    actions.willThrow(error)
    for error in errors { actions.willThrow(error) }
    return self
  }
}
