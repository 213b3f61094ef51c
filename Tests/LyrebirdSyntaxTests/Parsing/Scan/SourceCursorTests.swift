import Testing

@testable import LyrebirdSyntax

/// The cursor must stop exactly where the Swift lexer ends each piece it steps over: one byte too
/// far and the declaration reader misses a brace, one too short and it reads a comment as code.
@Suite struct SourceCursorTests {
  /// Where the cursor stands after `step`, started at `start` in `source`.
  private func position(
    after step: (inout SourceCursor) -> Void, in source: String, from start: Int = 0
  ) -> Int {
    var source = source
    return source.withUTF8 { bytes in
      var cursor = SourceCursor(bytes: bytes)
      cursor.index = start
      step(&cursor)
      return cursor.index
    }
  }

  @Test func aLineCommentEndsAtItsLineBreak() {
    #expect(position(after: { $0.skipLine() }, in: "// a { b\nstruct S {}") == 8)
    #expect(position(after: { $0.skipLine() }, in: "// a { b\r\nstruct S {}") == 8)
    #expect(position(after: { $0.skipLine() }, in: "// to the end") == 13)
  }

  @Test func aBlockCommentEndsAfterItsOwnClose() {
    #expect(position(after: { $0.skipBlockComment() }, in: "/* a /* { */ } */x") == 17)
    #expect(position(after: { $0.skipBlockComment() }, in: "/**/x") == 4)
    #expect(position(after: { $0.skipBlockComment() }, in: "/* open") == 7)
  }

  @Test(arguments: [
    // A literal, then where it ends.
    (#""a \" }" {"#, 8), (#""" {"#, 2), ("\"\"\"\n  }\n  \"\"\" {", 13),
    (##"#"a "} b"# {"##, 10), (#""\(f(")"))" {"#, 11), (##"#"\#(f("}"))"# {"##, 14),
    (##"#"\(x)"# {"##, 8), ("\"open\n}", 5),
  ])
  func aStringEndsWhereTheSwiftLexerEndsIt(source: String, end: Int) {
    // The last: an unterminated one-line string stops at its line break.
    #expect(position(after: { $0.skipString() }, in: source) == end)
  }

  @Test func aLoneHashIsOneByte() {
    #expect(position(after: { $0.skipString() }, in: "#if DEBUG") == 1)
  }

  @Test func aBalancedGroupEndsAfterItsCloseWhateverItHolds() {
    #expect(position(after: { $0.skipBalanced() }, in: "(a, [b], { c }) {") == 15)
    #expect(position(after: { $0.skipBalanced() }, in: #"(")", /* ) */ x) {"#) == 16)
    #expect(position(after: { $0.skipBalanced() }, in: "(a // )\n) {") == 9)
    #expect(position(after: { $0.skipBalanced() }, in: "(unclosed") == 9)
  }

  @Test func spacesAndTabsButNotLineBreaks() {
    #expect(position(after: { $0.skipSpaces() }, in: " \t x") == 3)
    #expect(position(after: { $0.skipSpaces() }, in: " \nx") == 1)
  }

  @Test func anIdentifierTakesEveryByteOfItsName() {
    var name = ""
    #expect(position(after: { name = $0.readIdentifier() }, in: "café_1.x") == 7)
    #expect(name == "café_1")
    #expect(position(after: { $0.skipIdentifier() }, in: "(x") == 0)
  }

  @Test func theBodyDelimiterIsTheNextByteABodyScanReads() {
    #expect(position(after: { $0.skipToBodyDelimiter() }, in: "let a = b + c; return d }") == 24)
    #expect(position(after: { $0.skipToBodyDelimiter() }, in: "let a = 1") == 9)
  }

  @Test func aByteOrderMarkIsNotText() {
    var source = "\u{FEFF}class C {}"
    source.withUTF8 { bytes in
      let cursor = SourceCursor(bytes: bytes)
      #expect(cursor.index == 3)
      #expect(cursor.textStart == 3)
      #expect(cursor.startsLine(3))
    }
  }

  @Test func aDeclarationStartsItsLineAfterIndentationASemicolonOrABrace() {
    var source = "  class A {}; class B {} class C\nx class D"
    source.withUTF8 { bytes in
      let cursor = SourceCursor(bytes: bytes)
      #expect(cursor.startsLine(2))
      #expect(cursor.startsLine(14))
      #expect(cursor.startsLine(25))
      #expect(!cursor.startsLine(35))
    }
  }

  @Test func aWordAfterADotIsAMember() {
    var source = "a . protocol b protocol"
    source.withUTF8 { bytes in
      var cursor = SourceCursor(bytes: bytes)
      cursor.index = 4
      #expect(cursor.followsDot)
      cursor.index = 15
      #expect(!cursor.followsDot)
      #expect(cursor.peek(0) == UInt8(ascii: "p"))
      #expect(cursor.peek(8) == nil)
    }
  }
}
