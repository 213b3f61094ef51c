import Foundation

/// Where each key of a TOML file is written, so a Cuckoofile's warnings and errors can name `line:col`.
///
/// TOMLKit reports positions only for syntax errors, so this scans the text once: table headers
/// (`[a.b]`), `key = value` lines and dotted keys. Keys inside inline tables and arrays of tables fall
/// back to the nearest enclosing key. It runs after TOMLKit accepted the file, so it need not reject
/// anything.
struct TOMLKeyPositions {
  /// A 1-based line and column.
  struct Position: Hashable, Comparable {
    let line: Int
    let column: Int

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
  }

  private var positions: [[String]: Position] = [:]

  init(_ text: String) {
    var table: [String] = []
    var scanner = ValueScanner()
    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      if scanner.isInsideValue {
        scanner.scan(line[...])
        continue
      }
      let start = line.firstIndex { $0 != " " && $0 != "\t" } ?? line.endIndex
      let column = line.distance(from: line.startIndex, to: start) + 1
      let rest = line[start...]
      if rest.hasPrefix("["), let (header, _) = Self.dottedKey(rest.drop { $0 == "[" }, endingAt: "]") {
        table = header
        positions[table] = positions[table] ?? Position(line: index + 1, column: column)
      } else if !rest.hasPrefix("#"), let (keys, value) = Self.dottedKey(rest, endingAt: "=") {
        positions[table + keys] = Position(line: index + 1, column: column)
        scanner.scan(value)
      }
    }
  }

  /// The position of `path`, or of the nearest enclosing key or table written in the file.
  func position(of path: [String]) -> Position {
    var path = path
    while !path.isEmpty {
      if let position = positions[path] { return position }
      path.removeLast()
    }
    return Position(line: 1, column: 1)
  }

  /// Splits a header or `key = value` line into its dotted key and the text after `terminator`.
  ///
  /// `a."b.c" . d = 1` is `["a", "b.c", "d"]` and ` 1`; `nil` when no `terminator` is outside quotes.
  private static func dottedKey(_ text: Substring, endingAt terminator: Character) -> ([String], Substring)? {
    var keys: [String] = []
    var current = ""
    var quote: Character?
    for index in text.indices {
      let character = text[index]
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "." || character == terminator {
        keys.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        if character == terminator { return (keys, text[text.index(after: index)...]) }
      } else {
        current.append(character)
      }
    }
    return nil
  }
}

extension TOMLKeyPositions {
  /// Follows a value across lines: open brackets and braces, and multi-line strings.
  struct ValueScanner {
    private var depth = 0
    private var multilineQuote: String?

    var isInsideValue: Bool { depth > 0 || multilineQuote != nil }

    mutating func scan(_ text: Substring) {
      var rest = text
      while let character = rest.first {
        if let quote = multilineQuote {
          guard let end = rest.range(of: quote) else { return }
          multilineQuote = nil
          rest = rest[end.upperBound...]
        } else if rest.hasPrefix("\"\"\"") || rest.hasPrefix("'''") {
          multilineQuote = String(rest.prefix(3))
          rest = rest.dropFirst(3)
        } else if character == "\"" || character == "'" {
          rest = Self.afterString(rest)
        } else if character == "#" {
          return
        } else {
          if "[{".contains(character) { depth += 1 }
          if "]}".contains(character) { depth = max(0, depth - 1) }
          rest = rest.dropFirst()
        }
      }
    }

    /// The text after a one-line string that starts `text`; a basic string's `\"` doesn't end it.
    private static func afterString(_ text: Substring) -> Substring {
      guard let quote = text.first else { return text }
      var rest = text.dropFirst()
      while let character = rest.first {
        rest = rest.dropFirst()
        if character == quote { return rest }
        if character == "\\" && quote == "\"" { rest = rest.dropFirst() }
      }
      return rest
    }
  }
}
