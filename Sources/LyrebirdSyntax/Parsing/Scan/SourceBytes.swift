/// Byte-level lexing shared by the scans that run before (or instead of) SwiftParser.
///
/// Comments, string literals and identifiers are recognized as the Swift lexer does, so braces
/// and keywords inside them are never mistaken for code.
enum SourceBytes {
  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 95 || byte >= 128
  }

  /// Whether the whole word `word` starts at `start`, not inside a longer identifier.
  static func startsWord(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString, at start: Int) -> Bool {
    let count = word.utf8CodeUnitCount
    guard start + count <= bytes.count, start == 0 || !SourceBytes.isIdentifier(bytes[start - 1]) else {
      return false
    }
    for offset in 0..<count where bytes[start + offset] != word.utf8Start[offset] { return false }
    return start + count == bytes.count || !SourceBytes.isIdentifier(bytes[start + count])
  }

  /// Whether `byte` is one a scan inside a body must look at: `/`, `#`, `"`, `{` or `}`, which may
  /// start a comment, directive or string, or open or close a brace.
  static func mayDelimitBody(_ byte: UInt8) -> Bool {
    // Bits 34 (`"`), 35 (`#`) and 47 (`/`); then 123 (`{`) and 125 (`}`) counted from 64.
    let low: UInt64 = 1 << 34 | 1 << 35 | 1 << 47
    let high: UInt64 = 1 << (123 - 64) | 1 << (125 - 64)
    if byte < 64 { return low >> UInt64(byte) & 1 != 0 }
    return byte < 128 && high >> UInt64(byte - 64) & 1 != 0
  }

  /// The offset of the first byte from `start` on that ``mayDelimitBody(_:)``, or the end.
  ///
  /// Bodies are most of a file's bytes, so they are read eight at a time.
  static func nextBodyDelimiter(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    if let base = bytes.baseAddress {
      while index + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        // `"` and `#` differ only in their lowest bit.
        let hits =
          zeroBytes((word | lanes(1)) ^ lanes(UInt8(ascii: "#"))) | zeroBytes(word ^ lanes(UInt8(ascii: "/")))
          | zeroBytes(word ^ lanes(UInt8(ascii: "{"))) | zeroBytes(word ^ lanes(UInt8(ascii: "}")))
        if hits != 0 { break }
        index += 8
      }
    }
    while index < bytes.count, !mayDelimitBody(bytes[index]) { index += 1 }
    return index
  }

  /// The offset of the first `\n` or `\r` from `start` on, or the end, read eight bytes at a time.
  static func nextLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    if let base = bytes.baseAddress {
      while index + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if zeroBytes(word ^ lanes(UInt8(ascii: "\n"))) | zeroBytes(word ^ lanes(UInt8(ascii: "\r"))) != 0 { break }
        index += 8
      }
    }
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
    return index
  }

  /// `byte` in each of a word's eight bytes.
  @inline(__always)
  private static func lanes(_ byte: UInt8) -> UInt64 {
    0x0101_0101_0101_0101 &* UInt64(byte)
  }

  /// Nonzero exactly when one of the word's bytes is zero.
  @inline(__always)
  private static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
  }

  /// Whether `word` occurs anywhere in `bytes`, as a word or inside one.
  static func contains(_ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = word.utf8CodeUnitCount
    guard count > 0, bytes.count >= count else { return false }
    let pattern = UnsafeBufferPointer(start: word.utf8Start, count: count)
    return (0...(bytes.count - count)).contains { start in
      bytes[start] == pattern[0] && UnsafeBufferPointer(rebasing: bytes[start..<(start + count)]).elementsEqual(pattern)
    }
  }

  static func skipBlockComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start + 2
    var depth = 1
    while index < bytes.count, depth > 0 {
      if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        index += 2
      } else {
        index += 1
      }
    }
    return index
  }

  /// Skips `"…"`, `"""…"""` and raw strings (`#"…"#`); a lone `#` (as in `#if`) is one byte.
  static func skipString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    var hashes = 0
    while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return start + 1 }
    let opening = index
    var quotes = 0
    while index < bytes.count, bytes[index] == UInt8(ascii: "\""), quotes < 3 {
      quotes += 1
      index += 1
    }
    var delimiter = quotes >= 3 ? 3 : 1
    if hashes > 0 {
      // `#""#` is empty but `#"" "#` isn't, and `#"""#` is one quote: as in the Swift lexer, `"""`
      // opens a multi-line raw string only when no `"#` closes a string on its line.
      let isMultiline = quotes == 3 && !closesOnItsLine(bytes, from: opening + 1, hashes: hashes)
      delimiter = isMultiline ? 3 : 1
      index = opening + delimiter
    } else if quotes == 2 {
      return index  // An empty string.
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        // An escape is `\` and the literal's `#`s: `\(` in `"…"`, `\#(` in `#"…"#`.
        var escape = index + 1
        var escapeHashes = 0
        while escapeHashes < hashes, escape < bytes.count, bytes[escape] == UInt8(ascii: "#") {
          escapeHashes += 1
          escape += 1
        }
        if escapeHashes < hashes {
          index += 1  // A backslash as text, in a raw string.
        } else if escape < bytes.count, bytes[escape] == UInt8(ascii: "(") {
          index = skipInterpolation(bytes, from: escape)
        } else {
          index = escape + 1
        }
        continue
      }
      if byte == UInt8(ascii: "\n") && delimiter == 1 { return index }
      if byte == UInt8(ascii: "\"") {
        var run = 0
        while index + run < bytes.count, bytes[index + run] == UInt8(ascii: "\""), run < delimiter { run += 1 }
        var closing = index + run
        var closingHashes = 0
        while closing < bytes.count, bytes[closing] == UInt8(ascii: "#"), closingHashes < hashes {
          closingHashes += 1
          closing += 1
        }
        if run == delimiter && closingHashes == hashes { return closing }
        index += 1
        continue
      }
      index += 1
    }
    return index
  }

  /// Whether a `"` followed by `hashes` `#`s comes before the end of the line.
  private static func closesOnItsLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, hashes: Int) -> Bool {
    var index = start
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
      if bytes[index] == UInt8(ascii: "\""), index + hashes < bytes.count,
        bytes[(index + 1)...(index + hashes)].allSatisfy({ $0 == UInt8(ascii: "#") })
      {
        return true
      }
      index += 1
    }
    return false
  }

  private static func skipInterpolation(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    var depth = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 { return index + 1 }
      case UInt8(ascii: "\""), UInt8(ascii: "#"): index = skipString(bytes, from: index) - 1
      default: break
      }
      index += 1
    }
    return index
  }
}

extension String {
  /// The text without leading or trailing spaces and tabs, as the scans read a declaration.
  var trimmingSpaces: String { String(Substring(self).trimmingSpaces) }
}

extension Substring {
  /// The text without leading or trailing spaces and tabs.
  var trimmingSpaces: Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
