/// Builds Swift source line by line, owning indentation so no renderer hand-indents a template.
///
/// The renderer writes text directly rather than building SwiftSyntax nodes: building and
/// formatting nodes made generation about 30× slower than the generator's budget (see
/// docs/ARCHITECTURE.md). Every rendered mock is parsed back in tests to prove it is valid Swift.
public struct CodeWriter {
  public private(set) var text = ""
  private var indentation = ""
  private var pendingBlankLine = false

  public init(capacity: Int = 16_384) {
    text.reserveCapacity(capacity)
  }

  /// A writer that continues at `other`'s indentation, for text rendered separately and reused.
  init(continuing other: CodeWriter) {
    indentation = other.indentation
    text.reserveCapacity(1_024)
  }

  /// Appends lines another writer produced at this writer's indentation.
  mutating func append(rendered: String) {
    if pendingBlankLine {
      text += "\n"
      pendingBlankLine = false
    }
    text += rendered
  }

  /// Writes one line at the current indentation.
  public mutating func line(_ content: String) {
    if pendingBlankLine {
      text += "\n"
      pendingBlankLine = false
    }
    text += indentation
    text += content
    text += "\n"
  }

  /// Separates the next line from the previous one by a blank line, unless at a block's start.
  public mutating func blankLine() {
    pendingBlankLine = !text.isEmpty && !text.hasSuffix("{\n")
  }

  /// Writes `header {`, the body one level deeper, and `}` (plus `closing`, e.g. `)`).
  public mutating func block(_ header: String, closing: String = "", _ body: (inout CodeWriter) -> Void) {
    line(header + " {")
    indent(body)
    pendingBlankLine = false
    line("}" + closing)
  }

  /// Writes the body one level deeper.
  public mutating func indent(_ body: (inout CodeWriter) -> Void) {
    let outer = indentation
    indentation += "  "
    body(&self)
    indentation = outer
  }

  /// Writes lines of a nested piece of code at the current indentation.
  public mutating func lines(_ content: String) {
    for line in content.split(separator: "\n", omittingEmptySubsequences: false) {
      self.line(String(line))
    }
  }
}
