/// The value a Mockolo-shaped mock returns, or starts a property with, when a test set nothing.
///
/// Mockolo's table: zeros, `false`, `""`, `nil` for optionals, empty collections, tuples of
/// defaults, and a few Foundation values; any other type has none, and its handler must be set.
package enum MockoloDefaults {
  /// The default for `type` as written in the model; `nil` when it has none.
  package static func value(for type: String) -> String? {
    let type = type.trimmingSpaces
    if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<") {
      return "nil"
    }
    if let elements = tupleElements(type) {
      if elements.isEmpty { return "()" }
      var values: [String] = []
      for element in elements {
        guard let value = value(for: element) else { return nil }
        values.append(value)
      }
      return "(\(values.joined(separator: ", ")))"
    }
    if type.hasPrefix("[") && type.hasSuffix("]") { return "\(type)()" }
    for collection in ["Array<", "Set<", "Dictionary<"] {
      if type.hasPrefix(collection) || type.hasPrefix("Swift." + collection) { return "\(type)()" }
    }
    var bare = Substring(type)
    for module in ["Swift.", "Foundation."] where bare.hasPrefix(module) { bare = bare.dropFirst(module.count) }
    return table[String(bare)]
  }

  private static let table: [String: String] = [
    "Int": "0", "Int8": "0", "Int16": "0", "Int32": "0", "Int64": "0",
    "UInt": "0", "UInt8": "0", "UInt16": "0", "UInt32": "0", "UInt64": "0",
    "Float": "0.0", "Double": "0.0", "CGFloat": "0.0", "TimeInterval": "0.0",
    "Bool": "false", "String": "\"\"", "Character": "\" \"",
    "Void": "()", "()": "()",
    "Data": "Foundation.Data()", "Date": "Foundation.Date()", "UUID": "Foundation.UUID()",
    "URL": "Foundation.URL(fileURLWithPath: \"\")",
  ]

  /// A tuple's element types, labels dropped; `nil` for a type that isn't a tuple (a closure or a
  /// parenthesized type included).
  private static func tupleElements(_ type: String) -> [String]? {
    guard type.hasPrefix("("), type.hasSuffix(")"), !type.contains("->") else { return nil }
    let inner = type.dropFirst().dropLast()
    var elements: [String] = []
    var depth = 0
    var current = ""
    for character in inner {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      default: break
      }
      if character == "," && depth == 0 {
        elements.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.allSatisfy(\.isWhitespace) { elements.append(current) }
    guard elements.count != 1 else { return nil }
    return elements.map { element in
      // `(x: Int, y: Int)`: a label is an identifier and a colon at depth zero.
      if let colon = element.firstIndex(of: ":"), !element[..<colon].contains(where: { "[<(".contains($0) }) {
        return String(element[element.index(after: colon)...]).trimmingSpaces
      }
      return element.trimmingSpaces
    }
  }

}
