import InlineSnapshotTesting
import LyrebirdSyntax
import SwiftParser
import Testing

/// Renders every type `source` declares, as the generator would without inheritance.
func renderMocks(_ source: String) -> String {
  let parsed = SourceParser.parse(source, path: "Fixture.swift")
  #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  return validSwift(parsed.types.map { MockFileRenderer.renderType($0) }.joined(separator: "\n\n"))
}

/// Renders the one type `source` declares and returns only what its members add to the mock.
///
/// Every mock shares a preamble (header, context, initializers, `mock(_:)`); the full-mock
/// snapshots cover it once, so a member's snapshot shows that member and nothing else. The
/// preamble is what the same type renders with no members, and the members' text is the rest,
/// unindented; the whole mock is still parsed back as valid Swift.
func renderMembers(_ source: String) -> String {
  let parsed = SourceParser.parse(source, path: "Fixture.swift")
  #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  guard parsed.types.count == 1, var type = parsed.types.first else {
    Issue.record("expected one type, found \(parsed.types.map(\.name))")
    return ""
  }
  let mock = lines(of: validSwift(MockFileRenderer.renderType(type)))
  type.members = []
  let preamble = lines(of: MockFileRenderer.renderType(type))
  let prefix = zip(mock, preamble).prefix { $0 == $1 }.count
  let suffix = zip(mock.reversed(), preamble.reversed()).prefix { $0 == $1 }.count
  let end = mock.count - min(suffix, preamble.count - prefix, mock.count - prefix)
  var members = mock[prefix..<end].map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
  while members.first?.isEmpty == true { members.removeFirst() }
  while members.last?.isEmpty == true { members.removeLast() }
  return members.joined(separator: "\n")
}

/// `text`, after recording an issue unless it parses as Swift with no syntax errors.
private func validSwift(_ text: String) -> String {
  #expect(!Parser.parse(source: text).hasError, "the rendered mock is not valid Swift:\n\(text)")
  return text
}

private func lines(of text: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
