/// Builds Swift source line by line, owning indentation so no renderer hand-indents a template.
///
/// The renderer writes text directly rather than building SwiftSyntax nodes: building and
/// formatting nodes made generation about 30× slower than the generator's budget (see
/// docs/ARCHITECTURE.md). Every rendered mock is parsed back in tests to prove it is valid Swift.
///
/// Text is kept as UTF-8 bytes, and lines written as interpolated literals (``CodeText``) are
/// built straight into bytes: `String` appends and interpolation were the largest cost in rendering.
package struct CodeWriter {
  package private(set) var bytes: [UInt8] = []
  private var depth = 0
  private var pendingBlankLine = false
  /// Spaces per level: 2, or 4 for a shape that writes as its framework does (Mockolo's).
  private var indentWidth = 2

  /// - Parameter indentWidth: Spaces per level. Templates are written with 2 per level, and their
  ///   own indentation is scaled to this.
  package init(capacity: Int = 16_384, indentWidth: Int = 2) {
    bytes.reserveCapacity(capacity)
    self.indentWidth = indentWidth
  }

  /// A writer that continues at `other`'s indentation, for text rendered separately and reused.
  init(continuing other: CodeWriter) {
    depth = other.depth
    indentWidth = other.indentWidth
    bytes.reserveCapacity(1_024)
  }

  /// How many levels deep the next line is indented.
  var indentation: Int { depth }

  /// The text written so far.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Hands over the bytes written, without their trailing line breaks, and leaves the writer empty.
  ///
  /// Taken, not copied: a run keeps tens of megabytes of mocks, and a copy of each (or a `String`
  /// made from it) touched as many fresh pages again.
  package mutating func takeTrimmedBytes() -> [UInt8] {
    var taken: [UInt8] = []
    swap(&taken, &bytes)
    while taken.last == UInt8(ascii: "\n") { taken.removeLast() }
    return taken
  }

  /// Appends lines another writer produced at this writer's indentation.
  mutating func append(rendered: [UInt8]) {
    startLine()
    bytes += rendered
  }

  /// Writes one line at the current indentation.
  package mutating func line(_ content: CodeText) {
    startIndentedLine()
    bytes += content.bytes
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Writes `content` and then `trailing` on a line of their own, without joining them first.
  mutating func line(_ content: CodeText, trailing: String) {
    startIndentedLine()
    bytes += content.bytes
    bytes.appendUTF8(of: trailing)
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Writes one line held in a string at the current indentation.
  @_disfavoredOverload
  package mutating func line(_ content: String) {
    startIndentedLine()
    bytes.appendUTF8(of: content)
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Writes a multi-line template, each line at the current indentation plus its own.
  ///
  /// Call sites can then be written as the code they emit, one argument per line.
  package mutating func lines(_ template: CodeText) {
    writeIndented(template.bytes)
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Separates the next line from the previous one by a blank line, unless at a block's start.
  package mutating func blankLine() {
    pendingBlankLine = !bytes.isEmpty && !(bytes.count >= 2 && bytes[bytes.count - 2] == UInt8(ascii: "{"))
  }

  /// Writes `header {`, the body one level deeper, and `}` (plus `closing`, for example `)`).
  ///
  /// A header that spans lines, such as a parameter list written one per line, has each line indented.
  package mutating func block(_ header: CodeText, closing: String = "", _ body: (inout CodeWriter) -> Void) {
    writeIndented(header.bytes)
    bytes.appendUTF8(of: " {\n")
    indent(body)
    pendingBlankLine = false
    startIndentedLine()
    bytes.append(UInt8(ascii: "}"))
    bytes.appendUTF8(of: closing)
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Writes `header {`, the body one level deeper, and `}`, for a header held in a string.
  @_disfavoredOverload
  package mutating func block(_ header: String, closing: String = "", _ body: (inout CodeWriter) -> Void) {
    block(CodeText(header), closing: closing, body)
  }

  /// Writes the body one level deeper.
  package mutating func indent(_ body: (inout CodeWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  /// Writes `text`, each of its lines at the current indentation, without a final newline.
  private mutating func writeIndented(_ text: [UInt8]) {
    startIndentedLine()
    guard text.contains(UInt8(ascii: "\n")) else {
      bytes += text
      return
    }
    for (index, line) in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
      if index > 0 {
        bytes.append(UInt8(ascii: "\n"))
        startIndentedLine()
      }
      guard indentWidth != 2 else {
        bytes += line
        continue
      }
      // A template's own indentation is 2 spaces a level: each level takes this writer's width.
      let own = line.prefix { $0 == UInt8(ascii: " ") }.count
      bytes += repeatElement(UInt8(ascii: " "), count: own / 2 * indentWidth + own % 2)
      bytes += line.dropFirst(own)
    }
  }

  private mutating func startLine() {
    if pendingBlankLine {
      bytes.append(UInt8(ascii: "\n"))
      pendingBlankLine = false
    }
  }

  private mutating func startIndentedLine() {
    startLine()
    guard indentWidth == 2 else {
      bytes += repeatElement(UInt8(ascii: " "), count: depth * indentWidth)
      return
    }
    for _ in 0..<depth { bytes += Self.indentUnit }
  }

  private static let indentUnit: [UInt8] = [UInt8(ascii: " "), UInt8(ascii: " ")]
}

/// A piece of generated code written as a string literal with interpolations, built as UTF-8.
package struct CodeText: ExpressibleByStringInterpolation, CustomStringConvertible, Sendable {
  package var bytes: [UInt8]

  /// The text, so a `CodeText` interpolated into a `String` reads as code.
  package var description: String { String(decoding: bytes, as: UTF8.self) }

  package init(_ text: String) {
    bytes = []
    bytes.appendUTF8(of: text)
  }

  package init(stringLiteral value: String) {
    bytes = []
    bytes.appendUTF8(of: value)
  }

  package init(stringInterpolation: Interpolation) {
    bytes = stringInterpolation.bytes
  }

  /// Text already rendered as UTF-8.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Appends `text`'s UTF-8.
  mutating func append(_ text: String) {
    bytes.appendUTF8(of: text)
  }

  /// Appends `items` separated by `, `, as `joined(separator: ", ")` would, without the joined string.
  mutating func appendList(_ items: [String]) {
    for (index, item) in items.enumerated() {
      if index > 0 { bytes.appendUTF8(of: ", ") }
      bytes.appendUTF8(of: item)
    }
  }

  package struct Interpolation: StringInterpolationProtocol {
    var bytes: [UInt8] = []

    package init(literalCapacity: Int, interpolationCount: Int) {
      // Room for typical type names: growing the buffer cost more than the spare bytes.
      bytes.reserveCapacity(literalCapacity + interpolationCount * 32)
    }

    package mutating func appendLiteral(_ literal: String) {
      // The compiler passes the empty segments around interpolations too.
      guard !literal.isEmpty else { return }
      bytes.appendUTF8(of: literal)
    }

    package mutating func appendInterpolation(_ value: String) {
      bytes.appendUTF8(of: value)
    }

    package mutating func appendInterpolation(_ value: Substring) {
      bytes += value.utf8
    }

    package mutating func appendInterpolation(_ value: CodeText) {
      bytes += value.bytes
    }

    package mutating func appendInterpolation(_ value: Int) {
      bytes.appendUTF8(of: String(value))
    }

    package mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      bytes.appendUTF8(of: value.description)
    }
  }
}

extension [UInt8] {
  /// Appends a string's UTF-8 as one copy; the generic `+= string.utf8` costs several times more.
  @inline(__always)
  mutating func appendUTF8(of string: String) {
    var string = string
    string.withUTF8 { self.append(contentsOf: $0) }
  }
}
