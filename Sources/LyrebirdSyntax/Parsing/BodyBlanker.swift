/// Blanks the bodies of functions, initializers and deinitializers, keeping every byte offset and line.
///
/// The collector never reads statements, and statements are most of real code: the parser reads
/// spaces several times faster. Everything outside those bodies (protocol requirements, property
/// accessors, default values) is kept as written, so the declarations parse exactly as before.
enum BodyBlanker {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  /// `source` with each body between its braces turned to spaces (line breaks kept); `nil` when
  /// there's nothing to blank or a brace doesn't match, and the source is parsed as written.
  static func blanked(_ source: Bytes) -> [UInt8]? {
    var output: [UInt8]?
    var index = 0
    var nesting = 0
    var pending = false
    while index < source.count {
      if let end = endOfCommentOrString(source, at: index) {
        index = end
        continue
      }
      switch source[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["):
        nesting += 1
        index += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        nesting = max(0, nesting - 1)
        index += 1
      case UInt8(ascii: "{"):
        if pending && nesting == 0 {
          guard let end = closingBrace(source, from: index) else { return nil }
          if output == nil { output = Array(source) }
          for offset in (index + 1)..<end where source[offset] != UInt8(ascii: "\n") && source[offset] != 13 {
            output?[offset] = UInt8(ascii: " ")
          }
          index = end
        }
        pending = false
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: ";"):
        pending = false
        index += 1
      case let byte where TopLevelTypeScanner.isIdentifier(byte):
        let start = index
        while index < source.count, TopLevelTypeScanner.isIdentifier(source[index]) { index += 1 }
        let previous = start > 0 ? source[start - 1] : 0
        guard previous != UInt8(ascii: "."), previous != UInt8(ascii: "`"), previous != UInt8(ascii: "$") else {
          continue
        }
        switch keyword(source, start..<index) {
        case .function:
          pending = true
          nesting = 0
        case .other: pending = false
        case nil: break
        }
      default:
        index += 1
      }
    }
    return output
  }

  private enum Keyword { case function, other }

  /// `func`, `init` and `deinit` open a body to blank; other declarations end the wait for one.
  private static func keyword(_ source: Bytes, _ range: Range<Int>) -> Keyword? {
    switch range.count {
    case 3: return matches(source, range, "var") || matches(source, range, "let") ? .other : nil
    case 4:
      if matches(source, range, "func") || matches(source, range, "init") { return .function }
      return matches(source, range, "enum") || matches(source, range, "case") ? .other : nil
    case 5: return matches(source, range, "class") ? .other : nil
    case 6:
      if matches(source, range, "deinit") { return .function }
      return matches(source, range, "struct") || matches(source, range, "import") ? .other : nil
    case 8: return matches(source, range, "protocol") ? .other : nil
    case 9: return matches(source, range, "subscript") || matches(source, range, "extension") ? .other : nil
    default: return nil
    }
  }

  private static func matches(_ source: Bytes, _ range: Range<Int>, _ word: StaticString) -> Bool {
    let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    return bytes.elementsEqual(source[range])
  }

  /// Where the comment or string literal starting at `index` ends; `nil` when none starts there.
  private static func endOfCommentOrString(_ source: Bytes, at index: Int) -> Int? {
    switch source[index] {
    case UInt8(ascii: "/") where index + 1 < source.count && source[index + 1] == UInt8(ascii: "/"):
      var end = index
      while end < source.count, source[end] != UInt8(ascii: "\n") { end += 1 }
      return end
    case UInt8(ascii: "/") where index + 1 < source.count && source[index + 1] == UInt8(ascii: "*"):
      return TopLevelTypeScanner.skipBlockComment(source, from: index)
    case UInt8(ascii: "\""), UInt8(ascii: "#"):
      return TopLevelTypeScanner.skipString(source, from: index)
    default:
      return nil
    }
  }

  /// The offset of the `}` that closes the `{` at `start`, skipping comments and strings.
  private static func closingBrace(_ source: Bytes, from start: Int) -> Int? {
    var index = start + 1
    var depth = 1
    while index < source.count {
      if let end = endOfCommentOrString(source, at: index) {
        index = end
        continue
      }
      switch source[index] {
      case UInt8(ascii: "{"):
        depth += 1
        index += 1
      case UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return index }
        index += 1
      default:
        index += 1
      }
    }
    return nil
  }
}
