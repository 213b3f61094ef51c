/// Empties the bodies of functions, initializers, deinitializers and property accessors, keeping
/// every line and the column of every kept byte.
///
/// The collector never reads statements, and statements are most of real code. A body keeps only
/// its line breaks and the spaces that put its closing brace back in its column, so the parser
/// reads neither its tokens nor its indentation. Everything the collector reads (signatures,
/// protocol requirements, which accessors a property has and their effects) is kept as written,
/// on the same lines and columns (``SourceLines`` reads the result).
///
/// Braces are paired by a byte scan. Where it pairs them wrongly the result doesn't parse, and the
/// file is parsed as written (``SourceParser/parseTree(_:path:reportsClasses:)``).
enum BodyBlanker {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  /// `source` with each body between its braces emptied (``DeclarationOutline/appendGap(_:_:to:)``);
  /// `nil` when there's nothing to empty or a brace doesn't match, and the source is parsed as written.
  static func blanked(_ source: Bytes) -> [UInt8]? {
    var output = Output(source: source)
    var index = 0
    var nesting = 0
    var pending: Keyword?
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
        if let kind = pending, nesting == 0 {
          guard let end = closingBrace(source, from: index) else { return nil }
          if kind == .function || isImplicitGetter(source, (index + 1)..<end) {
            output.empty(index..<end)
          } else {
            emptyAccessorBodies(source, (index + 1)..<end, into: &output)
          }
          index = end
        }
        pending = nil
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: ";"):
        pending = nil
        index += 1
      case let byte where SourceBytes.isIdentifier(byte):
        let start = index
        while index < source.count, SourceBytes.isIdentifier(source[index]) { index += 1 }
        let previous = start > 0 ? source[start - 1] : 0
        guard previous != UInt8(ascii: "."), previous != UInt8(ascii: "`"), previous != UInt8(ascii: "$") else {
          continue
        }
        switch keyword(source, start..<index) {
        case .other?: pending = nil
        case let opening?:
          pending = opening
          nesting = 0
        case nil: break
        }
      default:
        index += 1
      }
    }
    return output.finished()
  }

  /// The text with emptied bodies, written as the scan goes.
  struct Output {
    let source: Bytes
    var bytes: [UInt8] = []
    /// Everything before this offset is in `bytes`.
    var copied = 0

    /// Keeps the braces at both ends of `braces` and empties what is between them.
    mutating func empty(_ braces: Range<Int>) {
      if bytes.isEmpty { bytes.reserveCapacity(source.count / 2) }
      bytes.append(contentsOf: source[copied...braces.lowerBound])
      DeclarationOutline.appendGap(source, (braces.lowerBound + 1)..<braces.upperBound, to: &bytes)
      copied = braces.upperBound
    }

    /// `nil` when nothing was emptied.
    mutating func finished() -> [UInt8]? {
      guard copied > 0 else { return nil }
      bytes.append(contentsOf: source[copied...])
      return bytes
    }
  }

  private enum Keyword {
    /// `func`, `init`, `deinit`: the next brace opens a body.
    case function
    /// `var`, `let`, `subscript`: the next brace opens accessors, or a closure that makes the value.
    case property
    /// Another declaration: no body of ours follows.
    case other
  }

  private static func keyword(_ source: Bytes, _ range: Range<Int>) -> Keyword? {
    switch range.count {
    case 3: return matches(source, range, "var") || matches(source, range, "let") ? .property : nil
    case 4:
      if matches(source, range, "func") || matches(source, range, "init") { return .function }
      return matches(source, range, "enum") || matches(source, range, "case") ? .other : nil
    case 5:
      return matches(source, range, "class") || matches(source, range, "actor") || matches(source, range, "macro")
        ? .other : nil
    case 6:
      if matches(source, range, "deinit") { return .function }
      return matches(source, range, "struct") || matches(source, range, "import") ? .other : nil
    case 8: return matches(source, range, "protocol") || matches(source, range, "operator") ? .other : nil
    case 9:
      if matches(source, range, "subscript") { return .property }
      return matches(source, range, "extension") || matches(source, range, "typealias") ? .other : nil
    case 14: return matches(source, range, "associatedtype") ? .other : nil
    case 15: return matches(source, range, "precedencegroup") ? .other : nil
    default: return nil
    }
  }

  static func matches(_ source: Bytes, _ range: Range<Int>, _ word: StaticString) -> Bool {
    let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    return bytes.elementsEqual(source[range])
  }

  /// Where the comment or string literal starting at `index` ends; `nil` when none starts there.
  static func endOfCommentOrString(_ source: Bytes, at index: Int) -> Int? {
    switch source[index] {
    case UInt8(ascii: "/") where index + 1 < source.count && source[index + 1] == UInt8(ascii: "/"):
      var end = index
      while end < source.count, source[end] != UInt8(ascii: "\n") { end += 1 }
      return end
    case UInt8(ascii: "/") where index + 1 < source.count && source[index + 1] == UInt8(ascii: "*"):
      return SourceBytes.skipBlockComment(source, from: index)
    case UInt8(ascii: "\""), UInt8(ascii: "#"):
      return SourceBytes.skipString(source, from: index)
    default:
      return nil
    }
  }

  /// The offset of the `}` that closes the `{` at `start`, skipping comments and strings.
  static func closingBrace(_ source: Bytes, from start: Int) -> Int? {
    var index = start + 1
    var depth = 1
    while true {
      // Only `/`, `#`, `"` and braces matter inside a body.
      index = SourceBytes.nextBodyDelimiter(source, from: index)
      guard index < source.count else { return nil }
      if let end = endOfCommentOrString(source, at: index) {
        index = end
        continue
      }
      switch source[index] {
      case UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return index }
      default:
        break
      }
      index += 1
    }
  }
}
