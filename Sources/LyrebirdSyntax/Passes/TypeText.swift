/// Small lexical operations on type text; types are kept as source text in the model.
enum TypeText {
  /// Replaces the standalone identifier `Self` with `replacement`, and `Self.X` with `X` for
  /// associated types `X`.
  static func replacingSelf(in text: String, with replacement: String, associatedTypes: Set<String>) -> String {
    guard text.containsSelfKeyword else { return text }
    var output = ""
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      let isStart = index == 0 || !(isIdentifier(characters[index - 1]) || characters[index - 1] == ".")
      if isStart, character == "S", matches(characters, at: index, "Self"),
        index + 4 >= characters.count || !isIdentifier(characters[index + 4])
      {
        let after = index + 4
        if after < characters.count, characters[after] == "." {
          let member = identifier(in: characters, from: after + 1)
          if associatedTypes.contains(member) {
            output += member
            index = after + 1 + member.count
            continue
          }
        }
        output += replacement
        index = after
        continue
      }
      output.append(character)
      index += 1
    }
    return output
  }

  private static func isIdentifier(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  private static func matches(_ characters: [Character], at index: Int, _ word: String) -> Bool {
    guard index + word.count <= characters.count else { return false }
    return String(characters[index..<(index + word.count)]) == word
  }

  private static func identifier(in characters: [Character], from index: Int) -> String {
    var end = index
    while end < characters.count, isIdentifier(characters[end]) { end += 1 }
    return String(characters[index..<end])
  }

  /// Replaces the standalone identifier `name` (not a member after a dot) with `replacement`.
  static func replacingIdentifier(_ name: String, with replacement: String, in text: String) -> String {
    guard text.contains(name) else { return text }
    var output = ""
    var current = ""
    var previous: Character = " "
    var afterDot = false
    func flush() {
      output += (current == name && !afterDot) ? replacement : current
      current = ""
    }
    for character in text {
      if isIdentifier(character) {
        if current.isEmpty { afterDot = previous == "." }
        current.append(character)
      } else {
        flush()
        output.append(character)
      }
      previous = character
    }
    flush()
    return output
  }

  /// Rewrites the identifiers that start a type reference: not a member after a dot, not an
  /// attribute after `@`, and not a label before `:` in a function or tuple type.
  ///
  /// `replacement` gets each such identifier and returns its new spelling, or `nil` to keep it.
  static func rewritingReferences(in text: String, _ replacement: (String) -> String?) -> String {
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    var changed = false
    var index = 0
    var copiedUpTo = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard isIdentifierByte(byte), !(byte >= 48 && byte <= 57) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
      let previous = start > 0 ? bytes[start - 1] : 0
      if previous == UInt8(ascii: ".") || previous == UInt8(ascii: "@") { continue }
      var next = index
      while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
      if next < bytes.count, bytes[next] == UInt8(ascii: ":"),
        !(next + 1 < bytes.count && bytes[next + 1] == UInt8(ascii: ":"))
      {
        // A label (`(label: Int)`) or a constrained name (`T: P`) — both named by the caller.
        if !isConstraintContext(bytes, before: start) { continue }
      }
      guard let name = String(bytes: bytes[start..<index], encoding: .utf8), let new = replacement(name) else {
        continue
      }
      output += bytes[copiedUpTo..<start]
      output += Array(new.utf8)
      copiedUpTo = index
      changed = true
    }
    guard changed else { return text }
    output += bytes[copiedUpTo...]
    return String(decoding: output, as: UTF8.self)
  }

  /// An identifier followed by `:` is a label inside parentheses, and a constrained name elsewhere.
  private static func isConstraintContext(_ bytes: [UInt8], before index: Int) -> Bool {
    var depth = 0
    var position = index - 1
    while position >= 0 {
      switch bytes[position] {
      case UInt8(ascii: ">") where position > 0 && bytes[position - 1] == UInt8(ascii: "-"): break
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth += 1
      case UInt8(ascii: "<"), UInt8(ascii: "["): if depth == 0 { return true } else { depth -= 1 }
      case UInt8(ascii: "("): if depth == 0 { return false } else { depth -= 1 }
      default: break
      }
      position -= 1
    }
    return true
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 95
      || byte >= 128
  }
}

extension String {
  var trimmingBackticks: String {
    guard hasPrefix("`"), hasSuffix("`"), count > 1 else { return self }
    return String(dropFirst().dropLast())
  }

  /// The name as an argument or tuple label: bare, but for `inout`, the one keyword a label can't
  /// be unescaped.
  var asLabel: String {
    let bare = trimmingBackticks
    return bare == "inout" ? "`inout`" : bare
  }
}

extension String {
  /// A fast check before the slower scans: most types never mention `Self`.
  var containsSelfKeyword: Bool {
    // Read through the contiguous bytes: iterating `utf8` cost about 35 instructions a byte.
    var text = self
    return text.withUTF8 { bytes in
      guard bytes.count >= 4 else { return false }
      for index in 0...(bytes.count - 4)
      where bytes[index] == 83 && bytes[index + 1] == 101 && bytes[index + 2] == 108 && bytes[index + 3] == 102 {
        return true
      }
      return false
    }
  }
}
