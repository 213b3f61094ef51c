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
    let components = Self.split(bytes[...], at: UInt8(ascii: "&"))
    if components.count > 1 {
      // Only plain names joined by `&` are certainly a composition as the parser reads it.
      let inherited = components.compactMap(Self.inherited)
      self = inherited.count == components.count ? .composition(inherited) : .unsure
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
  ///
  /// The last component's generic arguments are the type's own (`Foo<A>.Bar<B>` is `Foo<A>.Bar`
  /// with `B`); a base's stay in the name, as a member type's base is written.
  static func inherited(_ text: String) -> InheritedType? {
    guard isPlainName(text) else { return nil }
    let bytes = Array(text.utf8)
    let lastComponent = topLevel(UInt8(ascii: "."), in: bytes[...]).last.map { $0 + 1 } ?? 0
    guard let open = bytes[lastComponent...].firstIndex(of: UInt8(ascii: "<")) else {
      return InheritedType(text: text, name: text)
    }
    guard bytes.last == UInt8(ascii: ">") else { return nil }
    return InheritedType(
      text: text, name: String(decoding: bytes[..<open], as: UTF8.self).trimmingSpaces,
      arguments: split(bytes[(open + 1)..<(bytes.count - 1)], at: UInt8(ascii: ",")))
  }

  /// How many more brackets `text` opens than it closes (`-1` if one closes before it opens): a
  /// value with more open goes on to the next line.
  static func openBrackets(_ text: some StringProtocol) -> Int {
    walk(Array(text.utf8)[...]) { _, _ in }
  }

  /// Calls `visit` with each byte's offset and how many brackets enclose it (`<>`, `()`, `[]`; a
  /// bracket counts as inside its pair, and the `>` of `->` is no bracket); returns the depth at the
  /// end, or `-1` as soon as a bracket closes that didn't open.
  @discardableResult
  private static func walk(_ bytes: ArraySlice<UInt8>, _ visit: (Int, Int) -> Void) -> Int {
    var depth = 0
    for index in bytes.indices where depth >= 0 {
      switch bytes[index] {
      case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["):
        depth += 1
        visit(index, depth)
      case UInt8(ascii: ">") where index > bytes.startIndex && bytes[index - 1] == UInt8(ascii: "-"):
        visit(index, depth)
      case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"):
        visit(index, depth)
        depth -= 1
      default:
        visit(index, depth)
      }
    }
    return max(depth, -1)
  }

  /// The offsets of `byte` outside every bracket.
  private static func topLevel(_ byte: UInt8, in bytes: ArraySlice<UInt8>) -> [Int] {
    var offsets: [Int] = []
    walk(bytes) { index, depth in
      if depth == 0 && bytes[index] == byte { offsets.append(index) }
    }
    return offsets
  }

  /// `bytes` cut at each top-level `separator`, each piece without its surrounding spaces.
  private static func split(_ bytes: ArraySlice<UInt8>, at separator: UInt8) -> [String] {
    var pieces: [String] = []
    var start = bytes.startIndex
    for offset in topLevel(separator, in: bytes) + [bytes.endIndex] {
      pieces.append(String(decoding: bytes[start..<offset], as: UTF8.self).trimmingSpaces)
      start = offset + 1
    }
    return pieces
  }

  /// `Name`, `A.B`, or either with generic arguments.
  ///
  /// Inside the angle brackets an argument may also be an array, dictionary, tuple or optional
  /// (`Box<[Int: String]?>`); a function type (`->`) there is left to the parser.
  private static func isPlainName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || isAlphabetic(first) else { return false }
    guard !text.contains("->") else { return false }
    var angle = 0
    for scalar in text.unicodeScalars {
      switch scalar {
      case "<": angle += 1
      case ">": angle -= 1
      case ".", "_": break
      default:
        guard
          isAlphabetic(scalar) || isNumeric(scalar) || angle > 0 && ", []()?:".unicodeScalars.contains(scalar)
        else { return false }
      }
      if angle < 0 { return false }
    }
    return angle == 0 && !text.hasPrefix("any ") && !text.hasPrefix("some ") && openBrackets(text) == 0
  }

  /// Unicode's alphabetic property, read from ranges for ASCII: the property lookup is slow, and
  /// every type alias of every scanned file asks.
  private static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return scalar.properties.isAlphabetic }
    let lowercased = scalar.value | 0x20
    return lowercased >= 0x61 && lowercased <= 0x7A
  }

  /// Whether the scalar has a numeric type, read from ranges for ASCII.
  private static func isNumeric(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return scalar.properties.numericType != nil }
    return scalar.value >= 0x30 && scalar.value <= 0x39
  }

  /// A function, an array or dictionary, an optional name, a tuple or parenthesized type, or an
  /// existential: the collector records none of them.
  private static func isCertainlyOther(_ text: String) -> Bool {
    let bytes = Array(text.utf8)[...]
    let hasAmpersand = bytes.contains(UInt8(ascii: "&"))
    // Outside every bracket, a `>` is an arrow's: `Box<(A) -> B>` is a name, not a function.
    let isBalanced = walk(bytes) { _, _ in } == 0
    let isFunction = isBalanced && !topLevel(UInt8(ascii: ">"), in: bytes).isEmpty
    return text.hasSuffix("?") && isPlainName(String(text.dropLast()))
      || isFunction && !hasAmpersand
      || text.hasPrefix("[") && !hasAmpersand
      || !hasAmpersand && isBalanced
        && (text.hasPrefix("(") && topLevel(UInt8(ascii: "."), in: bytes).isEmpty || text.hasPrefix("any ")
          || text.hasPrefix("some "))
  }
}
