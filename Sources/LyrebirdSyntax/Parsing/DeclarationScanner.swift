/// Reads a file's type declarations from its bytes, so files with nothing to mock skip SwiftParser.
///
/// It finds what ``DeclarationCollector`` would record for a file without protocols: declared
/// type names with their enclosing types, type-alias compositions, and final classes. Whatever it
/// can't settle from bytes alone (a protocol, `~Copyable`, an unavailable `Sendable` conformance, an
/// unusual type alias) sets ``DeclarationScan/needsTree``, and the file is parsed as before.
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

  /// What an open brace belongs to: a type body whose declarations count, or anything else.
  fileprivate enum Scope {
    case type(String)
    case opaque
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

    init(bytes: Bytes) { self.bytes = bytes }

    mutating func run() {
      while index < bytes.count, !result.needsTree {
        let byte = bytes[index]
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
          let scope = pending ?? .opaque
          scopes.append(scope)
          if case .opaque = scope { opaqueDepth += 1 }
          endDeclaration()
          index += 1
        case UInt8(ascii: "}"):
          switch scopes.popLast() {
          case nil: result.needsTree = true
          case .opaque: opaqueDepth -= 1
          case .type: break
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
        case UInt8(ascii: "~"):
          // `~Copyable`: the collector records noncopyable types from the syntax tree.
          result.needsTree = true
        case UInt8(ascii: "`"):
          result.needsTree = true
        default:
          if SourceBytes.isIdentifier(byte) {
            word()
          } else {
            index += 1
          }
        }
      }
      if !scopes.isEmpty { result.needsTree = true }
    }

    private mutating func skipLine() {
      while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
    }

    /// `#if` and friends take their line and leave the declaration being read alone.
    private mutating func directive() {
      index += 1
      let name = readIdentifier()
      if ["if", "elseif", "else", "endif", "sourceLocation", "warning", "error"].contains(name) { skipLine() }
    }

    private func peek(_ offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func endDeclaration() {
      pending = nil
      sawFinal = false
      sawUnavailable = false
    }

    /// Whether declarations here are ones the collector visits: not in a body, actor or protocol.
    private var isVisible: Bool { opaqueDepth == 0 }

    private var enclosingNames: [String] {
      scopes.compactMap { if case .type(let name) = $0 { name } else { nil } }
    }

    private mutating func attribute() {
      index += 1
      let name = readIdentifier()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return }
      let start = index
      skipBalanced()
      if name == "available",
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self).contains("unavailable")
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
      let word = readIdentifier()
      guard !isMember else {
        sawFinal = false
        return
      }
      switch word {
      case "final":
        sawFinal = true
      case "struct", "enum":
        typeDeclaration(isClass: false)
      case "class":
        typeDeclaration(isClass: true)
      case "protocol":
        // Protocols are what the collector is for; `protocol<A, B>` is an old composition.
        skipSpaces()
        if index < bytes.count, SourceBytes.isIdentifier(bytes[index]) { result.needsTree = true }
      case "actor":
        let start = index
        skipSpaces()
        if index > start, index < bytes.count, SourceBytes.isIdentifier(bytes[index]) {
          let name = readIdentifier()
          if isVisible { result.declaredTypes.append(qualified(name)) }
          pending = .opaque
        }
      case "extension":
        extensionDeclaration()
      case "import":
        skipLine()
        endDeclaration()
      case "typealias":
        typeAlias()
      case "func", "init", "deinit", "subscript", "var", "let", "case", "macro", "operator", "precedencegroup",
        "associatedtype", "if", "guard", "for", "while", "repeat", "do", "switch", "defer", "return":
        pending = .opaque
        sawFinal = false
      default:
        if !Self.modifiers.contains(word) { sawFinal = false }
      }
    }

    private static let modifiers: Set<String> = [
      "public", "private", "fileprivate", "internal", "package", "open", "static", "override", "required",
      "convenience", "dynamic", "lazy", "weak", "unowned", "nonisolated", "indirect", "mutating", "nonmutating",
      "prefix", "postfix", "infix", "distributed", "optional", "isolated", "safe", "unsafe",
    ]

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

    private mutating func typeDeclaration(isClass: Bool) {
      let keywordEnd = index
      skipSpaces()
      guard index > keywordEnd, index < bytes.count, SourceBytes.isIdentifier(bytes[index]) else {
        if isClass && index < bytes.count && bytes[index] == UInt8(ascii: "`") { result.needsTree = true }
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
      result.declaredTypes.append(qualifiedName)
      if isClass {
        if sawFinal {
          result.finalClasses.append(DeclarationScan.FinalClass(name: qualifiedName, offset: nameStart))
        } else {
          result.declaresOpenClass = true
        }
      }
      pending = .type(name)
    }

    private mutating func extensionDeclaration() {
      skipSpaces()
      let start = index
      var depth = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "<") { depth += 1 }
        if byte == UInt8(ascii: ">") { depth -= 1 }
        if depth == 0,
          byte == UInt8(ascii: ":") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "/") || startsWord("where")
        {
          break
        }
        index += 1
      }
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        .trimmingSpaces
      guard !text.isEmpty, !text.contains(" "), isVisible else {
        result.needsTree = true
        return
      }
      if sawUnavailable { result.needsTree = true }
      pending = .type(text)
    }

    private func startsWord(_ word: StaticString) -> Bool {
      let count = word.utf8CodeUnitCount
      guard index + count <= bytes.count, index == 0 || !SourceBytes.isIdentifier(bytes[index - 1]) else {
        return false
      }
      for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
      return index + count == bytes.count || !SourceBytes.isIdentifier(bytes[index + count])
    }

    /// `typealias Name = Value`: a composition or a plain name is recorded, as the collector does.
    private mutating func typeAlias() {
      skipSpaces()
      let name = readIdentifier()
      guard !name.isEmpty else {
        result.needsTree = true
        return
      }
      let isGeneric = index < bytes.count && bytes[index] == UInt8(ascii: "<")
      if isVisible { result.declaredTypes.append(qualified(name)) }
      while index < bytes.count, bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: "\n") { index += 1 }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        result.needsTree = true
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
      if continuesOnNextLine() || value.isEmpty {
        result.needsTree = true
        return
      }
      switch TypeAliasValue(value) {
      case .composition(let components):
        result.compositions.append(TypeComposition(name: qualified(name), components: components))
      case .name where !isGeneric:
        guard let component = TypeAliasValue.inherited(value) else {
          result.needsTree = true
          return
        }
        result.compositions.append(TypeComposition(name: qualified(name), components: [component]))
      case .name, .other:
        break
      case .unsure:
        result.needsTree = true
      }
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
