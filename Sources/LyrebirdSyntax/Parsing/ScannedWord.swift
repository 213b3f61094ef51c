/// What a word read by ``DeclarationScanner`` means to it, classified from its bytes.
///
/// Most words aren't keywords. Making each a `String` to look it up in a set took about a tenth of
/// a run over 15k files, so the bytes are compared with the few keywords of the same length.
enum ScannedWord: Equatable {
  /// A modifier (`public`, `static`, …) that may precede a declaration; `final` is apart.
  case modifier
  case final
  case structOrEnum
  case `class`
  case `protocol`
  case actor
  case `extension`
  case `import`
  case `typealias`
  /// A keyword whose braces are never a type body: `func`, `var`, `if`, `return`, ….
  case opensOpaqueBody
  case other

  init(_ word: UnsafeBufferPointer<UInt8>) {
    guard word.count < Self.byLength.count, let first = word.first, first >= UInt8(ascii: "a") else {
      self = .other
      return
    }
    for (spelling, meaning) in Self.byLength[word.count] where spelling[0] == first && spelling.elementsEqual(word) {
      self = meaning
      return
    }
    self = .other
  }

  private static let spellings: [(String, ScannedWord)] =
    [
      "public", "private", "fileprivate", "internal", "package", "open", "static", "override", "required",
      "convenience", "dynamic", "lazy", "weak", "unowned", "nonisolated", "indirect", "mutating", "nonmutating",
      "prefix", "postfix", "infix", "distributed", "optional", "isolated", "safe", "unsafe",
    ].map { ($0, .modifier) }
    + [
      "func", "init", "deinit", "subscript", "var", "let", "case", "macro", "operator", "precedencegroup",
      "associatedtype", "if", "guard", "for", "while", "repeat", "do", "switch", "defer", "return",
    ].map { ($0, .opensOpaqueBody) }
    + [
      ("final", .final), ("struct", .structOrEnum), ("enum", .structOrEnum), ("class", .class),
      ("protocol", .protocol), ("actor", .actor), ("extension", .extension), ("import", .import),
      ("typealias", .typealias),
    ]

  /// The keywords' bytes, grouped by length.
  private static let byLength: [[([UInt8], ScannedWord)]] = {
    var table = [[([UInt8], ScannedWord)]](repeating: [], count: 16)
    for (spelling, meaning) in spellings { table[spelling.utf8.count].append((Array(spelling.utf8), meaning)) }
    return table
  }()
}
