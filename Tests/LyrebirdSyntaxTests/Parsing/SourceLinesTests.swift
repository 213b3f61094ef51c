import SwiftParser
import SwiftSyntax
import Testing

@testable import LyrebirdSyntax

/// `SourceLines` replaces SwiftSyntax's converter for speed; every token must land where the
/// converter puts it.
@Suite struct SourceLinesTests {
  @Test(arguments: [
    "protocol A {\n  func f()\n}\n",
    "protocol A {\r\n  func f()\r\n  var é: Int { get }\r\n}",
    "protocol A {\r  func f()\r}\r",
    "let s = \"\"\"\n  one\n  two\n  \"\"\"\n/* 🐦\n */ protocol B { func g(x: Int) -> String }",
    "\n\n\nclass C {\n\tfunc h() {}\n}",
  ])
  func tokensAreWhereTheConverterPutsThem(source: String) {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: "F.swift", tree: tree)
    let lines = SourceLines(file: "F.swift", source: source)
    var count = 0
    for token in tree.tokens(viewMode: .sourceAccurate) {
      let position = token.positionAfterSkippingLeadingTrivia
      let expected = converter.location(for: position)
      #expect(
        lines.location(of: position)
          == SourceLocationSpec(file: "F.swift", line: expected.line, column: expected.column))
      count += 1
    }
    #expect(count > 5)
  }

  /// Diagnostics point at the file as it is on disk, as they did with the converter.
  @Test func sourceLocationDirectivesDontMoveLocations() throws {
    let source = "#sourceLocation(file: \"Other.swift\", line: 100)\nprotocol A {\n  func f()\n}\n#sourceLocation()\n"
    let parsed = SourceParser.parse(source, path: "F.swift")
    let type = try #require(parsed.types.first)
    #expect(type.location == SourceLocationSpec(file: "F.swift", line: 2, column: 10))
  }
}
