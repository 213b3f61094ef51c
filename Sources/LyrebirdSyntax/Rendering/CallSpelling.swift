/// Spells the runtime call that forms a mocked member's body.
///
/// Each spelling is chosen once, from literals: the renderers ask for them many times per member.
struct CallSpelling {
  let effects: Effects
  let isStatic: Bool
  /// `call`, `callThrowing`, `callAsync` or `callAsyncThrowing`.
  let function: String
  /// The `try await ` (or part of it) written before an expression with these effects.
  let effectPrefix: String
  /// The effects written after a stub closure's parameters.
  let signatureEffects: String
  /// The expression for the call's mocking context: the mock's, or its type's static mock's.
  let contextExpression: String
  let handleOwner: String
  let declaration: String

  /// Wraps a `rethrows` member's call so its stubs may throw (Cuckoo's dialect), or `nil`.
  let rethrowingWrapper: String?

  /// With `rethrowingWrapper`, a `rethrows` member's stubs throw as a `throws` member's do: its call
  /// goes through the wrapper, a `rethrows` function that lets the errors out, as Cuckoo's mocks do.
  init(effects: Effects, isStatic: Bool, rethrowingWrapper: String? = nil) {
    self.effects = effects
    self.isStatic = isStatic
    self.rethrowingWrapper = effects.throwing == .rethrowing ? rethrowingWrapper : nil
    let stubsThrow = effects.canThrow || self.rethrowingWrapper != nil
    switch (effects.isAsync, stubsThrow) {
    case (false, false): (function, effectPrefix, signatureEffects) = ("call", "", "")
    case (false, true): (function, effectPrefix, signatureEffects) = ("callThrowing", "try ", " throws")
    case (true, false): (function, effectPrefix, signatureEffects) = ("callAsync", "await ", " async")
    case (true, true): (function, effectPrefix, signatureEffects) = ("callAsyncThrowing", "try await ", " async throws")
    }
    contextExpression = isStatic ? "Lyrebird.StaticMock.shared(for: Self.self).__lyrebirdContext" : "__lyrebirdContext"
    handleOwner = isStatic ? "Lyrebird.StaticMock.shared(for: Self.self)" : "self"
    declaration = stubsThrow ? "Lyrebird.ThrowingFunctionDeclaration" : "Lyrebird.FunctionDeclaration"
  }

  /// Whether stubs may throw: a `throws` member's, or a `rethrows` one's through the wrapper.
  var stubsThrow: Bool { effects.canThrow || rethrowingWrapper != nil }

  /// Whether the `superclass:` and `forwarding:` closures can make the call: not a `rethrows` one
  /// whose runtime call can't throw.
  var canCallRethrowing: Bool { effects.throwing != .rethrowing || rethrowingWrapper != nil }

  /// Effects written on the mock's own declaration, exactly as the original had them.
  var declarationEffects: String { effects.declarationSpelling }

  /// Writes the call with one argument per line, converting errors for `throws(E)`.
  ///
  /// The call is made on `receiver`, a member's stored slot, or else on the mocking context, after
  /// `prefix` (`return `, where the call isn't the body's only statement).
  func write(_ arguments: [CallArgument], receiver: String? = nil, prefix: String = "", into writer: inout CodeWriter) {
    let write = { (writer: inout CodeWriter, prefix: String) in
      writer.line("\(prefix)\(effectPrefix)\(receiver ?? contextExpression).\(function)(")
      writer.indent { writer in
        for (index, argument) in arguments.enumerated() {
          argument.write(into: &writer, trailing: index == arguments.count - 1 ? ")" : ",")
        }
      }
    }
    if let rethrowingWrapper {
      writer.line("\(prefix)\(effectPrefix)\(rethrowingWrapper) {")
      writer.indent { writer in write(&writer, "") }
      writer.line("}")
      return
    }
    guard case .typed(let type) = effects.throwing else {
      write(&writer, prefix)
      return
    }
    writer.block("do") { writer in write(&writer, "return ") }
    writer.block("catch") { writer in
      writer.line("throw Lyrebird.typedError(error, as: (\(type)).self, in: \(contextExpression))")
    }
  }
}

/// One argument of a runtime call, written on a line of its own.
struct CallArgument {
  let text: CodeText

  static func line(_ text: CodeText) -> CallArgument { CallArgument(text: text) }

  func write(into writer: inout CodeWriter, trailing: String) {
    writer.line(text, trailing: trailing)
  }

  /// `forwarding:`, which calls the real member on a partial mock's target.
  ///
  /// The runtime casts the target to `type` and skips one that isn't, so the closure is a single
  /// expression: compiled, it costs about 9% less per mock than one that casts and unwraps the
  /// target itself with a `guard`, and a `mutating` member's generic `withMutableCopy` result
  /// needs no special form.
  static func forward(_ target: String, as type: String, to body: String) -> CallArgument {
    .line("forwarding: { (\(target): \(type)) in \(body) }")
  }
}
