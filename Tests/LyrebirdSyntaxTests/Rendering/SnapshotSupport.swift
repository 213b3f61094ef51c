import InlineSnapshotTesting
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
/// Every mock shares a preamble (header, context, initializers, `mock(_:)`); the full-mock
/// snapshots cover it once, so a member's snapshot shows that member and nothing else. The
/// preamble is what the same type renders with no members; the members' text is every line of
/// the mock that isn't the preamble's next one, unindented: first what they add to the
/// initializers (their slots' assignments), then their declarations. The whole mock is still
/// parsed back as valid Swift.
func renderMembers(_ source: String) -> String {
  let parsed = SourceParser.parse(source, path: "Fixture.swift")
  #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  guard parsed.types.count == 1, var type = parsed.types.first else {
    Issue.record("expected one type, found \(parsed.types.map(\.name))")
    return ""
  }
  let noncopyable = Set(parsed.noncopyableTypes)
  let mock = lines(of: validSwift(MockFileRenderer.renderType(PreparedMock(type, noncopyableTypes: noncopyable))))
  type.members = []
  let preamble = lines(of: MockFileRenderer.renderType(PreparedMock(type)))
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
  #expect(next == preamble.endIndex, "the mock doesn't contain its preamble")
  return runs.map { run in
    run.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed().joined(separator: "\n")
  }.filter { !$0.isEmpty }.joined(separator: "\n\n")
}

/// `text`, after recording an issue unless it parses as Swift with no syntax errors.
private func validSwift(_ text: String) -> String {
  #expect(!Parser.parse(source: text).hasError, "the rendered mock is not valid Swift:\n\(text)")
  return text
}

private func lines(of text: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
