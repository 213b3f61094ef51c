import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// Expands `macros` on the one protocol `source` declares and returns only what its members add
/// to the mock.
///
/// Every mock shares a preamble (`#if`, the class and its context, the initializers, `mock(_:)`);
/// the bare-protocol expansion tests pin it exactly, once per macro, so a member's test shows that
/// member and nothing else. The preamble is what the same protocol expands to with no members, and
/// it must appear whole and in order; the members' text is every other line, unindented: first
/// what they add to the initializers (their slots' assignments), then their declarations.
func expandMembers(_ source: String, macros: [String: any Macro.Type]) -> String {
  let mock = lines(of: peers(of: Parser.parse(source: source), macros: macros))
  let bare = MemberRemover(viewMode: .sourceAccurate).rewrite(Parser.parse(source: source))
  let preamble = lines(
    of: peers(of: bare.as(SourceFileSyntax.self) ?? SourceFileSyntax(statements: []), macros: macros))
  var runs: [[String]] = [[]]
  var next = preamble.startIndex
  for line in mock {
    if next < preamble.endIndex, line == preamble[next] {
      next += 1
      if runs[runs.count - 1].contains(where: { !$0.isEmpty }) { runs.append([]) }
    } else {
      runs[runs.count - 1].append(line.hasPrefix("  ") ? String(line.dropFirst(2)) : line)
    }
  }
  #expect(next == preamble.endIndex, "the mock doesn't contain its preamble:\n\(preamble.joined(separator: "\n"))")
  return runs.map { run in
    run.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed().joined(separator: "\n")
  }.filter { !$0.isEmpty }.joined(separator: "\n\n")
}

/// What the macros add beside the protocol: its expansion without the protocol itself.
private func peers(of file: SourceFileSyntax, macros: [String: any Macro.Type]) -> String {
  let expanded = Parser.parse(
    source: file.expand(
      macros: macros, contextGenerator: { _ in BasicMacroExpansionContext() }, indentationWidth: .spaces(2)
    ).description)
  #expect(expanded.statements.count > 1, "the macro added nothing:\n\(expanded)")
  return expanded.statements.dropFirst().map(\.description).joined()
}

private func lines(of text: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// Empties every protocol's member block, leaving the declaration and its attributes.
private final class MemberRemover: SyntaxRewriter {
  override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
    DeclSyntax(node.with(\.memberBlock.members, MemberBlockItemListSyntax([])))
  }
}
