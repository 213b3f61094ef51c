/// Reads a file's type declarations from its bytes, so files with nothing to mock skip SwiftParser.
///
/// It finds what ``DeclarationCollector`` would record for a file without protocols: declared
/// type names with their enclosing types, type-alias compositions, unavailable `Sendable`
/// conformances and final classes. Whatever it can't settle from bytes alone (a noncopyable
/// struct or enum, an unusual type alias, a nested protocol) sets
/// ``DeclarationScan/needsWholeTree``, and the file is parsed as before. A top-level protocol or
/// class doesn't stop the scan: it is recorded with its byte range, so only those declarations,
/// the imports and `#if` lines need parsing (``DeclarationOutline``).
enum DeclarationScanner {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  static func scan(_ source: String) -> DeclarationScan {
    var source = source
    return source.withUTF8 { bytes in
      var scanner = Scanner(bytes: bytes)
      scanner.run()
      return scanner.result
    }
  }

  /// A struct, enum or extension body: its name, and where its header and body start, so the
  /// class outline can keep the header and closing brace around a class nested in it.
  fileprivate struct TypeScope {
    var name: String
    var start: Int
    var brace = 0
    var declaresType: Bool
    /// Whether the outline keeps this type's header, for a class nested in it.
    var isOutlined = false
    /// Whether its declaration starts its line, as an outlined header must.
    var startsLine: Bool
  }

  /// What an open brace belongs to: a type body whose declarations count, or anything else.
  fileprivate enum Scope {
    case type(TypeScope)
    case opaque
    /// A top-level protocol's body, opaque too; its declaration started at the offset.
    case protocolBody(Int)
    /// An outlined class's body, read as a type's; its declaration started at the offset.
    case classBody(String, Int)

    var isOpaque: Bool {
      switch self {
      case .type, .classBody: false
      case .opaque, .protocolBody: true
      }
    }
  }

  fileprivate struct Scanner {
    let bytes: Bytes
    var result = DeclarationScan()
    var index = 0
    var scopes: [Scope] = []
    /// How many of `scopes` are opaque, so the per-byte check in a body is one comparison.
    var opaqueDepth = 0
    /// The type whose body the next `{` opens, or `.opaque` after `func`, `var`, `actor`, ….
    var pending: Scope?
    /// Whether the modifiers read since the last declaration boundary include `final`.
    var sawFinal = false
    /// Whether an `@available(…, unavailable)` precedes the next declaration.
    var sawUnavailable = false
    /// Where the top-level declaration being read starts: its first attribute or modifier.
    var declarationStart: Int?
    /// Where the nested declaration being read starts: its first attribute or modifier.
    var memberStart: Int?
    /// `#if`s open inside types, outside outlined classes: a class nested in one isn't outlined.
    var conditionsInTypes = 0
    /// `#if`s open at the top level: a type alias in one is settled by the collector, which knows
    /// which clause the compiler takes.
    var topLevelConditions = 0

    /// Where the text starts: after a byte-order mark, which is not part of the first word.
    let textStart: Int

    init(bytes: Bytes) {
      self.bytes = bytes
      textStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      index = textStart
    }

    mutating func run() {
      while index < bytes.count, !result.needsWholeTree {
        if !isVisible {
          // Most of a file is bodies: step over them to the next byte the switch below reads there.
          index = SourceBytes.nextBodyDelimiter(bytes, from: index)
          guard index < bytes.count else { break }
        }
        let byte = bytes[index]
        // Indentation and line breaks are most of the bytes outside bodies: skip them before the switch.
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
          index += 1
          continue
        }
        switch byte {
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
          skipLine()
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
          index = SourceBytes.skipBlockComment(bytes, from: index)
        case UInt8(ascii: "#") where peek(1).map(SourceBytes.isIdentifier) == true:
          directive()
        case UInt8(ascii: "\""), UInt8(ascii: "#"):
          index = SourceBytes.skipString(bytes, from: index)
        case UInt8(ascii: "{"):
          var scope = pending ?? .opaque
          if case .type(var type) = scope {
            type.brace = index
            scope = .type(type)
          }
          scopes.append(scope)
          if scope.isOpaque { opaqueDepth += 1 }
          endDeclaration()
          index += 1
        case UInt8(ascii: "}"):
          switch scopes.popLast() {
          case nil: result.needsWholeTree = true
          case .opaque: opaqueDepth -= 1
          case .protocolBody(let start):
            opaqueDepth -= 1
            result.outline.append(start..<(index + 1))
          case .classBody(_, let start):
            result.classOutline.append(start..<(index + 1))
          case .type(let type):
            // The header and closing brace of a type a class outlined inside it is nested in.
            if type.isOutlined { result.classOutline += [type.start..<(type.brace + 1), index..<(index + 1)] }
          }
          endDeclaration()
          index += 1
        case _ where !isVisible:
          // Inside a body only braces, comments and strings matter.
          index += 1
        case UInt8(ascii: ";"):
          endDeclaration()
          index += 1
        case UInt8(ascii: "("), UInt8(ascii: "["):
          skipBalanced()
        case UInt8(ascii: "@"):
          attribute()
        case UInt8(ascii: "`"):
          escapedIdentifier()
        default:
          if SourceBytes.isIdentifier(byte) {
            word()
          } else {
            index += 1
          }
        }
      }
      if !scopes.isEmpty { result.needsWholeTree = true }
    }

