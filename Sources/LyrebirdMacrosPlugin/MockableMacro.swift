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
    guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
      context.diagnose(MockableDiagnostic.notAProtocol(node, declaration: declaration))
      return []
    }
    let unsupported = UnsupportedMembers.find(in: protocolDecl)
    for member in unsupported {
      context.diagnose(Diagnostic(node: member.node, message: MockableDiagnostic.unsupportedMember(member.name, member.reason)))
    }
    guard unsupported.isEmpty else { return [] }

    let parsed = SourceParser.parse(protocolDecl.trimmed, includingPrivate: true)
    guard var type = parsed.types.first else { return [] }
    // A private protocol is visible to its file: its mock has to be too.
    if type.access <= .fileprivate { type.access = .fileprivate }
    let text = MockRenderer(type: type).render()
    let decls = Parser.parse(source: text).statements.compactMap { $0.item.as(DeclSyntax.self) }
    guard let condition = CompilationCondition(node).expression else { return decls }
    return [DeclSyntax("#if \(raw: condition)\n\(raw: text)#endif")]
  }
}
