import LyrebirdSnapshotSupport
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// Expands `macros` on the one protocol or class `source` declares and returns only what its
/// members add to the mock.
///
/// The preamble is what the same declaration expands to with its members removed (associated
/// types and type aliases stay, as they shape the header); see `PreambleSubtraction`. A protocol's
/// mock is the expansion beside it; a class (`@MockedMembers`) is expanded in place.
func expandMembers(_ source: String, macros: [String: any Macro.Type]) -> String {
  let file = Parser.parse(source: source)
  let bare = MemberRemover(viewMode: .sourceAccurate).rewrite(file).as(SourceFileSyntax.self)
  let subtraction = PreambleSubtraction(
    mock: mock(expanding: file, macros: macros),
    preamble: mock(expanding: bare ?? SourceFileSyntax(statements: []), macros: macros))
  #expect(subtraction.containsPreamble, "the mock doesn't contain the expansion of its bare declaration")
  return subtraction.members
}

/// The mock `macros` make of `file`: the expansion without a protocol's own declaration.
private func mock(expanding file: SourceFileSyntax, macros: [String: any Macro.Type]) -> String {
  let expanded = Parser.parse(
    source: file.expand(
      macros: macros, contextGenerator: { _ in BasicMacroExpansionContext() }, indentationWidth: .spaces(2)
    ).description)
  guard expanded.statements.first?.item.is(ProtocolDeclSyntax.self) == true else { return expanded.description }
  #expect(expanded.statements.count > 1, "the macro added nothing:\n\(expanded)")
  return expanded.statements.dropFirst().map(\.description).joined()
}

/// Empties every protocol's and class's member block of what the mock must mock, keeping the
/// declaration, its attributes, and the associated types and type aliases its header names.
private final class MemberRemover: SyntaxRewriter {
  override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
    DeclSyntax(node.with(\.memberBlock.members, kept(node.memberBlock.members)))
  }

  override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
    DeclSyntax(node.with(\.memberBlock.members, kept(node.memberBlock.members)))
  }

  private func kept(_ members: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
    members.filter { $0.decl.is(AssociatedTypeDeclSyntax.self) || $0.decl.is(TypeAliasDeclSyntax.self) }
  }
}
