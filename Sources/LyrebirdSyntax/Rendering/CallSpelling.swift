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

  init(effects: Effects, isStatic: Bool) {
    self.effects = effects
    self.isStatic = isStatic
    switch (effects.isAsync, effects.canThrow) {
    case (false, false): (function, effectPrefix, signatureEffects) = ("call", "", "")
    case (false, true): (function, effectPrefix, signatureEffects) = ("callThrowing", "try ", " throws")
    case (true, false): (function, effectPrefix, signatureEffects) = ("callAsync", "await ", " async")
    case (true, true): (function, effectPrefix, signatureEffects) = ("callAsyncThrowing", "try await ", " async throws")
    }
    contextExpression = isStatic ? "Lyrebird.StaticMock.shared(for: Self.self).__lyrebirdContext" : "__lyrebirdContext"
    handleOwner = isStatic ? "Lyrebird.StaticMock.shared(for: Self.self)" : "self"
    declaration = effects.canThrow ? "Lyrebird.ThrowingFunctionDeclaration" : "Lyrebird.FunctionDeclaration"
  }

  /// Effects written on the mock's own declaration, exactly as the original had them.
  var declarationEffects: String {
    switch (effects.isAsync, effects.throwing) {
    case (false, .none): ""
    case (true, .none): " async"
    case (false, .throwing): " throws"
    case (true, .throwing): " async throws"
    case (false, .rethrowing): " rethrows"
    case (true, .rethrowing): " async rethrows"
    case (let isAsync, .typed(let type)): (isAsync ? " async" : "") + " throws(\(type))"
    }
  }

  /// Writes the call with one argument per line, converting errors for `throws(E)`.
  ///
  /// The call is made on `receiver`, a member's stored slot, or else on the mocking context.
  func write(_ arguments: [CallArgument], receiver: String? = nil, into writer: inout CodeWriter) {
    let write = { (writer: inout CodeWriter, prefix: String) in
      writer.line("\(prefix)\(effectPrefix)\(receiver ?? contextExpression).\(function)(")
      writer.indent { writer in
        for (index, argument) in arguments.enumerated() {
          argument.write(into: &writer, trailing: index == arguments.count - 1 ? ")" : ",")
        }
      }
    }
    guard case .typed(let type) = effects.throwing else {
      write(&writer, "")
      return
    }
    writer.block("do") { writer in write(&writer, "return ") }
    writer.block("catch") { writer in
      writer.line("throw Lyrebird.typedError(error, as: (\(type)).self, in: \(contextExpression))")
    }
  }
}

/// One argument of a runtime call: a single line, or a closure whose body spans lines.
enum CallArgument {
  case line(CodeText)
  /// A multi-line template that opens a closure; the closing brace is written after it.
  case closure(CodeText)

  func write(into writer: inout CodeWriter, trailing: String) {
    switch self {
    case .line(let text):
      writer.line("\(text)\(trailing)")
    case .closure(let template):
      writer.lines(template)
      writer.line("}\(trailing)")
    }
  }

  /// `forward:`, which casts a partial mock's target and calls the real member on it.
  ///
  /// A `guard` unwraps the cast: a one-line `(target as? P).map { … }` compiled about 5% slower
  /// over a whole mock (its nested closure is one more function to check and lower), and `async`
  /// can't be awaited inside `map`. A synchronous `mutating` member keeps the one-line form: its
  /// body's generic `withMutableCopy` result, returned from a multi-statement closure, can make
  /// the call's `Implementation` unsolvable (a `mutating func next() -> Any?` did).
  static func forward(
    _ target: String, as type: String, to body: String, call: CallSpelling, mutating: Bool
  ) -> CallArgument {
    if mutating && !call.effects.isAsync {
      return .line("forward: { \(target) in \(call.effectPrefix)(\(target) as? \(type)).map { \(target) in \(body) } }")
    }
    return .closure(
      """
      forward: { \(target) in
        guard let \(target) = \(target) as? \(type) else { return nil }
        return \(body)
      """)
  }
}
