import SwiftSyntax
import SwiftSyntaxMacros

/// The markers `@MockableProperty` and `@MockableMethod`, which expand to nothing.
///
/// `@MockedMembers` reads their arguments from the member's attributes.
public struct MockableMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
