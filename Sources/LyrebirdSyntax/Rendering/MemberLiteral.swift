/// `.method("chirp(volume:)")`, with the name escaped as a string literal.
enum MemberLiteral {
  static func method(_ name: String) -> CodeText { ".method(\(quoted(name)))" }
  static func getter(_ name: String) -> CodeText { ".getter(\(quoted(name)))" }
  static func setter(_ name: String) -> CodeText { ".setter(\(quoted(name)))" }
  static func subscriptGetter(_ name: String) -> CodeText { ".subscriptGetter(\(quoted(name)))" }
  static func subscriptSetter(_ name: String) -> CodeText { ".subscriptSetter(\(quoted(name)))" }
  static func initializer(_ name: String) -> CodeText { ".initializer(\(quoted(name)))" }
  /// `.method("make()", returning: (T).self)`: a member named for the result type of each call.
  static func method(_ name: String, returning type: String) -> CodeText {
    ".method(\(quoted(name)), returning: (\(type)).self)"
  }

  static func quoted(_ text: String) -> CodeText {
    // Read through the contiguous bytes: iterating `utf8` cost about 35 instructions a byte.
    var contiguous = text
    let plain = contiguous.withUTF8 { bytes -> CodeText? in
      guard !bytes.contains(where: { $0 == 34 || $0 == 92 || $0 == 10 }) else { return nil }
      var quoted = CodeText(bytes: [])
      quoted.bytes.reserveCapacity(bytes.count + 2)
      quoted.bytes.append(34)
      quoted.bytes.append(contentsOf: bytes)
      quoted.bytes.append(34)
      return quoted
    }
    if let plain { return plain }
    var escaped = "\""
    for character in text {
      switch character {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      default: escaped.append(character)
      }
    }
    return CodeText(escaped + "\"")
  }
}

enum OperatorNames {
  static let words: [Character: String] = [
    "+": "Plus", "-": "Minus", "*": "Star", "/": "Slash", "%": "Percent", "=": "Equal", "<": "Less",
    ">": "Greater", "!": "Bang", "&": "Ampersand", "|": "Pipe", "^": "Caret", "~": "Tilde", "?": "Question",
    ".": "Dot",
  ]
}
