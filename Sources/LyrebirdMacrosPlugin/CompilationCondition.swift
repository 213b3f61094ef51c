import SwiftSyntax

/// Reads `compilationCondition:` from the attribute: `.none`, `.debug` (the default), a string
/// literal or `.custom("…")`.
struct CompilationCondition {
  /// The `#if` expression, or `nil` to compile the mock unconditionally.
  let expression: String?

  init(_ attribute: AttributeSyntax) {
    guard case .argumentList(let arguments)? = attribute.arguments,
      let argument = arguments.first(where: { $0.label?.text == "compilationCondition" })
    else {
      expression = "DEBUG"
      return
    }
    let value = argument.expression
    if let literal = value.as(StringLiteralExprSyntax.self) {
      expression = Self.text(of: literal)
    } else if let call = value.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "custom",
      let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
    {
      expression = Self.text(of: literal)
    } else if value.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "none" {
      expression = nil
    } else {
      expression = "DEBUG"
    }
  }

  private static func text(of literal: StringLiteralExprSyntax) -> String {
    literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
  }
}
