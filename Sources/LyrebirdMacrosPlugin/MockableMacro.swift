import LyrebirdSyntax
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Mockable`: renders the protocol's mock with the generator's model and renderer.
public struct MockableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (type, mock) = AttachedProtocol.parse(node, declaration, in: context) else { return [] }
    var classKind = MockClassKind.final
    if let parent = ParentMock(node) {
      guard let name = parent.name else {
        context.diagnose(Diagnostic(node: parent.node, message: MockableDiagnostic.badParent))
        return []
      }
      classKind = .subclass(of: name)
    } else if MockClassKind.canSubclass(type) {
      // Non-final, so a child protocol's mock can extend this one.
      classKind = .subclassable
    }
    let text = MockingbirdShape(classKind: classKind).render(mock)
    let decls = Parser.parse(source: text).statements.compactMap { $0.item.as(DeclSyntax.self) }
    guard let condition = CompilationCondition(node).expression else { return decls }
    return [DeclSyntax("#if \(raw: condition)\n\(raw: text)#endif")]
  }
}

/// The `extending: "ParentMock"` argument: a child protocol's mock subclasses its parent's.
struct ParentMock {
  let node: Syntax
  /// `nil` when the argument isn't a string literal naming a type.
  let name: String?

  init?(_ attribute: AttributeSyntax) {
    guard case .argumentList(let arguments)? = attribute.arguments,
      let argument = arguments.first(where: { $0.label?.text == "extending" })
    else { return nil }
    node = Syntax(argument.expression)
    let text = argument.expression.as(StringLiteralExprSyntax.self).map { literal in
      literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }
    let isTypeName = text.map { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } }
    name = isTypeName == true ? text : nil
  }
}
