/// Spells the runtime call that forms a mocked member's body.
struct CallSpelling {
  let effects: Effects
  let isStatic: Bool

  /// `call`, `callThrowing`, `callAsync` or `callAsyncThrowing`.
  var function: String {
    switch (effects.isAsync, effects.canThrow) {
    case (false, false): "call"
    case (false, true): "callThrowing"
    case (true, false): "callAsync"
    case (true, true): "callAsyncThrowing"
    }
  }

  /// `try await ` etc. before an expression with these effects.
  var marker: String {
    (effects.canThrow ? "try " : "") + (effects.isAsync ? "await " : "")
  }

  /// The effects written after a stub closure's parameters.
  var signatureEffects: String {
    (effects.isAsync ? " async" : "") + (effects.canThrow ? " throws" : "")
  }

  /// Effects written on the mock's own declaration, exactly as the original had them.
  var declarationEffects: String {
    var text = effects.isAsync ? " async" : ""
    switch effects.throwing {
    case .none: break
    case .throwing: text += " throws"
    case .typed(let type): text += " throws(\(type))"
    case .rethrowing: text += " rethrows"
    }
    return text
  }

  /// The object that owns the call's context: the mock, or its type's static mock.
  var context: String {
    isStatic ? "Lyrebird.StaticMock.shared(for: Self.self).__lyrebirdContext" : "__lyrebirdContext"
  }

  var handleOwner: String {
    isStatic ? "Lyrebird.StaticMock.shared(for: Self.self)" : "self"
  }

  var declaration: String {
    effects.canThrow ? "Lyrebird.ThrowingFunctionDeclaration" : "Lyrebird.FunctionDeclaration"
  }

  /// Writes the call with one argument per line, converting errors for `throws(E)`.
  func write(_ arguments: [CallArgument], into writer: inout CodeWriter) {
    let write = { (writer: inout CodeWriter, prefix: String) in
      writer.line("\(prefix)\(marker)\(context).\(function)(")
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
    writer.block("catch") { writer in writer.line("throw Lyrebird.typedError(error, as: (\(type)).self, in: \(context))") }
  }
}

/// One argument of a runtime call: a single line, or a closure whose body spans lines.
enum CallArgument {
  case line(String)
  case closure(String, body: [String])

  func write(into writer: inout CodeWriter, trailing: String) {
    switch self {
    case .line(let text):
      writer.line(text + trailing)
    case .closure(let header, let body):
      writer.line(header)
      writer.indent { writer in
        for line in body { writer.line(line) }
      }
      writer.line("}" + trailing)
    }
  }
}
