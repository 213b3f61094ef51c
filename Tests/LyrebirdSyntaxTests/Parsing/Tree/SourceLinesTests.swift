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
    // Lines longer than the eight bytes read at a time, and breaks of each kind next to each other.
    "protocol LongerName {\r\n  func aVeryLongMethodName(withArgument argument: Int)\r\n\r\n\n\r  var x: Int { get }\r}\n\r\n",
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

  /// Lines read only up to an offset place every position up to it as the whole text's lines do.
  @Test func linesReadUpToAnOffsetAgreeUpToIt() {
    let source = "import A\r\n\n// note\rfinal class B {}\n\nfinal class C {}\nstruct D {}\n"
    let whole = SourceLines(file: "F.swift", source: source)
    let end = source.utf8.count - 12
    let partial = SourceLines(file: "F.swift", source: source, through: end)
    for offset in 0...end {
      #expect(
        partial.location(of: AbsolutePosition(utf8Offset: offset))
          == whole.location(of: AbsolutePosition(utf8Offset: offset)))
    }
  }

  /// Diagnostics point at the file as it is on disk, as they did with the converter.
  @Test func sourceLocationDirectivesDontMoveLocations() throws {
    let source = "#sourceLocation(file: \"Other.swift\", line: 100)\nprotocol A {\n  func f()\n}\n#sourceLocation()\n"
    let parsed = SourceParser.parse(source, path: "F.swift")
    let type = try #require(parsed.types.first)
    #expect(type.location == SourceLocationSpec(file: "F.swift", line: 2, column: 10))
  }
}
