import Testing

@testable import LyrebirdSyntax

/// The scan reads bytes: its keywords must mean what it expects and nothing else may, and its
/// eight-at-a-time searches must stop where a byte-by-byte search would.
@Suite struct ScanBytesTests {
  private func meaning(_ word: String) -> ScannedWord {
    var word = word
    return word.withUTF8 { ScannedWord($0) }
  }

  @Test(arguments: [
    ("public", ScannedWord.modifier), ("fileprivate", .modifier), ("nonisolated", .modifier),
    ("distributed", .modifier), ("unsafe", .modifier), ("final", .final), ("struct", .structOrEnum),
    ("enum", .structOrEnum), ("class", .class), ("protocol", .protocol), ("actor", .actor),
    ("extension", .extension), ("import", .import), ("typealias", .typealias), ("func", .opensOpaqueBody),
    ("precedencegroup", .opensOpaqueBody), ("associatedtype", .opensOpaqueBody), ("do", .opensOpaqueBody),
    ("if", .opensOpaqueBody), ("return", .opensOpaqueBody),
  ])
  func keywords(word: String, expected: ScannedWord) {
    #expect(meaning(word) == expected)
  }

  /// Every keyword, as the table that finds them by hash must: a lost one would be read as a name.
  @Test func everyKeywordIsFound() {
    let modifiers = [
      "public", "private", "fileprivate", "internal", "package", "open", "static", "override", "required",
      "convenience", "dynamic", "lazy", "weak", "unowned", "nonisolated", "indirect", "mutating", "nonmutating",
      "prefix", "postfix", "infix", "distributed", "optional", "isolated", "safe", "unsafe",
    ]
    let opaque = [
      "func", "init", "deinit", "subscript", "var", "let", "case", "macro", "operator", "precedencegroup",
      "associatedtype", "if", "guard", "for", "while", "repeat", "do", "switch", "defer", "return",
    ]
    for word in modifiers { #expect(meaning(word) == .modifier, "\(word)") }
    for word in opaque { #expect(meaning(word) == .opensOpaqueBody, "\(word)") }
    // Prefixes and extensions of keywords, which share their first eight bytes.
    for word in ["fileprivat", "fileprivatex", "precedencegrou", "associatedtyp", "nonisolatedx", "subscripts"] {
      #expect(meaning(word) == .other, "\(word)")
    }
  }

  @Test(arguments: [
    "", "_", "Public", "publics", "publi", "Class", "classes", "protocols", "precedencegroups",
    "associatedtypes", "initialize", "i", "d", "x", "éclass", "cläss", "dO", "typeAlias", "_final",
    "aVeryLongIdentifierThatIsNoKeywordAtAll",
  ])
  func otherWords(word: String) {
    #expect(meaning(word) == .other)
  }

  /// Each case is a string literal followed by ` }`: the skip must end right after the literal.
  @Test(arguments: [
    #""a \" b""#, #""""#, #""\(f("}"))""#, "\"\"\"\n  }\n  \"\"\"", ##"#"a"#"##, ##"#""#"##, ##"#"" "#"##,
    ##"#"""#"##, ##"#"\"#"##, "#\"\"\"\n  \"}\"#\n  \"\"\"#", ###"##"a"#b"##"###, ##"#"""a"#"##,
    ##"#"a \#(f("}")) b"#"##, ##"#"x \#(y.map { #"$(\#($0))"# }) w"#"##, ##"#"\#""#"##, ###"##"\#(x)"##"###,
  ])
  func aStringEndsWhereTheSwiftLexerEndsIt(_ literal: String) {
    var source = literal + " }"
    let end = source.withUTF8 { SourceBytes.skipString($0, from: 0) }
    #expect(end == literal.utf8.count)
  }

  @Test func onlyCommentStringDirectiveAndBraceBytesDelimitABody() {
    let delimiters = Set("/#\"{}".utf8)
    for byte in UInt8.min...UInt8.max {
      #expect(SourceBytes.mayDelimitBody(byte) == delimiters.contains(byte), "\(byte)")
    }
  }

  @Test(arguments: [
    ("*, unavailable", true), ("unavailable", true), ("unavailabl", false), ("", false),
    ("xxunavailablexx", true), ("unavailablE", false), ("un available", false),
  ])
  func findsAWordInBytes(text: String, expected: Bool) {
    var text = text
    #expect(text.withUTF8 { SourceBytes.contains("unavailable", in: $0) } == expected)
  }

  @Test func chunkedSearchesStopWhereAByteByByteSearchWould() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("ab /#\"{}\n\r\t!.|~z0".utf8) + [0xC3, 0xA9, 0xA2, 0xA3, 0xAF, 0xFB, 0xFD, 0x8A, 0x00]
    for length in 0..<70 {
      for _ in 0..<20 {
        var bytes = (0..<length).map { _ in
          // Mostly plain bytes, so the chunks often run on for eight or more;
          // their neighbours (`!`, `.`, `|`, `~`, high bytes) must not pass for delimiters.
          Bool.random(using: &generator) && Bool.random(using: &generator)
            ? alphabet.randomElement(using: &generator) ?? 0 : UInt8(ascii: "x")
        }
        bytes.withUnsafeMutableBufferPointer { mutable in
          let buffer = UnsafeBufferPointer(mutable)
          for start in 0...length {
            let delimiter = buffer[start...].firstIndex(where: SourceBytes.mayDelimitBody) ?? length
            #expect(SourceBytes.nextBodyDelimiter(buffer, from: start) == delimiter, "\(Array(buffer)) \(start)")
            let lineBreak = buffer[start...].firstIndex { $0 == 10 || $0 == 13 } ?? length
            #expect(SourceBytes.nextLineBreak(buffer, from: start) == lineBreak, "\(Array(buffer)) \(start)")
          }
        }
      }
    }
  }
}
