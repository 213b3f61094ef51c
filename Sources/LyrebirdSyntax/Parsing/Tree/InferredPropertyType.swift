import SwiftParser
import SwiftSyntax

/// The type of a stored property written without an annotation, read from its initial value as
/// Cuckoo's generator reads it: literals, `value as Type`, and a call of a type (`Feeder()`).
///
/// A value whose type only the compiler can tell (a call of a function, a generic type without
/// its arguments) gives `nil`, and the property is left out of the mock as before.
enum InferredPropertyType {
  static func type(of value: ExprSyntax) -> TypeSyntax? {
    if let cast = value.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil { return cast.type }
    // Unfolded, `value as Type` is a sequence of the value, `as` and the type.
    if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
      let parts = Array(sequence.elements)
      if let cast = parts[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
        let type = parts[2].as(TypeExprSyntax.self)
      {
        return type.type
      }
    }
    if let literal = literalTypeName(value) { return parse(literal) }
    guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
    return typeName(called: call.calledExpression).flatMap(parse)
  }

  private static func literalTypeName(_ value: ExprSyntax) -> String? {
    var value = value
    if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { value = prefix.expression }
    if value.is(StringLiteralExprSyntax.self) { return "Swift.String" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Swift.Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Swift.Double" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Swift.Bool" }
    return nil
  }

  /// `Feeder`, `Aviary.Roost` or `Box<Int>` when the call creates one; a lowercased name is a function.
  private static func typeName(called: ExprSyntax) -> String? {
    if let specialized = called.as(GenericSpecializationExprSyntax.self) {
      return typeName(called: specialized.expression).map { $0 + specialized.genericArgumentClause.trimmedDescription }
    }
    if let reference = called.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true ? reference.trimmedDescription : nil
    }
    if let member = called.as(MemberAccessExprSyntax.self), let base = member.base,
      member.declName.baseName.text.first?.isUppercase == true
    {
      return typeName(called: base).map { "\($0).\(member.declName.baseName.text)" }
    }
    return nil
  }

  private static func parse(_ text: String) -> TypeSyntax {
    var parser = Parser(text)
    return TypeSyntax.parse(from: &parser)
  }
}
