extension BodyBlanker {
  /// Whether the braces after a property or subscript hold statements (a getter, or a closure that
  /// makes the value) rather than accessors, which Swift tells by the first token, as here: a word
  /// that no accessor starts with.
  static func isImplicitGetter(_ source: Bytes, _ contents: Range<Int>) -> Bool {
    var index = contents.lowerBound
    while index < contents.upperBound {
      let byte = source[index]
      if byte == UInt8(ascii: "/"), let end = endOfCommentOrString(source, at: index) {
        index = end
        continue
      }
      if isSpace(byte) {
        index += 1
        continue
      }
      // Anything but a word (`@inlinable get`, `#if`, `}`) is read as accessors: only their
      // bodies are emptied, which is right for statements too.
      guard SourceBytes.isIdentifier(byte) else { return false }
      var end = index
      while end < contents.upperBound, SourceBytes.isIdentifier(source[end]) { end += 1 }
      return !isAccessorWord(source, index..<end, includingModifiers: true)
    }
    return false
  }

  /// Empties each accessor's body among `contents`: a brace after an accessor's name, its effects
  /// or its parameter (`set(newValue) {`).
  static func emptyAccessorBodies(_ source: Bytes, _ contents: Range<Int>, into output: inout Output) {
    var index = contents.lowerBound
    var depth = 0
    while index < contents.upperBound {
      if let end = endOfCommentOrString(source, at: index) {
        index = end
        continue
      }
      switch source[index] {
      case UInt8(ascii: "{"):
        if depth == 0, opensAccessorBody(source, at: index, after: contents.lowerBound),
          let end = closingBrace(source, from: index), end < contents.upperBound
        {
          output.empty(index..<end)
          index = end
        } else {
          depth += 1
        }
      case UInt8(ascii: "}"):
        depth -= 1
      default:
        break
      }
      index += 1
    }
  }

  /// Whether the brace at `index` follows an accessor's name, its effects, or a `)`.
  private static func opensAccessorBody(_ source: Bytes, at index: Int, after start: Int) -> Bool {
    var last = index - 1
    while last >= start, isSpace(source[last]) { last -= 1 }
    guard last >= start else { return false }
    if source[last] == UInt8(ascii: ")") { return true }
    var first = last
    while first > start, SourceBytes.isIdentifier(source[first - 1]) { first -= 1 }
    return SourceBytes.isIdentifier(source[last])
      && isAccessorWord(source, first..<(last + 1), includingModifiers: false)
  }

  /// A space, tab or line break.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == 13
  }

  private static let accessors: [StaticString] = [
    "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "unsafeAddress",
    "unsafeMutableAddress", "borrow", "mutate", "init", "async", "throws", "rethrows",
  ]
  private static let modifiers: [StaticString] = [
    "mutating", "nonmutating", "__consuming", "consuming", "borrowing", "yielding", "nonisolated",
  ]

  /// An accessor's name or effect, or with `includingModifiers` a modifier that may start one.
  private static func isAccessorWord(_ source: Bytes, _ word: Range<Int>, includingModifiers: Bool) -> Bool {
    accessors.contains { matches(source, word, $0) }
      || (includingModifiers && modifiers.contains { matches(source, word, $0) })
  }
}
