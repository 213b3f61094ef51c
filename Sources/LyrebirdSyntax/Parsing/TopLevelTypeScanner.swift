/// Finds the names of top-level type declarations without building a syntax tree.
///
/// Used for files the parser skips because they declare no protocol or class: their structs,
/// enums and aliases still need qualifying where mocks mention them. Comments, string literals
/// and everything inside braces are skipped, so only declarations at file scope are found.
enum TopLevelTypeScanner {
  private static let keywords: [[UInt8]] = ["struct", "enum", "class", "protocol", "actor", "typealias"].map {
    Array($0.utf8)
  }

  static func names(in source: String) -> [String] {
    var names: [String] = []
    var source = source
    source.withUTF8 { bytes in
      var index = 0
      var depth = 0
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
          while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
          index = skipBlockComment(bytes, from: index)
        case UInt8(ascii: "\""), UInt8(ascii: "#"):
          index = skipString(bytes, from: index)
        case UInt8(ascii: "{"):
          depth += 1
          index += 1
        case UInt8(ascii: "}"):
          depth = max(0, depth - 1)
          index += 1
        default:
          guard isIdentifier(byte) else {
            index += 1
            continue
          }
          let start = index
          while index < bytes.count, isIdentifier(bytes[index]) { index += 1 }
          guard depth == 0, start == 0 || !isIdentifier(bytes[start - 1]),
            keywords.contains(where: { $0.elementsEqual(bytes[start..<index]) })
          else { continue }
          var nameStart = index
          while nameStart < bytes.count, bytes[nameStart] == UInt8(ascii: " ") || bytes[nameStart] == UInt8(ascii: "\t")
          {
            nameStart += 1
          }
          var nameEnd = nameStart
          while nameEnd < bytes.count, isIdentifier(bytes[nameEnd]) { nameEnd += 1 }
          if nameEnd > nameStart, nameStart > index, let first = bytes[nameStart...].first,
            !(first >= 48 && first <= 57)
          {
            names.append(String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self))
            index = nameEnd
          }
        }
      }
    }
    return names
  }

  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 95 || byte >= 128
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
    var quotes = 0
    while index < bytes.count, bytes[index] == UInt8(ascii: "\""), quotes < 3 {
      quotes += 1
      index += 1
    }
    if quotes == 2 { return index }  // An empty string.
    let delimiter = quotes >= 3 ? 3 : 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") && hashes == 0 {
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") {
          index = skipInterpolation(bytes, from: index + 1)
        } else {
          index += 2
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

  private static func skipInterpolation(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    var depth = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 { return index + 1 }
      case UInt8(ascii: "\""): index = skipString(bytes, from: index) - 1
      default: break
      }
      index += 1
    }
    return index
  }
}
