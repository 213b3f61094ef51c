import SwiftSyntax

/// Reads the model of an outline of top-level protocols without SwiftParser, when every
/// declaration in it is plain: imports, and protocols of `var … { get [set] }` and non-generic
/// `func` requirements over named, optional, array and dictionary types.
///
/// SwiftParser and the collector cost about 1.2 M instructions for a file of three such protocols,
/// most of a generator run's parsing; this reader costs about a tenth of that. Anything else
/// (an attribute, a modifier, a generic, a closure or tuple type, a default value, `#if`, an
/// unusual token) returns `nil`, and the file is parsed with SwiftParser: the reader never guesses.
/// Its models are the collector's, field for field (`PlainOutlineReaderTests`, and a corpus test).
struct PlainOutlineReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let lines: SourceLines
  private var index = 0

  /// The protocols and imports of `outline`, or `nil` when it holds anything but plain
  /// declarations, or protocols other than `expected`.
  static func read(
    _ outline: UnsafeBufferPointer<UInt8>, path: String, expected: [String]
  ) -> (types: [MockableType], imports: [ImportSpec])? {
    var reader = PlainOutlineReader(bytes: outline, lines: SourceLines(file: path, bytes: outline))
    guard let (types, imports) = reader.file(), types.map(\.name) == expected else { return nil }
    return (types, imports)
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, lines: SourceLines) {
    self.bytes = bytes
    self.lines = lines
  }

  // MARK: Declarations

  private mutating func file() -> ([MockableType], [ImportSpec])? {
    var types: [MockableType] = []
    var imports: [ImportSpec] = []
    while true {
      guard skipTrivia() != nil else { return nil }
      guard index < bytes.count else { return (types, imports) }
      if peek == UInt8(ascii: "@") {
        guard let module = importDeclaration() else { return nil }
        imports.append(ImportSpec(module: module))
        continue
      }
      guard let word = identifier() else { return nil }
      var access: AccessLevel?
      var keyword = word
      switch text(word) {
      case "public": access = .public
      case "package": access = .package
      case "internal": access = .internal
      default: break
      }
      if access != nil {
        guard skipTrivia() != nil, let next = identifier() else { return nil }
        keyword = next
      }
      switch text(keyword) {
      case "protocol":
        guard let type = protocolDeclaration(access: access ?? .internal) else { return nil }
        types.append(type)
      case "import":
        guard let module = importPath() else { return nil }
        imports.append(ImportSpec(module: module))
      default:
        return nil
      }
    }
  }

  /// `@testable import Module`: attributes without arguments, then the import.
  private mutating func importDeclaration() -> String? {
    while peek == UInt8(ascii: "@") {
      index += 1
      guard identifier() != nil, skipTrivia() != nil else { return nil }
    }
    guard let keyword = identifier(), spells(keyword, "import") else { return nil }
    return importPath()
  }

  /// `Module` or `Module.Member` after `import`: the collector keeps the first name.
  private mutating func importPath() -> String? {
    guard skipSpaces(), let first = identifier(), !isKeyword(first) else { return nil }
    while peek == UInt8(ascii: ".") {
      index += 1
      guard identifier() != nil else { return nil }
    }
    guard endsDeclaration() else { return nil }
    return text(first)
  }

  private mutating func protocolDeclaration(access: AccessLevel) -> MockableType? {
    guard skipTrivia() != nil, let name = identifier(), !isKeyword(name) else { return nil }
    var inherited: [InheritedType] = []
    guard skipTrivia() != nil else { return nil }
    if peek == UInt8(ascii: ":") {
      repeat {
        index += 1
        guard skipTrivia() != nil, let path = inheritedPath() else { return nil }
        inherited.append(InheritedType(text: path, name: path))
        guard skipTrivia() != nil else { return nil }
      } while peek == UInt8(ascii: ",")
    }
    guard peek == UInt8(ascii: "{") else { return nil }
    index += 1
    var members: [MemberItem] = []
    // Two members on one line need a `;` between them.
    var separated = true
    while true {
      guard let crossedLine = skipTrivia(), index < bytes.count else { return nil }
      if take("}") { break }
      guard separated || crossedLine, let member = member() else { return nil }
      members.append(.member(member))
      separated = skipSpaces() && take(";")
    }
    guard endsDeclaration() else { return nil }
    return MockableType(
      name: text(name), kind: .protocolType, access: access, inheritedTypes: inherited, members: members,
      location: location(name.lowerBound))
  }

  /// `Base` or `Module.Base`, the only inherited types read here.
  private mutating func inheritedPath() -> String? {
    let start = index
    guard let first = identifier(), !isKeyword(first) else { return nil }
    while peek == UInt8(ascii: ".") {
      index += 1
      guard let next = identifier(), !isMetatypeMember(next) else { return nil }
    }
    return text(start..<index)
  }

  private mutating func member() -> MemberSpec? {
    guard let keyword = identifier() else { return nil }
    if spells(keyword, "var") { return property().map(MemberSpec.property) }
    if spells(keyword, "func") { return method().map(MemberSpec.method) }
    return nil
  }

  /// `var name: Type { get }` or `{ get set }`, the brace on the type's line.
  private mutating func property() -> Property? {
    guard skipTrivia() != nil, let name = identifier(), !isKeyword(name),
      skipTrivia() != nil, take(":"), skipTrivia() != nil, let type = type(), skipSpaces(), take("{"),
      skipTrivia() != nil, let getter = identifier(), spells(getter, "get"), skipTrivia() != nil
    else { return nil }
    var hasSetter = false
    if let setter = identifier() {
      guard spells(setter, "set"), skipTrivia() != nil else { return nil }
      hasSetter = true
    }
    guard take("}") else { return nil }
    return Property(
      name: text(name), type: type.text, shape: type.shape, hasSetter: hasSetter, location: location(name.lowerBound))
  }

  /// `func name(label name: Type, …) async throws -> Type`, each part but the name optional.
  private mutating func method() -> Method? {
    guard skipTrivia() != nil, let name = identifier(), !isKeyword(name), skipTrivia() != nil,
      take("("), let parameters = parameters()
    else { return nil }
    var effects = Effects.none
    var returnType: PlainType?
    // Effects and the result may follow on later lines; no member starts with them.
    var end = index
    guard skipTrivia() != nil else { return nil }
    if let word = word(), spells(word, "async") {
      effects.isAsync = true
      index = word.upperBound
      end = index
      guard skipTrivia() != nil else { return nil }
    }
    if let word = word(), spells(word, "throws") {
      effects.throwing = .throwing
      index = word.upperBound
      end = index
      guard skipTrivia() != nil else { return nil }
    }
    if peek == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
      index += 2
      guard skipTrivia() != nil, let type = type() else { return nil }
      returnType = type
      end = index
    }
    index = end
    var method = Method(
      name: text(name), parameters: parameters, effects: effects, location: location(name.lowerBound))
    if let returnType, returnType.text != "Void", returnType.text != "Swift.Void" {
      method.returnType = returnType.text
      method.returnShape = returnType.shape
    }
    return method
  }

  /// The parameters after `(`, through `)`.
  private mutating func parameters() -> [Parameter]? {
    var parameters: [Parameter] = []
    guard skipTrivia() != nil else { return nil }
    if take(")") { return parameters }
    while true {
      guard let first = identifier(), !isKeyword(first), skipTrivia() != nil else { return nil }
      var second: Range<Int>?
      if let name = identifier() {
        guard !isKeyword(name), skipTrivia() != nil else { return nil }
        second = name
      }
      guard take(":"), skipTrivia() != nil, let type = type(), skipTrivia() != nil else { return nil }
      let label = text(first)
      let written = second.map(text) ?? label
      parameters.append(
        Parameter(
          label: label == "_" ? nil : label, name: written == "_" ? "__argument\(parameters.count)" : written,
          type: type.text, shape: type.shape))
      if take(")") { return parameters }
      guard take(","), skipTrivia() != nil else { return nil }
    }
  }

  // MARK: Types

  /// A type as the collector reads it: its text and shape.
  private struct PlainType {
    var text: String
    var shape: TypeShape
  }

  /// A named type with generic arguments, `[T]`, `[K: V]`, and any of them followed by `?` or `!`.
  ///
  /// Spaces may separate its tokens, as its text keeps them; line breaks and comments may not.
  private mutating func type() -> PlainType? {
    let start = index
    var names: [String] = []
    var baseName: String?
    if take("[") {
      guard skipSpaces(), let element = type(), skipSpaces() else { return nil }
      names += element.shape.referencedNames
      if take(":") {
        guard skipSpaces(), let value = type(), skipSpaces() else { return nil }
        names += value.shape.referencedNames
      }
      guard take("]") else { return nil }
    } else {
      guard let first = identifier(), !isKeyword(first) || spells(first, "Any") || spells(first, "Self")
      else { return nil }
      let firstName = text(first)
      names.append(firstName)
      guard genericArguments(into: &names) else { return nil }
      var last = first
      while peek == UInt8(ascii: ".") {
        index += 1
        guard let next = identifier(), !isMetatypeMember(next) else { return nil }
        last = next
        guard genericArguments(into: &names) else { return nil }
      }
      // `Foo.Bar<T>` is named `Foo.Bar`: everything before the last name's arguments.
      baseName = last == first ? firstName : text(start..<last.upperBound)
    }
    var shape = TypeShape(baseName: baseName, referencedNames: names)
    // Most types are one name, whose text is made once.
    var spelled = index == start + (baseName?.utf8.count ?? -1) ? baseName : nil
    var end = index
    while peek == UInt8(ascii: "?") || peek == UInt8(ascii: "!") {
      shape.baseName = nil
      shape.optionalWrapped = spelled ?? text(start..<end)
      spelled = nil
      index += 1
      end = index
    }
    // A type is followed by a delimiter or a space, never by more of itself.
    if let next = peek, SourceBytes.isIdentifier(next) || next == UInt8(ascii: ".") || next == UInt8(ascii: "(") {
      return nil
    }
    return PlainType(text: spelled ?? text(start..<end), shape: shape)
  }

  /// `<A, B>` after a name, adding their names; `true` when there are none.
  private mutating func genericArguments(into names: inout [String]) -> Bool {
    guard take("<") else { return true }
    while true {
      guard skipSpaces(), let argument = type(), skipSpaces() else { return false }
      names += argument.shape.referencedNames
      if take(">") { return true }
      guard take(",") else { return false }
    }
  }

  // MARK: Tokens

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func take(_ byte: Unicode.Scalar) -> Bool {
    guard peek == UInt8(ascii: byte) else { return false }
    index += 1
    return true
  }

  /// An ASCII identifier at the cursor, consumed; `nil` (consuming nothing) for anything else.
  private mutating func identifier() -> Range<Int>? {
    guard let range = word() else { return nil }
    index = range.upperBound
    return range
  }

  /// The ASCII identifier at the cursor, without consuming it.
  private func word() -> Range<Int>? {
    var end = index
    while end < bytes.count, bytes[end] < 0x80, SourceBytes.isIdentifier(bytes[end]) { end += 1 }
    guard end > index, end == bytes.count || bytes[end] < 0x80, !(48...57).contains(bytes[index]) else { return nil }
    return index..<end
  }

  /// Spaces and tabs; always `true`, so it can stand in a `guard`'s conditions.
  private mutating func skipSpaces() -> Bool {
    while let byte = peek, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1 }
    return true
  }

  /// Spaces, line breaks and line comments; whether a line break was crossed, or `nil` at a block
  /// comment, which SwiftParser reads (it may nest, or never end).
  private mutating func skipTrivia() -> Bool? {
    var crossedLine = false
    while let byte = peek {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        index += 1
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        crossedLine = true
        index += 1
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        index = SourceBytes.nextLineBreak(bytes, from: index)
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
        return nil
      default:
        return crossedLine
      }
    }
    return crossedLine
  }

  /// Whether the declaration ends here: at a line break, a comment, `;`, `}` or the end.
  private mutating func endsDeclaration() -> Bool {
    guard skipSpaces() else { return false }
    guard let byte = peek else { return true }
    switch byte {
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"): return true
    default: return false
    }
  }

  /// Whether the bytes in `range` spell `word`, without making a string of them.
  private func spells(_ range: Range<Int>, _ word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { expected in
      var offset = 0
      while offset < range.count {
        if bytes[range.lowerBound + offset] != expected[offset] { return false }
        offset += 1
      }
      return true
    }
  }

  /// Whether `range` spells one of ``keywords``: only those of its length are compared.
  private func isKeyword(_ range: Range<Int>) -> Bool {
    guard range.count < Self.keywordsByLength.count else { return false }
    return Self.keywordsByLength[range.count].contains { $0.elementsEqual(bytes[range]) }
  }

  /// `Foo.Type` and `Foo.Protocol` are metatypes, not members.
  private func isMetatypeMember(_ range: Range<Int>) -> Bool {
    spells(range, "Type") || spells(range, "Protocol") || spells(range, "self")
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private func location(_ offset: Int) -> SourceLocationSpec {
    lines.location(of: AbsolutePosition(utf8Offset: offset))
  }

  /// Words that the reader leaves to SwiftParser wherever it expects a name: keywords, and the
  /// contextual words that change what a type or parameter is.
  private static let keywords: Set<String> = ParameterParser.reservedWords.union([
    "some", "any", "each", "inout", "borrowing", "consuming", "sending", "isolated", "__shared", "__owned",
    "nonisolated", "mutating", "nonmutating", "convenience", "override", "required", "dynamic", "optional",
    "weak", "unowned", "lazy", "final", "get", "set", "async", "throws", "Type", "Protocol",
  ])

  /// ``keywords``' UTF-8, by length.
  private static let keywordsByLength: [[[UInt8]]] = {
    var byLength = [[[UInt8]]](repeating: [], count: (keywords.map(\.utf8.count).max() ?? 0) + 1)
    for keyword in keywords { byLength[keyword.utf8.count].append(Array(keyword.utf8)) }
    return byLength
  }()
}
