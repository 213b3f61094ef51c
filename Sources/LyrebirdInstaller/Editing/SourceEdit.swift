/// A replacement of a byte range of the original text, so untouched bytes stay exactly as written.
struct SourceEdit: Hashable, Sendable {
  var range: Range<Int>
  var replacement: String

  static func insert(_ text: String, at offset: Int) -> SourceEdit {
    SourceEdit(range: offset..<offset, replacement: text)
  }

  static func remove(_ range: Range<Int>) -> SourceEdit {
    SourceEdit(range: range, replacement: "")
  }

  /// Applies `edits` to `text`; edits are given as offsets into the original UTF-8 bytes.
  ///
  /// Insertions at the same offset keep the order they were given in.
  static func apply(_ edits: [SourceEdit], to text: String) -> String {
    var bytes = Array(text.utf8)
    let ordered = edits.enumerated().sorted { lhs, rhs in
      if lhs.element.range.lowerBound != rhs.element.range.lowerBound {
        return lhs.element.range.lowerBound > rhs.element.range.lowerBound
      }
      return lhs.offset > rhs.offset
    }
    for (_, edit) in ordered {
      bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
