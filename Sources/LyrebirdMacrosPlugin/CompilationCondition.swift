import SwiftSyntax

/// Reads `compilationCondition:` from the attribute: `.none`, `.debug`, `.swiftMockingEnabled`, a string literal or
/// `.custom("…")`; without one, the macro's default (`DEBUG` for `@Mockable`).
struct CompilationCondition {
  /// The `#if` expression, or `nil` to compile the mock unconditionally.
  let expression: String?

  init(_ attribute: AttributeSyntax, default defaultExpression: String = "DEBUG") {
    guard case .argumentList(let arguments)? = attribute.arguments,
      let argument = arguments.first(where: { $0.label?.text == "compilationCondition" })
    else {
      expression = defaultExpression
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
    } else if value.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "swiftMockingEnabled" {
      expression = "SWIFT_MOCKING_ENABLED"
    } else {
      expression = "DEBUG"
    }
  }

  private static func text(of literal: StringLiteralExprSyntax) -> String {
    literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
  }
}
