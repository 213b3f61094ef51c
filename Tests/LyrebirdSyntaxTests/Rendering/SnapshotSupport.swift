import InlineSnapshotTesting
import LyrebirdSnapshotSupport
import LyrebirdSyntax
import SwiftParser
import Testing

/// Renders every type `source` declares, as the generator would without inheritance.
func renderMocks(_ source: String) -> String {
  let parsed = SourceParser.parse(source, path: "Fixture.swift")
  #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  return validSwift(
    parsed.types.map { MockFileRenderer.renderType(PreparedMock($0, noncopyableTypes: Set(parsed.noncopyableTypes))) }
      .joined(separator: "\n\n"))
}

/// Renders the one type `source` declares and returns only what its members add to the mock.
///
/// The preamble is what the same type renders with no members (see `PreambleSubtraction`); the
/// whole mock is still parsed back as valid Swift.
func renderMembers(_ source: String) -> String {
  let parsed = SourceParser.parse(source, path: "Fixture.swift")
  #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  guard parsed.types.count == 1, var type = parsed.types.first else {
    Issue.record("expected one type, found \(parsed.types.map(\.name))")
    return ""
  }
  let noncopyable = Set(parsed.noncopyableTypes)
  let mock = validSwift(MockFileRenderer.renderType(PreparedMock(type, noncopyableTypes: noncopyable)))
  type.members = []
  let subtraction = PreambleSubtraction(mock: mock, preamble: MockFileRenderer.renderType(PreparedMock(type)))
  #expect(subtraction.containsPreamble, "the mock doesn't contain its preamble")
  return subtraction.members
}

/// `text`, after recording an issue unless it parses as Swift with no syntax errors.
private func validSwift(_ text: String) -> String {
  #expect(!Parser.parse(source: text).hasError, "the rendered mock is not valid Swift:\n\(text)")
  return text
}