    /// `` `default` ``: a name, never a keyword; a type declared with one needs the whole tree.
    private mutating func escapedIdentifier() {
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "`") {
        if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
          result.needsWholeTree = true
          return
        }
        index += 1
      }
      index += 1
      sawFinal = false
      declarationStart = nil
      memberStart = nil
    }

    private mutating func skipLine() {
      index = SourceBytes.nextLineBreak(bytes, from: index)
    }

    /// `#if` and friends take their line and leave the declaration being read alone.
    ///
    /// A top-level `#if`, `#elseif`, `#else` or `#endif` line joins the outline, as the conditions
    /// of the imports and protocols it encloses; a condition that goes on past its line needs the
    /// whole tree.
    private mutating func directive() {
      let start = index
      index += 1
      let name = readIdentifier()
      guard ["if", "elseif", "else", "endif", "sourceLocation", "warning", "error"].contains(name) else { return }
      let isCondition = name == "if" || name == "elseif"
      // An attribute inside `#if` is one the collector doesn't read.
      if sawUnavailable || declarationStart != nil { result.needsWholeTree = true }
      if !scopes.isEmpty && !isInClassOutline {
        if name == "if" { conditionsInTypes += 1 }
        if name == "endif" { conditionsInTypes = max(0, conditionsInTypes - 1) }
      }
      if scopes.isEmpty && name == "if" { topLevelConditions += 1 }
      if scopes.isEmpty && name == "endif" { topLevelConditions = max(0, topLevelConditions - 1) }
      guard scopes.isEmpty, isCondition || name == "else" || name == "endif" else {
        skipLine()
        return
      }
      if !startsLine(start) || (isCondition && !HeaderBytes.conditionEndsOnItsLine(bytes, from: index)) {
        result.needsWholeTree = true
      }
      skipLine()
      result.outline.append(start..<index)
    }

    /// Whether only spaces and tabs stand between the start of its line, or a `;` or `}`, and `offset`.
    private func startsLine(_ offset: Int) -> Bool {
      var before = offset - 1
      while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
      guard before >= textStart else { return true }
      return "\n\r;}".utf8.contains(bytes[before])
    }

    private func peek(_ offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func endDeclaration() {
      pending = nil
      sawFinal = false
      sawUnavailable = false
      declarationStart = nil
      memberStart = nil
    }

    /// Marks `offset` as the start of a top-level declaration, unless one is being read already.
    private mutating func noteDeclarationStart(_ offset: Int) {
      if declarationStart == nil && scopes.isEmpty { declarationStart = offset }
      if memberStart == nil && !scopes.isEmpty { memberStart = offset }
    }

    /// Whether declarations here are ones the collector visits: not in a body, actor or protocol.
    private var isVisible: Bool { opaqueDepth == 0 }

    private var enclosingNames: [String] {
      scopes.compactMap {
        switch $0 {
        case .type(let type): type.name
        case .classBody(let name, _): name
        case .opaque, .protocolBody: nil
        }
      }
    }

    private mutating func attribute() {
      noteDeclarationStart(index)
      index += 1
      let name = readIdentifier()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return }
      let start = index
      skipBalanced()
      if name == "available",
        SourceBytes.contains("unavailable", in: UnsafeBufferPointer(rebasing: bytes[start..<index]))
      {
        sawUnavailable = true
      }
    }

    /// Skips a parenthesized or bracketed group, with its comments, strings and closures.
    private mutating func skipBalanced() {
      var depth = 0
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
          index += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          index += 1
          if depth == 0 { return }
        case UInt8(ascii: "\""), UInt8(ascii: "#"):
          index = SourceBytes.skipString(bytes, from: index)
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
          index = SourceBytes.skipBlockComment(bytes, from: index)
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
          skipLine()
        default:
          index += 1
        }
      }
    }

    private mutating func readIdentifier() -> String {
      let start = index
      while index < bytes.count, SourceBytes.isIdentifier(bytes[index]) { index += 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private var followsDot: Bool {
      var before = index - 1
      while before >= 0, bytes[before] == UInt8(ascii: " ") { before -= 1 }
      return before >= 0 && bytes[before] == UInt8(ascii: ".")
    }

    private mutating func word() {
      let isMember = followsDot
      let wordStart = index
      while index < bytes.count, SourceBytes.isIdentifier(bytes[index]) { index += 1 }
      guard !isMember else {
        sawFinal = false
        declarationStart = nil
        memberStart = nil
        return
      }
      let word = ScannedWord(UnsafeBufferPointer(rebasing: bytes[wordStart..<index]))
      let start = declarationStart ?? wordStart
      let typeStart = declarationStart ?? memberStart ?? wordStart
      let unavailable = sawUnavailable
      if word == .modifier || word == .final {
        noteDeclarationStart(wordStart)
      } else {
        // Any other word ends the attributes and modifiers of the declaration being read.
        declarationStart = nil
        memberStart = nil
        sawUnavailable = false
      }
      switch word {
      case .final:
        sawFinal = true
      case .structOrEnum:
        typeDeclaration(isClass: false, start: typeStart)
      case .class:
        typeDeclaration(isClass: true, start: typeStart)
      case .protocol:
        // Protocols are what the collector is for; `protocol<A, B>` is an old composition.
        skipSpaces()
        if index < bytes.count, SourceBytes.isIdentifier(bytes[index]) { protocolDeclaration(start: start) }
        if index < bytes.count, bytes[index] == UInt8(ascii: "`") { result.needsWholeTree = true }
      case .actor:
        let start = index
        skipSpaces()
        if index > start, index < bytes.count, bytes[index] == UInt8(ascii: "`") { result.needsWholeTree = true }
        if index > start, index < bytes.count, SourceBytes.isIdentifier(bytes[index]) {
          let name = readIdentifier()
          if isVisible { declare(qualified(name)) }
          pending = .opaque
        }
      case .extension:
        extensionDeclaration(unavailable: unavailable, start: typeStart)
      case .import:
        importDeclaration(start: start)
        endDeclaration()
      case .typealias:
        typeAlias()
      case .opensOpaqueBody:
        pending = .opaque
        sawFinal = false
      case .modifier:
        break
      case .other:
        sawFinal = false
      }
    }

    private static let classMemberKeywords: Set<String> = [
      "func", "var", "let", "subscript", "override", "final", "static", "public", "private", "fileprivate",
      "internal", "package", "open", "nonisolated", "dynamic", "required", "convenience", "class", "init",
    ]

    private mutating func skipSpaces() {
      while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
        index += 1
      }
    }

    private func qualified(_ name: String) -> String {
      (enclosingNames + [name]).joined(separator: ".")
    }

    /// A top-level protocol is recorded with its body's scope, which adds it to the outline when
    /// it closes; a nested one needs the whole tree, for its enclosing types.
    private mutating func protocolDeclaration(start: Int) {
      let name = readIdentifier()
      guard scopes.isEmpty, startsLine(start) else {
        result.needsWholeTree = true
        return
      }
      declare(name, outlined: true)
      result.protocols.append(name)
      pending = .protocolBody(start)
    }

    /// An import's line joins the outline; one that shares its line with a `;` or a block comment
    /// needs the whole tree.
    private mutating func importDeclaration(start: Int) {
      while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
        if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") { break }
        if bytes[index] == UInt8(ascii: ";") || (bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*")) {
          result.needsWholeTree = true
        }
        index += 1
      }
      skipLine()
      guard scopes.isEmpty, startsLine(start) else {
        result.needsWholeTree = true
        return
      }
      result.outline.append(start..<index)
    }

    private mutating func typeDeclaration(isClass: Bool, start: Int) {
      let keywordEnd = index
      skipSpaces()
      guard index > keywordEnd, index < bytes.count, SourceBytes.isIdentifier(bytes[index]) else {
        if index < bytes.count && bytes[index] == UInt8(ascii: "`") { result.needsWholeTree = true }
        return
      }
      let nameStart = index
      let name = readIdentifier()
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
      let isOutlinedClass = isClass && !isInClassOutline && startsLine(start) && outlineEnclosingTypes()
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
        : .type(TypeScope(name: name, start: start, declaresType: true, startsLine: startsLine(start)))
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

    /// Whether the scan is inside an outlined class, whose range the class outline keeps.
    private var isInClassOutline: Bool {
      scopes.contains { if case .classBody = $0 { true } else { false } }
    }

    /// Records a declared type, and whether an outline of the file's protocols and top-level
    /// classes declares it (``DeclarationScan/outlinedTypes``).
    private mutating func declare(_ name: String, outlined: Bool = false) {
      result.declaredTypes.append(name)
      if outlined || isInClassOutline { result.outlinedTypes.append(name) }
    }

    private mutating func extensionDeclaration(unavailable: Bool, start declarationStart: Int) {
      skipSpaces()
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
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        .trimmingSpaces
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
        TypeScope(name: text, start: declarationStart, declaresType: false, startsLine: startsLine(declarationStart)))
    }

    /// `typealias Name = Value`: a composition or a plain name is recorded, as the collector does.
    private mutating func typeAlias() {
      skipSpaces()
      let name = readIdentifier()
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
      let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self).trimmingSpaces
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
      if peek(0) == UInt8(ascii: "/") {
        guard peek(1) == UInt8(ascii: "/") else { return true }
        skipLine()
      }
      var next = index
      while next < bytes.count, [9, 10, 13, 32].contains(bytes[next]) { next += 1 }
      guard next < bytes.count else { return false }
      return [UInt8(ascii: "&"), UInt8(ascii: "."), UInt8(ascii: "<"), UInt8(ascii: "-"), UInt8(ascii: "?")]
        .contains(bytes[next])
    }
  }
}
