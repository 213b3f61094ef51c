import LyrebirdSyntax
import SwiftSyntax
import SwiftSyntaxMacros

/// `LyrebirdMockable`'s `@Mockable`: Mockable's `MockX` with its builders, compiled only where
/// the `MOCKING` condition is set, as Mockable's mocks are.
public struct MockableDialectMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (_, mock) = AttachedProtocol.parse(node, declaration, in: context) else { return [] }
    let text = MockableShape().render(mock)
    return [DeclSyntax("#if MOCKING\n\(raw: text)#endif")]
  }
}
