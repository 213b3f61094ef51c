import Foundation

/// Finds the types tests mock, for pruning: `mock(Bird.self)`, `mock((any Bird).self)`, `BirdMock`,
/// and Cuckoo's `MockBird` and `BirdStub`.
enum ReferenceScanner {
  static func referencedTypes(in paths: [String]) -> Set<String> {
    var names: Set<String> = []
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        continue
      }
      names.formUnion(referencedTypes(inSource: text))
    }
    return names
  }

  static func referencedTypes(inSource text: String) -> Set<String> {
    var names: Set<String> = []
    let identifiers = tokens(text)
    for (index, token) in identifiers.enumerated() {
      if token.hasSuffix("Mock"), token.count > 4 { names.insert(String(token.dropLast(4))) }
      // Cuckoo's `MockBird` and `BirdStub`.
      if token.hasPrefix("Mock"), token.count > 4, token.dropFirst(4).first?.isUppercase == true {
        names.insert(String(token.dropFirst(4)))
      }
      if token.hasSuffix("Stub"), token.count > 4 { names.insert(String(token.dropLast(4))) }
      // `mock ( ( any Bird ) . self )` and `mock ( Bird . self )`.
      guard token == "mock", index + 1 < identifiers.count, identifiers[index + 1] == "(" else { continue }
      var cursor = index + 2
      var qualified = ""
      while cursor < identifiers.count, ["(", "any"].contains(identifiers[cursor]) { cursor += 1 }
      while cursor < identifiers.count, let first = identifiers[cursor].first, first.isLetter || first == "_" {
        qualified += identifiers[cursor]
        guard cursor + 2 < identifiers.count, identifiers[cursor + 1] == ".", identifiers[cursor + 2] != "self" else {
          break
        }
        qualified += "."
        cursor += 2
      }
      if !qualified.isEmpty { names.insert(qualified) }
    }
    return names
  }

  private static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if !current.isEmpty {
          tokens.append(current)
          current = ""
        }
        if !character.isWhitespace { tokens.append(String(character)) }
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }
}
