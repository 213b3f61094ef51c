import SwiftSyntax

/// An `#if` condition as the compiler reads it: `&&` binds tighter than `||`.
///
/// SwiftParser leaves a condition's operators unfolded (`a && b || c` is one sequence); this is
/// the folded form, holding only what ``UnparsedClauses`` asks of it.
indirect enum VersionCheck: Equatable {
  case and(VersionCheck, VersionCheck)
  case or(VersionCheck, VersionCheck)
  case not(VersionCheck)
  case literal(Bool)
  /// `compiler(>=6.4)` is `.call("compiler", ">=6.4")`.
  case call(String, String)
  /// A custom flag, `os(…)`, or anything else the generator can't evaluate.
  case other

  init(_ expression: ExprSyntax) {
    if let sequence = expression.as(SequenceExprSyntax.self) {
      self = Self.folded(Array(sequence.elements))
    } else if let infix = expression.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    {
      self = Self.combined(Self(infix.leftOperand), op, Self(infix.rightOperand))
    } else if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      self = .not(Self(prefix.expression))
    } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      self = Self(only.expression)
    } else if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      self = .literal(literal.literal.tokenKind == .keyword(.true))
    } else if let call = expression.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      call.arguments.count == 1, let argument = call.arguments.first
    {
      self = .call(name, argument.expression.trimmedDescription.filter { !$0.isWhitespace })
    } else {
      self = .other
    }
  }

  /// Whether an inactive clause with this condition goes unparsed: the rule of the compiler's
  /// parser (and of swift-syntax's `SwiftIfConfig`), which reads only the condition's shape.
  var allowsSyntaxErrors: Bool {
    switch self {
    case .and(let lhs, let rhs): lhs.allowsSyntaxErrors || rhs.allowsSyntaxErrors
    case .or(let lhs, let rhs): lhs.allowsSyntaxErrors && rhs.allowsSyntaxErrors
    case .not(let inner): inner.allowsSyntaxErrors
    case .call(let name, _): ["swift", "compiler", "_compiler_version"].contains(name)
    case .literal, .other: false
    }
  }

  /// Folds `e0 op e1 op e2 …`: split at each `||`, then each part at each `&&`.
  private static func folded(_ elements: [ExprSyntax]) -> VersionCheck {
    var operands: [VersionCheck] = []
    var operators: [String] = []
    for (index, element) in elements.enumerated() {
      if index % 2 == 0 {
        operands.append(VersionCheck(element))
      } else if let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
        operators.append(op)
      } else {
        return .other
      }
    }
    guard operands.count == operators.count + 1, let first = operands.first else { return .other }
    // `&&` first: each run of operands joined by `&&` becomes one, then the runs are `||`-joined.
    var disjuncts: [VersionCheck] = [first]
    for (op, operand) in zip(operators, operands.dropFirst()) {
      switch op {
      case "&&": disjuncts[disjuncts.count - 1] = .and(disjuncts[disjuncts.count - 1], operand)
      case "||": disjuncts.append(operand)
      default: return .other
      }
    }
    return disjuncts.dropFirst().reduce(disjuncts[0]) { .or($0, $1) }
  }

  private static func combined(_ lhs: VersionCheck, _ op: String, _ rhs: VersionCheck) -> VersionCheck {
    switch op {
    case "&&": .and(lhs, rhs)
    case "||": .or(lhs, rhs)
    default: .other
    }
  }
}
