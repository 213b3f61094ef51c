import SwiftSyntax

/// Turns syntax positions into the `file:line:column` of diagnostics and models.
///
/// SwiftSyntax's `SourceLocationConverter` walks the whole tree to find line breaks, which cost
/// more per file than everything else the collector does. A scan of the source bytes finds the
/// same line starts. Locations are physical, as the converter's `line`/`column` are:
/// `#sourceLocation` doesn't move them.
final class SourceLines {
  private enum Lookup {
    /// UTF-8 offsets where each line starts.
    case lineStarts([Int])
    case converter(SourceLocationConverter)
  }

  private let file: String
  private let lookup: Lookup

  init(file: String, source: String) {
    self.file = file
    var source = source
    lookup = .lineStarts(source.withUTF8 { Self.lineStarts($0) })
  }

  /// For locations up to `end` only, such as a few final classes' names in a file never parsed.
  init(file: String, source: String, through end: Int) {
    self.file = file
    var source = source
    lookup = .lineStarts(source.withUTF8 { Self.lineStarts(UnsafeBufferPointer(rebasing: $0.prefix(end + 1))) })
  }

  /// For text that isn't a `String`, such as a file's ``DeclarationOutline``.
  init(file: String, bytes: UnsafeBufferPointer<UInt8>) {
    self.file = file
    lookup = .lineStarts(Self.lineStarts(bytes))
  }

  /// For a syntax node without its file's text, such as the declaration a macro is attached to.
  init(file: String, tree: some SyntaxProtocol) {
    self.file = file
    lookup = .converter(SourceLocationConverter(fileName: file, tree: tree))
  }

  func location(of position: AbsolutePosition) -> SourceLocationSpec {
    switch lookup {
    case .converter(let converter):
      let location = converter.location(for: position)
      return SourceLocationSpec(file: location.file, line: location.line, column: location.column)
    case .lineStarts(let starts):
      // The last line start at or before the offset.
      var low = 0
      var high = starts.count
      while high - low > 1 {
        let middle = (low + high) / 2
        if starts[middle] <= position.utf8Offset { low = middle } else { high = middle }
      }
      return SourceLocationSpec(file: file, line: low + 1, column: position.utf8Offset - starts[low] + 1)
    }
  }

  /// `\n`, `\r\n` and a lone `\r` each end a line, as in the Swift compiler.
  ///
  /// Every parsed text is read for its line starts, so the bytes between breaks are skipped a word
  /// at a time (``SourceBytes/nextLineBreak(_:from:)``).
  private static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    var index = SourceBytes.nextLineBreak(bytes, from: 0)
    while index < bytes.count {
      index += 1
      if bytes[index - 1] == UInt8(ascii: "\r") && index < bytes.count && bytes[index] == UInt8(ascii: "\n") {
        index += 1
      }
      starts.append(index)
      index = SourceBytes.nextLineBreak(bytes, from: index)
    }
    return starts
  }
}
