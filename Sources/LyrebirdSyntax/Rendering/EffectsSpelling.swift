extension Effects {
  /// The effects on a declaration, exactly as the original has them: ` async throws(E)`.
  var declarationSpelling: String {
    switch (isAsync, throwing) {
    case (false, .none): ""
    case (true, .none): " async"
    case (false, .throwing): " throws"
    case (true, .throwing): " async throws"
    case (false, .rethrowing): " rethrows"
    case (true, .rethrowing): " async rethrows"
    case (let isAsync, .typed(let type)): (isAsync ? " async" : "") + " throws(\(type))"
    }
  }

  /// The effects on a closure type standing for the member, where `rethrows` can't be written: ` throws`.
  var closureSpelling: String {
    throwing == .rethrowing ? Effects(isAsync: isAsync, throwing: .throwing).declarationSpelling : declarationSpelling
  }
}

extension Effects {
  /// ` () throws(E) in`: a closure's thrown type is inferred as `any Error` unless it is spelled,
  /// so a closure standing for a typed-throws member says it; empty for every other member.
  var typedClosureSignature: String {
    guard case .typed = throwing else { return "" }
    return " ()\(declarationSpelling) in"
  }
}
