/// A position in a file's bytes that steps over what the Swift lexer reads as one piece.
///
/// As SwiftParser's `Lexer/Cursor` sits under its lexer, this knows comments, string literals
/// (raw, multi-line, interpolated), identifiers and bracketed groups, and nothing of declarations:
/// ``DeclarationReader`` reads those from it.
struct SourceCursor {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  let bytes: Bytes
  var index: Int
  /// Where the text starts: after a byte-order mark, which is not part of the first word.
  let textStart: Int

  init(bytes: Bytes) {
    self.bytes = bytes
    textStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    index = textStart
  }

  /// The byte `offset` bytes ahead; `nil` past the end.
  func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// To the line break that ends a `//` comment or a directive's line, or the end.
  mutating func skipLine() {
    index = SourceBytes.nextLineBreak(bytes, from: index)
  }

  /// Past a `/* … */` comment, nested ones included.
  mutating func skipBlockComment() {
    index = SourceBytes.skipBlockComment(bytes, from: index)
  }

  /// Past a string literal (``SourceBytes/skipString(_:from:)``); a lone `#` is one byte.
  mutating func skipString() {
    index = SourceBytes.skipString(bytes, from: index)
  }

  /// To the next byte a body's scan must look at (``SourceBytes/mayDelimitBody(_:)``).
  mutating func skipToBodyDelimiter() {
    index = SourceBytes.nextBodyDelimiter(bytes, from: index)
  }

  /// Past spaces and tabs.
  mutating func skipSpaces() {
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
      index += 1
    }
  }

  /// Past the identifier's bytes from here on, none if none.
  mutating func skipIdentifier() {
    while index < bytes.count, SourceBytes.isIdentifier(bytes[index]) { index += 1 }
  }

  mutating func readIdentifier() -> String {
    let start = index
    skipIdentifier()
    return text(start..<index)
  }

  /// Skips a parenthesized or bracketed group, with its comments, strings and closures.
  mutating func skipBalanced() {
    var depth = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        index += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        index += 1
        if depth == 0 { return }
      case UInt8(ascii: "\""), UInt8(ascii: "#"):
        skipString()
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        skipBlockComment()
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        skipLine()
      default:
        index += 1
      }
    }
  }

  /// Whether only spaces and tabs stand between the start of its line, or a `;` or `}`, and `offset`.
  func startsLine(_ offset: Int) -> Bool {
    var before = offset - 1
    while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
    guard before >= textStart else { return true }
    return "\n\r;}".utf8.contains(bytes[before])
  }

  /// Whether a `.` comes before this position, past spaces: the word here is a member's name.
  var followsDot: Bool {
    var before = index - 1
    while before >= 0, bytes[before] == UInt8(ascii: " ") { before -= 1 }
    return before >= 0 && bytes[before] == UInt8(ascii: ".")
  }

  /// The bytes of `range`, as text.
  func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}
