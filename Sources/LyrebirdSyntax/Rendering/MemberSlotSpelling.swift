/// Spells the typed slot a mock stores for one member, and the runtime call's first argument,
/// which reaches the member through that slot or, when the mock can't store one, by name.
///
/// A stored slot lets a call skip the runtime's lookup by name and reach its slot's concrete type
/// through the mock's cached metadata. Members whose types the mock can't spell in a stored
/// property keep the by-name call: statics (a generic mock can't store them), generic members,
/// parameter packs, and members with availability attributes (stored properties can't have one).
struct MemberSlotSpelling {
  /// The stored property, or `nil` for a member called by name.
  let declaration: CodeText?
  /// The assignment that makes the slot, which every designated initializer of the mock runs;
  /// `nil` for a member called by name.
  ///
  /// In an initializer's body, not the property's initial value: the module's emit-module job
  /// type-checks every initial value in the module, after any edit, but skips bodies.
  let initialization: CodeText?
  /// What the call is made on: the stored slot, or `nil` for the mocking context.
  let receiver: String?
  /// The call's first line without its trailing comma: `in: __lyrebirdContext, arguments: location`.
  let target: CodeText

  /// - Parameters:
  ///   - member: The member literal, such as `.method("fly(to:)")`.
  ///   - recorded: The recorded argument expressions, in order.
  ///   - types: Their types, or `nil` when the member can't have a stored slot.
  ///   - returnType: The type the call returns.
  ///   - scope: The mock being rendered.
  init(member: CodeText, recorded: [String], types: [String]?, returnType: String, scope: MockRenderingScope) {
    guard let types, types.count == recorded.count else {
      declaration = nil
      initialization = nil
      receiver = nil
      target = recorded.isEmpty ? member : "\(member), arguments: \(recorded.joined(separator: ", "))"
      return
    }
    let name = Self.propertyName(member)
    let tuple = recorded.count == 1 ? recorded[0] : "(\(recorded.joined(separator: ", ")))"
    receiver = name
    target = "in: __lyrebirdContext, arguments: \(tuple)"
    let metatypes = types.map { "(\($0)).self, " }.joined()
    let isolation = scope.isIsolated ? "nonisolated " : ""
    // The annotation spares every other file that uses the mock (its `mock(_:)` function, tests)
    // inferring the property's type from the call: without it, their compile reads every slot's call.
    let slotType = "Lyrebird.TypedMemberSlot<(\(types.joined(separator: ", "))), \(returnType)>"
    declaration = "private \(isolation)let \(name): \(slotType)"
    initialization = "\(name) = Lyrebird.typedSlot(\(member), \(metatypes)returning: (\(returnType)).self)"
  }

  /// Whether a member with these traits can have a stored slot.
  static func canStore(isStatic: Bool, isGeneric: Bool, attributes: [AttributeSpec]) -> Bool {
    !isStatic && !isGeneric && attributes.of(.availability).isEmpty
  }

  /// `__lyrebirdSlot_fly_` and a hash of the member literal: unique in the mock because member
  /// literals are, and the same in every mock that renders the member, so rendered text can be shared.
  static func propertyName(_ member: CodeText) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in member.bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    // Sixteen lowercase hex digits, written as bytes: `String(_:radix:)` and padding cost 5 times as much.
    var name = Array("__lyrebirdSlot_\(readableName(member))_".utf8)
    name.reserveCapacity(name.count + 16)
    for shift in stride(from: 60, through: 0, by: -4) {
      let digit = UInt8(truncatingIfNeeded: (hash >> UInt64(shift)) & 0xf)
      name.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
    }
    return String(decoding: name, as: UTF8.self)
  }

  /// The member's name, `subscript` for a subscript's signature, to make the name readable.
  ///
  /// Names are read byte by byte while they are ASCII; a name with other characters is read by
  /// `Character`, whose letter test costs a Unicode lookup per character.
  static func readableName(_ member: CodeText) -> String {
    let bytes = member.bytes
    var start = bytes.firstIndex(of: UInt8(ascii: "\"")).map { $0 + 1 } ?? bytes.endIndex
    while start < bytes.endIndex, bytes[start] == UInt8(ascii: "`") { start += 1 }
    var end = start
    while end < bytes.endIndex, bytes[end] < 0x80, SourceBytes.isIdentifier(bytes[end]) { end += 1 }
    guard end == bytes.endIndex || bytes[end] < 0x80 else { return readableName(unicode: "\(member)") }
    if end == start && "\(member)".hasPrefix(".subscript") { return "subscript" }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  static func readableName(unicode text: String) -> String {
    let isWord = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
    let quote = text.firstIndex(of: "\"").map(text.index(after:)) ?? text.endIndex
    let name = text[quote...].drop { $0 == "`" }.prefix(while: isWord)
    return name.isEmpty && text.hasPrefix(".subscript") ? "subscript" : String(name)
  }
}
