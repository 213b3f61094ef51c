/// Reads the doc comments above each type's declaration that hold an `@`, such as `/// @mockable`.
///
/// Mockolo mocks only annotated types, and reads the annotation from the declaration's leading
/// trivia. The byte scan's outline drops comments, so this reads the lines above the declaration
/// in the source as written, whichever path parsed it: doc comments, attributes and blank lines
/// belong to the declaration; the first line of other code ends it.
package enum DocAnnotationReader {
  /// `parsed` with every type's ``MockableType/docAnnotations`` read from `source`.
  package static func reading(_ parsed: ParsedFile, source: String) -> ParsedFile {
    guard !parsed.types.isEmpty, source.utf8.contains(UInt8(ascii: "@")) else { return parsed }
    // `\r\n` is one `Character`, a line break like `\n`.
    let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    var parsed = parsed
    for index in parsed.types.indices {
      parsed.types[index].docAnnotations = annotations(before: parsed.types[index].location.line, in: lines)
    }
    return parsed
  }

  /// The annotation lines above the 1-based `line`, top first, without their comment markers.
  static func annotations(before line: Int, in lines: [Substring]) -> [String] {
    var found: [String] = []
    var index = line - 2
    // The name's line may follow attribute lines; those and the comments above them are the declaration's.
    while index >= 0, index < lines.count {
      let text = lines[index].trimmingSpaces
      if text.isEmpty || text.hasPrefix("@") || text.hasPrefix("*/") {
        index -= 1
        continue
      }
      if text.hasPrefix("///") || text.hasPrefix("/**") || text.hasPrefix("*") {
        if text.contains("@") { found.append(commentBody(text)) }
        index -= 1
        continue
      }
      if text.hasPrefix("//") || isModifierLine(text) {
        index -= 1
        continue
      }
      break
    }
    return found.reversed()
  }

  /// The comment's text: `@mockable(history: f = true)` of `/// @mockable(history: f = true)`.
  private static func commentBody(_ text: Substring) -> String {
    var body = text
    for marker in ["///", "/**", "*"] where body.hasPrefix(marker) {
      body = body.dropFirst(marker.count)
      break
    }
    if body.hasSuffix("*/") { body = body.dropLast(2) }
    return String(body.trimmingSpaces)
  }

  /// A line of only declaration modifiers, such as `public final` above `class Store`.
  private static func isModifierLine(_ text: Substring) -> Bool {
    let words = text.split(separator: " ")
    return !words.isEmpty && words.allSatisfy { modifiers.contains(String($0)) }
  }

  private static let modifiers: Set<String> = [
    "public", "open", "internal", "package", "fileprivate", "private", "final", "nonisolated", "indirect",
  ]
}
