/// What a word read by ``DeclarationScanner`` means to it, classified from its bytes.
///
/// Most words aren't keywords. Making each a `String` to look it up in a set took about a tenth of
/// a run over 15k files, so a word's bytes are packed into integers and looked up in a small table.
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
    guard word.count >= 2, word.count <= 16, let first = word.first, first >= UInt8(ascii: "a") else {
      self = .other
      return
    }
    let key = Key(word)
    var slot = key.slot
    while let entry = Self.table[slot] {
      if entry.key == key {
        self = entry.meaning
        return
      }
      slot = (slot + 1) & (Self.table.count - 1)
    }
    self = .other
  }

  /// A word of up to 16 bytes packed into two integers, so a keyword is found by one hash probe
  /// and two comparisons instead of a byte-by-byte comparison with each keyword of its length.
  private struct Key: Equatable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      for offset in 0..<min(bytes.count, 8) { low |= UInt64(bytes[offset]) << (offset * 8) }
      for offset in min(bytes.count, 8)..<min(bytes.count, 16) { high |= UInt64(bytes[offset]) << ((offset - 8) * 8) }
    }

    var slot: Int { Int(truncatingIfNeeded: ((low ^ (high &* 31)) &* 0x9E37_79B9_7F4A_7C15) >> 57) }
  }

  /// The keywords by ``Key/slot``, probed linearly: 128 slots for the 55 keywords.
  private static let table: [(key: Key, meaning: ScannedWord)?] = {
    var table = [(key: Key, meaning: ScannedWord)?](repeating: nil, count: 128)
    for (spelling, meaning) in spellings {
      let key = Array(spelling.utf8).withUnsafeBufferPointer(Key.init)
      var slot = key.slot
      while table[slot] != nil { slot = (slot + 1) & (table.count - 1) }
      table[slot] = (key, meaning)
    }
    return table
  }()

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

}
