/// The declarations that name types: protocols, classes, structs, enums, actors and extensions,
/// and imports, whose lines the outline keeps beside them.
extension DeclarationReader {
  private static let classMemberKeywords: Set<String> = [
    "func", "var", "let", "subscript", "override", "final", "static", "public", "private", "fileprivate",
    "internal", "package", "open", "nonisolated", "dynamic", "required", "convenience", "class", "init",
  ]

  /// A top-level protocol is recorded with its body's scope, which adds it to the outline when
  /// it closes; a nested one needs the whole tree, for its enclosing types.
  mutating func protocolDeclaration(start: Int) {
    let name = cursor.readIdentifier()
    guard scopes.isEmpty, cursor.startsLine(start) else {
      result.needsWholeTree = true
      return
    }
    declare(name, outlined: true)
    result.protocols.append(name)
    pending = .protocolBody(start)
  }

  /// An actor is declared, and its body is opaque: the collector doesn't read its members.
  mutating func actorDeclaration() {
    let start = index
    cursor.skipSpaces()
    if index > start, index < bytes.count, bytes[index] == UInt8(ascii: "`") { result.needsWholeTree = true }
    if index > start, index < bytes.count, SourceBytes.isIdentifier(bytes[index]) {
      let name = cursor.readIdentifier()
      if isVisible { declare(qualified(name)) }
      pending = .opaque
    }
  }

  /// An import's line joins the outline; one that shares its line with a `;` or a block comment
  /// needs the whole tree.
  mutating func importDeclaration(start: Int) {
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
      if bytes[index] == UInt8(ascii: "/"), cursor.peek(1) == UInt8(ascii: "/") { break }
      if bytes[index] == UInt8(ascii: ";") || (bytes[index] == UInt8(ascii: "/") && cursor.peek(1) == UInt8(ascii: "*"))
      {
        result.needsWholeTree = true
      }
      index += 1
    }
    cursor.skipLine()
    guard scopes.isEmpty, cursor.startsLine(start) else {
      result.needsWholeTree = true
      return
    }
    result.outline.append(start..<index)
  }

  mutating func typeDeclaration(isClass: Bool, start: Int) {
    let keywordEnd = index
    cursor.skipSpaces()
    guard index > keywordEnd, index < bytes.count, SourceBytes.isIdentifier(bytes[index]) else {
      if index < bytes.count && bytes[index] == UInt8(ascii: "`") { result.needsWholeTree = true }
      return
    }
    let nameStart = index
    let name = cursor.readIdentifier()
    if isClass && Self.classMemberKeywords.contains(name) {
      // `class func`, `class var`: a modifier, not a declaration.
      index = nameStart
      return
    }
    if name.first.map({ $0.isNumber }) == true { return }
    guard isVisible else {
      pending = .opaque
      return
    }
    let qualifiedName = qualified(name)
    // A class is outlined whole, inside the headers of the types it is nested in.
    let isOutlinedClass = isClass && !isInClassOutline && cursor.startsLine(start) && outlineEnclosingTypes()
    if isClass && !isOutlinedClass && !isInClassOutline { result.classesNeedWholeTree = true }
    declare(qualifiedName, outlined: isOutlinedClass)
    // A noncopyable type is left to the tree, as before the scan read headers: such files often
    // use syntax newer than SwiftParser's, and its errors are reported. `~Copyable` elsewhere
    // (a function's generic parameters, a `where` clause) doesn't matter to the collector.
    if !isClass && HeaderBytes.suppressesCopyable(bytes, from: index) != false { result.needsWholeTree = true }
    if isClass {
      if sawFinal {
        result.finalClasses.append(DeclarationScan.FinalClass(name: qualifiedName, offset: nameStart))
      } else {
        result.declaresOpenClass = true
      }
    }
    pending =
      isOutlinedClass
      ? .classBody(name, start)
      : .type(TypeScope(name: name, start: start, declaresType: true, startsLine: cursor.startsLine(start)))
  }

  /// Keeps the headers of the types enclosing a class about to be outlined, recording the names
  /// they declare in order; `false` when one can't be kept: a header that doesn't start its line,
  /// or an `#if` inside one, whose condition the outline would lose.
  private mutating func outlineEnclosingTypes() -> Bool {
    guard conditionsInTypes == 0 else { return false }
    for case .type(let type) in scopes where !type.startsLine { return false }
    // Outside a class outline and a body, every scope is a type's.
    let names = enclosingNames
    for (position, scope) in scopes.enumerated() {
      guard case .type(var type) = scope, !type.isOutlined else { continue }
      type.isOutlined = true
      scopes[position] = .type(type)
      if type.declaresType { result.outlinedTypes.append(names[...position].joined(separator: ".")) }
    }
    return true
  }

  mutating func extensionDeclaration(unavailable: Bool, start declarationStart: Int) {
    cursor.skipSpaces()
    let start = index
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") { depth += 1 }
      if byte == UInt8(ascii: ">") { depth -= 1 }
      if depth == 0,
        byte == UInt8(ascii: ":") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "\n")
          || byte == UInt8(ascii: "/") || SourceBytes.startsWord(bytes, "where", at: index)
      {
        break
      }
      index += 1
    }
    let text = cursor.text(start..<index).trimmingSpaces
    guard !text.isEmpty, !text.utf8.contains(UInt8(ascii: " ")), isVisible else {
      result.needsWholeTree = true
      return
    }
    if unavailable {
      switch HeaderBytes.inheritsSendable(bytes, at: index) {
      case true?: result.sendableUnavailable.append(qualified(text))
      case false?: break
      case nil: result.needsWholeTree = true
      }
    }
    pending = .type(
      TypeScope(
        name: text, start: declarationStart, declaresType: false, startsLine: cursor.startsLine(declarationStart)))
  }
}
