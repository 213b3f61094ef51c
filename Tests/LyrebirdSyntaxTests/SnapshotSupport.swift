import InlineSnapshotTesting
import LyrebirdSyntax
import SwiftParser
import Testing

/// Renders every type `source` declares, as the generator would without inheritance.
func renderMocks(_ source: String) -> String {
  let parsed = SourceParser.parse(source, path: "Fixture.swift")
  #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  let text = parsed.types.map { MockFileRenderer.renderType($0) }.joined(separator: "\n\n")
  let tree = Parser.parse(source: text)
  #expect(!tree.hasError, "the rendered mock is not valid Swift:\n\(text)")
  return text
}
