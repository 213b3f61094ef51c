import LyrebirdSyntax
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Mocked`: swift-mocking's mock of a protocol, rendered by the generator's renderer with
/// swift-mocking's backing properties.
public struct MockedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (_, mock) = AttachedProtocol.parse(node, declaration, in: context) else { return [] }
    let text = SwiftMockingShape().render(mock)
    guard let condition = CompilationCondition(node, default: "SWIFT_MOCKING_ENABLED").expression else {
      return Parser.parse(source: text).statements.compactMap { $0.item.as(DeclSyntax.self) }
    }
    return [DeclSyntax("#if \(raw: condition)\n\(raw: text)#endif")]
  }
}
