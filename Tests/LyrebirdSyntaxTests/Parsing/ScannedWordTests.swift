import Testing

@testable import LyrebirdSyntax

/// The scan's keywords are read from bytes; each must mean what the scan expects, and nothing else may.
@Suite struct ScannedWordTests {
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

  @Test(arguments: [
    "", "_", "Public", "publics", "publi", "Class", "classes", "protocols", "precedencegroups",
    "associatedtypes", "initialize", "i", "d", "x", "éclass", "cläss", "dO", "typeAlias", "_final",
    "aVeryLongIdentifierThatIsNoKeywordAtAll",
  ])
  func otherWords(word: String) {
    #expect(meaning(word) == .other)
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
}
