/// `typealias Name = Value`: a composition or a plain name is recorded, as the collector does,
/// and a value the bytes can't settle leaves the file to the tree.
extension DeclarationReader {
  mutating func typeAlias() {
    cursor.skipSpaces()
    let name = cursor.readIdentifier()
    guard !name.isEmpty else {
      result.needsWholeTree = true
      return
    }
    let isGeneric = index < bytes.count && bytes[index] == UInt8(ascii: "<")
    if isVisible { declare(qualified(name)) }
    while index < bytes.count, bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: "\n") { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
      result.needsWholeTree = true
      return
    }
    index += 1
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}")
        || byte == UInt8(ascii: "{") || (byte == UInt8(ascii: "/") && index + 1 < bytes.count)
        || byte == UInt8(ascii: "\r")
      {
        break
      }
      index += 1
    }
    let value = cursor.text(start..<index).trimmingSpaces
    guard isVisible else { return }
    if TypeAliasValue.openBrackets(value) > 0 {
      // `(\n  key: Key,\n  value: Value\n)`: a value over several lines is read whole, and
      // settled only when the collector would record nothing for it.
      guard let value = continuedValue(from: start), !continuesOnNextLine(), TypeAliasValue(value) == .other else {
        result.needsWholeTree = true
        return
      }
      return
    }
    if continuesOnNextLine() || value.isEmpty {
      result.needsWholeTree = true
      return
    }
    let aliasValue = TypeAliasValue(value)
    if topLevelConditions + conditionsInTypes > 0, aliasValue != .other {
      result.needsWholeTree = true
      return
    }
    switch aliasValue {
    case .composition(let components):
      result.compositions.append(TypeComposition(name: qualified(name), components: components))
    case .name where !isGeneric:
      guard let component = TypeAliasValue.inherited(value) else {
        result.needsWholeTree = true
        return
      }
      result.compositions.append(TypeComposition(name: qualified(name), components: [component]))
    case .name, .other:
      break
    case .unsure:
      result.needsWholeTree = true
    }
  }

  /// A type alias's value from `start` to the line where its brackets close, line breaks read as
  /// spaces; `nil` when a comment, brace, string or the end of the file comes first.
  private mutating func continuedValue(from start: Int) -> String? {
    var text: [UInt8] = []
    index = start
    while index < bytes.count {
      let lineEnd = SourceBytes.nextLineBreak(bytes, from: index)
      let line = UnsafeBufferPointer(rebasing: bytes[index..<lineEnd])
      guard !line.contains(where: "/{};\"#".utf8.contains) else { return nil }
      text += line
      index = lineEnd
      let value = String(decoding: text, as: UTF8.self)
      switch TypeAliasValue.openBrackets(value) {
      case 0: return value.trimmingSpaces
      case ..<0: return nil
      default:
        text.append(UInt8(ascii: " "))
        index += 1
      }
    }
    return nil
  }

  /// A value that goes on after a line break (`= A\n  & B`), or holds a block comment, is left to the parser.
  private mutating func continuesOnNextLine() -> Bool {
    if cursor.peek(0) == UInt8(ascii: "/") {
      guard cursor.peek(1) == UInt8(ascii: "/") else { return true }
      cursor.skipLine()
    }
    var next = index
    while next < bytes.count, [9, 10, 13, 32].contains(bytes[next]) { next += 1 }
    guard next < bytes.count else { return false }
    return [UInt8(ascii: "&"), UInt8(ascii: "."), UInt8(ascii: "<"), UInt8(ascii: "-"), UInt8(ascii: "?")]
      .contains(bytes[next])
  }
}
