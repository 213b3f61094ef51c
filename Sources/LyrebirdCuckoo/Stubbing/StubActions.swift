import Lyrebird

/// What a started stub can add, with the member's own function type hidden: each `then…` of
/// ``StubbedFunction`` calls one of these.
struct StubActions<Implementation, Output>: @unchecked Sendable {
  let will: (Implementation) -> Void
  let willReturn: (Output) -> Void
  /// Adds a thrown error; only a throwing member's stub offers it (`thenThrow`).
  let willThrow: (any Error) -> Void
  let willForwardToSuper: () -> Void

  init<Declaration, Signature>(
    manager: StubbingManager<Declaration, Signature, Output>, adapt: @escaping (Implementation) -> Signature
  ) {
    will = { manager.will(adapt($0)) }
    willReturn = { manager.willReturn($0) }
    willThrow = { error in
      // `thenThrow` exists only where the declaration throws, so this cast succeeds whenever it's called.
      (manager as? StubbingManager<ThrowingFunctionDeclaration, Signature, Output>)?.willThrow(error)
    }
    willForwardToSuper = { manager.willForwardToSuper() }
  }
}
