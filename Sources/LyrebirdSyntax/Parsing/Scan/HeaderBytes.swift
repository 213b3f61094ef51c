/// Reads the few parts of a declaration's header that ``DeclarationCollector`` looks at, from
/// bytes, for ``DeclarationReader``; `nil` answers mean the header is too unusual to read so.
enum HeaderBytes {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  /// Whether a condition read from `start` ends on its line: parentheses closed, no operator or
  /// comma last, no block comment, and no operator starting the next line.
  static func conditionEndsOnItsLine(_ bytes: Bytes, from start: Int) -> Bool {
    var next = start
    var depth = 0
    var last: UInt8 = 0
    while next < bytes.count, bytes[next] != UInt8(ascii: "\n"), bytes[next] != UInt8(ascii: "\r") {
      let byte = bytes[next]
      if byte == UInt8(ascii: "/"), next + 1 < bytes.count {
        if bytes[next + 1] == UInt8(ascii: "*") { return false }
        if bytes[next + 1] == UInt8(ascii: "/") { break }
      }
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") { depth -= 1 }
      if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") { last = byte }
      next += 1
    }
    guard depth == 0, !"|&!=<>,(".utf8.contains(last) else { return false }
    while next < bytes.count, [9, 10, 13, 32].contains(bytes[next]) { next += 1 }
    return next == bytes.count || !"|&".utf8.contains(bytes[next])
  }

  /// Whether the struct or enum whose name ends at `start` has `~Copyable` in its inheritance
  /// clause, as the collector reads it (not in its generic parameters or `where` clause); `nil`
  /// when the header holds a comment or string, or its brackets don't pair up.
  static func suppressesCopyable(_ bytes: Bytes, from start: Int) -> Bool? {
    var next = start
    var depth = 0
    var inClause = false
    var afterWhere = false
    var found = false
    while next < bytes.count {
      let byte = bytes[next]
      switch byte {
      case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: "{"): return depth == 0 ? found : nil
      case UInt8(ascii: ":") where depth == 0: inClause = !afterWhere
      case UInt8(ascii: "~") where depth == 0 && inClause:
        var name = next + 1
        while name < bytes.count, bytes[name] == UInt8(ascii: " ") { name += 1 }
        if SourceBytes.startsWord(bytes, "Copyable", at: name) { found = true }
      case UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: ";"), UInt8(ascii: "}"),
        UInt8(ascii: "`"):
        return nil
      case UInt8(ascii: "w") where depth == 0 && SourceBytes.startsWord(bytes, "where", at: next):
        afterWhere = true
        inClause = false
      default: break
      }
      next += 1
    }
    return nil
  }

  /// Whether the inheritance clause at `index` (if any) names `Sendable` itself, as the collector
  /// reads an unavailable extension's; `nil` when it holds a comment, string or generic argument.
  static func inheritsSendable(_ bytes: Bytes, at index: Int) -> Bool? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      // No clause before the body or `where`; anything else (a line break) is too unusual.
      let endsHeader = index < bytes.count && bytes[index] == UInt8(ascii: "{")
      return endsHeader || SourceBytes.startsWord(bytes, "where", at: index) ? false : nil
    }
    var next = index + 1
    var start = next
    var components: [String] = []
    while next < bytes.count {
      let byte = bytes[next]
      if "/\"<(#".utf8.contains(byte) { return nil }
      let endsClause = byte == UInt8(ascii: "{") || SourceBytes.startsWord(bytes, "where", at: next)
      if endsClause || byte == UInt8(ascii: ",") {
        components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<next]), as: UTF8.self))
        start = next + 1
      }
      if endsClause {
        return components.contains { component in
          let trimmed = component.drop { " \t\n\r".contains($0) }.reversed().drop { " \t\n\r".contains($0) }
          return ["Sendable", "Swift.Sendable"].contains(String(trimmed.reversed()))
        }
      }
      next += 1
    }
    return nil
  }
}
