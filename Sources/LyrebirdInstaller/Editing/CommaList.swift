import SwiftSyntax

/// A comma-separated list as written (array elements or call arguments), edited in place.
///
/// Inserted items copy the indentation and trailing-comma style of their neighbours, and removing
/// an item that was inserted restores the original bytes, so `install` followed by `uninstall`
/// leaves a manifest unchanged.
struct CommaList {
  /// One item and the byte offsets its edits need.
  struct Item {
    /// Where the item's first token starts.
    var start: Int
    /// The newline that starts the item's line, when the item begins a line.
    var lineBreak: Int?
    /// The whitespace before the item on its line, when it begins one.
    var indent: String?
    /// Where the item's value ends, before its comma and trivia.
    var valueEnd: Int
    var comma: Range<Int>?
    /// Where the item's line ends: after its comma and any trailing comment.
    var end: Int
  }

  /// Just after the opening `[` or `(`.
  var contentStart: Int
  /// The closing `]` or `)`.
  var contentEnd: Int
  var items: [Item]
  /// Indentation of the closing bracket's line, used when the list is empty or single-line.
  var closingIndent: String

  var isMultiline: Bool { items.contains { $0.lineBreak != nil } }

  init(_ array: ArrayExprSyntax, in text: [UInt8]) {
    contentStart = array.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset
    contentEnd = array.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset
    items = array.elements.map { element in
      Self.item(element, comma: element.trailingComma, value: Syntax(element.expression), in: text)
    }
    closingIndent = Self.lineIndent(at: contentEnd, in: text)
  }

  init(arguments call: FunctionCallExprSyntax, in text: [UInt8]) {
    let open = call.leftParen?.endPositionBeforeTrailingTrivia.utf8Offset
    let close = call.rightParen?.positionAfterSkippingLeadingTrivia.utf8Offset
    contentStart = open ?? call.calledExpression.endPosition.utf8Offset
    contentEnd = close ?? contentStart
    items = call.arguments.map { argument in
      Self.item(argument, comma: argument.trailingComma, value: Syntax(argument.expression), in: text)
    }
    closingIndent = Self.lineIndent(at: contentEnd, in: text)
  }

  /// The edits that insert `text` as a new item at `index` (0...count).
  func inserting(_ text: String, at index: Int, indentUnit: String) -> [SourceEdit] {
    guard let last = items.last else {
      return [SourceEdit(range: contentStart..<contentEnd, replacement: text)]
    }
    if index < items.count {
      let next = items[index]
      if let lineBreak = next.lineBreak, let indent = next.indent {
        return [.insert("\n" + indent + text + ",", at: lineBreak)]
      }
      return [.insert(text + ", ", at: next.start)]
    }
    if isMultiline {
      let indent = last.indent ?? closingIndent + indentUnit
      if last.comma != nil {
        return [.insert("\n" + indent + text + ",", at: last.end)]
      }
      return [.insert(",", at: last.valueEnd), .insert("\n" + indent + text, at: last.end)]
    }
    if let comma = last.comma {
      return [.insert(" " + text + ",", at: comma.upperBound)]
    }
    return [.insert(", " + text, at: last.valueEnd)]
  }

  /// The edits that remove the item at `index`, undoing what `inserting` wrote.
  func removing(at index: Int) -> [SourceEdit] {
    let item = items[index]
    if items.count == 1 {
      return [.remove(contentStart..<contentEnd)]
    }
    let isLast = index == items.count - 1
    if let lineBreak = item.lineBreak {
      var edits = [SourceEdit.remove(lineBreak..<item.end)]
      if isLast, item.comma == nil, let previousComma = items[index - 1].comma {
        edits.append(.remove(previousComma))
      }
      return edits
    }
    if !isLast {
      return [.remove(item.start..<items[index + 1].start)]
    }
    return [.remove(items[index - 1].valueEnd..<(item.comma?.upperBound ?? item.valueEnd))]
  }

  private static func item(
    _ node: some SyntaxProtocol, comma: TokenSyntax?, value: Syntax, in text: [UInt8]
  ) -> Item {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let triviaStart = node.position.utf8Offset
    let lineBreak = text[triviaStart..<start].lastIndex(of: UInt8(ascii: "\n"))
    let indent = lineBreak.map { breakOffset in
      String(decoding: text[(breakOffset + 1)..<start].prefix { $0 == 32 || $0 == 9 }, as: UTF8.self)
    }
    return Item(
      start: start,
      lineBreak: lineBreak,
      indent: indent,
      valueEnd: value.endPositionBeforeTrailingTrivia.utf8Offset,
      comma: comma.map {
        $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset
      },
      end: node.endPosition.utf8Offset)
  }

  /// The spaces and tabs that start the line holding `offset`.
  static func lineIndent(at offset: Int, in text: [UInt8]) -> String {
    var lineStart = min(offset, text.count)
    while lineStart > 0, text[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    return String(decoding: text[lineStart...].prefix { $0 == 32 || $0 == 9 }, as: UTF8.self)
  }
}
