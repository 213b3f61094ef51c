/// Reads declarations from a ``SourceCursor``: keywords, names, attributes and the braces of the
/// bodies they open, into a ``DeclarationScan``.
///
/// The cursor steps over comments, strings and bracketed groups; this decides what the words
/// between them declare, and which bodies are types' (read) or anything else's (skipped).
struct DeclarationReader {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  var cursor: SourceCursor
  var result = DeclarationScan()
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

  init(cursor: SourceCursor) {
    self.cursor = cursor
  }

  /// The cursor's bytes, which the declarations' headers are compared with byte by byte.
  var bytes: Bytes { cursor.bytes }

  /// The cursor's position.
  var index: Int {
    get { cursor.index }
    set { cursor.index = newValue }
  }

  mutating func run() {
    while index < bytes.count, !result.needsWholeTree {
      if !isVisible {
        // Most of a file is bodies: step over them to the next byte the switch below reads there.
        cursor.skipToBodyDelimiter()
        guard index < bytes.count else { break }
      }
      let byte = bytes[index]
      // Indentation and line breaks are most of the bytes outside bodies: skip them before the switch.
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: "/"):
        cursor.skipLine()
      case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: "*"):
        cursor.skipBlockComment()
      case UInt8(ascii: "#") where cursor.peek(1).map(SourceBytes.isIdentifier) == true:
        directive()
      case UInt8(ascii: "\""), UInt8(ascii: "#"):
        cursor.skipString()
      case UInt8(ascii: "{"):
        openBrace()
      case UInt8(ascii: "}"):
        closeBrace()
      case _ where !isVisible:
        // Inside a body only braces, comments and strings matter.
        index += 1
      case UInt8(ascii: ";"):
        endDeclaration()
        index += 1
      case UInt8(ascii: "("), UInt8(ascii: "["):
        cursor.skipBalanced()
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

  private mutating func openBrace() {
    var scope = pending ?? .opaque
    if case .type(var type) = scope {
      type.brace = index
      scope = .type(type)
    }
    scopes.append(scope)
    if scope.isOpaque { opaqueDepth += 1 }
    endDeclaration()
    index += 1
  }

  private mutating func closeBrace() {
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

  /// `#if` and friends take their line and leave the declaration being read alone.
  ///
  /// A top-level `#if`, `#elseif`, `#else` or `#endif` line joins the outline, as the conditions
  /// of the imports and protocols it encloses; a condition that goes on past its line needs the
  /// whole tree.
  private mutating func directive() {
    let start = index
    index += 1
    let name = cursor.readIdentifier()
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
      cursor.skipLine()
      return
    }
    if !cursor.startsLine(start) || (isCondition && !HeaderBytes.conditionEndsOnItsLine(bytes, from: index)) {
      result.needsWholeTree = true
    }
    cursor.skipLine()
    result.outline.append(start..<index)
  }

  mutating func endDeclaration() {
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
  var isVisible: Bool { opaqueDepth == 0 }

  var enclosingNames: [String] {
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
    let name = cursor.readIdentifier()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return }
    let start = index
    cursor.skipBalanced()
    if name == "available",
      SourceBytes.contains("unavailable", in: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    {
      sawUnavailable = true
    }
  }

  private mutating func word() {
    let isMember = cursor.followsDot
    let wordStart = index
    cursor.skipIdentifier()
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
      cursor.skipSpaces()
      if index < bytes.count, SourceBytes.isIdentifier(bytes[index]) { protocolDeclaration(start: start) }
      if index < bytes.count, bytes[index] == UInt8(ascii: "`") { result.needsWholeTree = true }
    case .actor:
      actorDeclaration()
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

  func qualified(_ name: String) -> String {
    (enclosingNames + [name]).joined(separator: ".")
  }

  /// Whether the scan is inside an outlined class, whose range the class outline keeps.
  var isInClassOutline: Bool {
    scopes.contains { if case .classBody = $0 { true } else { false } }
  }

  /// Records a declared type, and whether an outline of the file's protocols and top-level
  /// classes declares it (``DeclarationScan/outlinedTypes``).
  mutating func declare(_ name: String, outlined: Bool = false) {
    result.declaredTypes.append(name)
    if outlined || isInClassOutline { result.outlinedTypes.append(name) }
  }
}
