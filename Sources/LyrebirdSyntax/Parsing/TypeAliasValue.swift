/// How the collector would read a type alias's value, from its text alone.
enum TypeAliasValue: Equatable {
  /// `A & B`: the components, read as the parser would.
  case composition([InheritedType])
  /// `Name`, `Outer.Name` or `Name<Argument>`: one type that a protocol may refine.
  case name
  /// Anything else (a function, a tuple, an optional, `any P`): never a refinement.
  case other
  /// Text the scan can't classify the way the parser would; the file is parsed.
  case unsure

  init(_ text: String) {
    let bytes = Array(text.utf8)
    var components: [String] = []
    var depth = 0
    var start = 0
    for (index, byte) in bytes.enumerated() {
      switch byte {
      case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: "&") where depth == 0:
        components.append(String(decoding: bytes[start..<index], as: UTF8.self))
        start = index + 1
      default: break
      }
    }
    components.append(String(decoding: bytes[start...], as: UTF8.self))
    let trimmed = components.map { $0.trimmingSpaces }
    if trimmed.count > 1 {
      // Only plain names joined by `&` are certainly a composition as the parser reads it.
      let components = trimmed.compactMap(Self.inherited)
      self = components.count == trimmed.count ? .composition(components) : .unsure
    } else if text.hasSuffix(".Type") || text.hasSuffix(".Protocol") {
      self = .other
    } else if Self.isPlainName(text) {
      self = .name
    } else if Self.isCertainlyOther(text) {
      self = .other
    } else {
      self = .unsure
    }
  }

  /// A plain name as ``TypeShapeReader`` reads it; `nil` unless generic arguments come last.
  static func inherited(_ text: String) -> InheritedType? {
    guard isPlainName(text) else { return nil }
    guard let open = text.firstIndex(of: "<") else { return InheritedType(text: text, name: text) }
    guard text.last == ">", !text[open...].contains(".") else { return nil }
    var arguments: [String] = []
    var depth = 0
    var current = ""
    for character in text[text.index(after: open)..<text.index(before: text.endIndex)] {
      switch character {
      case "<": depth += 1
      case ">": depth -= 1
      case "," where depth == 0:
        arguments.append(current.trimmingSpaces)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    arguments.append(current.trimmingSpaces)
    return InheritedType(text: text, name: String(text[..<open]).trimmingSpaces, arguments: arguments)
  }

  /// `Name`, `A.B`, or either with generic arguments made of names.
  private static func isPlainName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    var angle = 0
    for scalar in text.unicodeScalars {
      switch scalar {
      case "<": angle += 1
      case ">": angle -= 1
      case ".", "_": break
      case "," where angle > 0, " " where angle > 0: break
      default:
        guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil else { return false }
      }
      if angle < 0 { return false }
    }
    return angle == 0 && !text.hasPrefix("any ") && !text.hasPrefix("some ")
  }

  private static func isCertainlyOther(_ text: String) -> Bool {
    text.hasSuffix("?") && isPlainName(String(text.dropLast())) || text.contains("->") && !text.contains("&")
      || text.hasPrefix("[") && !text.contains("&")
  }
}
