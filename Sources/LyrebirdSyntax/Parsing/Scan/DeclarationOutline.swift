/// A file cut down to the ranges its scan says the tree must read, with every line kept.
///
/// Each byte between the ranges is dropped, except line breaks, and spaces for the start of a line
/// that a range begins partway through: so every kept token is on the same line and column as in
/// the file, and the parser reads a few lines of declarations instead of the whole file.
enum DeclarationOutline {
  /// The outline of `source`; `nil` when the ranges overlap or leave the file.
  static func outline(_ source: UnsafeBufferPointer<UInt8>, keeping ranges: [Range<Int>]) -> [UInt8]? {
    let ranges = ranges.sorted { $0.lowerBound < $1.lowerBound }
    var output: [UInt8] = []
    output.reserveCapacity(ranges.reduce(0) { $0 + $1.count } + source.count / 16)
    var position = 0
    for range in ranges {
      guard range.lowerBound >= position, range.upperBound <= source.count else { return nil }
      appendGap(source, position..<range.lowerBound, to: &output)
      output.append(contentsOf: source[range])
      position = range.upperBound
    }
    appendGap(source, position..<source.count, to: &output)
    return output
  }

  /// Line breaks of `gap`, then a space for each byte after its last line break, so the byte after
  /// the gap keeps its line and column.
  static func appendGap(_ source: UnsafeBufferPointer<UInt8>, _ gap: Range<Int>, to output: inout [UInt8]) {
    // Searching only up to the gap's end keeps a file without line breaks linear.
    let head = UnsafeBufferPointer(rebasing: source[..<gap.upperBound])
    var lastBreak = gap.lowerBound - 1
    var offset = SourceBytes.nextLineBreak(head, from: gap.lowerBound)
    while offset < gap.upperBound {
      output.append(source[offset])
      lastBreak = offset
      offset = SourceBytes.nextLineBreak(head, from: offset + 1)
    }
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: gap.upperBound - lastBreak - 1))
  }
}
