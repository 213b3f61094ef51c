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
  /// The recorded argument expressions, the stored slot's argument types (`nil` when it isn't
  /// stored) and its return type, for ``directTarget(signature:effects:)``.
  private let recorded: [String]
  private let types: [String]?
  private let member: CodeText
  private let returnType: String

  /// - Parameters:
  ///   - member: The member literal, such as `.method("fly(to:)")`.
  ///   - recorded: The recorded argument expressions, in order.
  ///   - types: Their types, or `nil` when the member can't have a stored slot.
  ///   - returnType: The type the call returns.
  ///   - scope: The mock being rendered.
  init(member: CodeText, recorded: [String], types: [String]?, returnType: String, scope: MockRenderingScope) {
    self.recorded = recorded
    self.returnType = returnType
    guard let types, types.count == recorded.count else {
      self.types = nil
      self.member = member
      declaration = nil
      initialization = nil
      receiver = nil
      target = recorded.isEmpty ? member : "\(member), arguments: \(recorded.joined(separator: ", "))"
      return
    }
    self.types = types
    self.member = member
    // No stored slot: the context makes the member's typed slot on its first call. A stored slot
    // cost the mock a property, an assignment in every initializer and a getter, about a sixth of
    // a file of mocks' compile job; the call now passes the member literal instead.
    declaration = nil
    initialization = nil
    receiver = nil
    target = recorded.isEmpty ? member : "\(member), arguments: \(recorded.joined(separator: ", "))"
  }

  /// Whether the member's types are known, so the context keeps its calls typed and its records
  /// are made by member (`.init(mock: self, member: …)`), with no conversion closure.
  var isTyped: Bool { types != nil }

  /// The first line of a call without `apply:` (`.method("fly(to:)"), with: a, b`), or `nil`.
  ///
  /// The runtime's forms without `apply:` call a stub closure typed `(A, B) -> R` from the slot's
  /// own types, for up to three arguments. So they are used only when the member's stub closure,
  /// `signature`, is exactly that type with `effects` (` async throws`, or empty): a labeled tuple,
  /// an autoclosure, an ownership modifier or an attribute makes the two differ.
  func directTarget(signature: String, effects: String) -> CodeText? {
    guard let types, types.count <= 3 else { return nil }
    var expected = "("
    for (index, type) in types.enumerated() {
      if index > 0 { expected += ", " }
      expected += type
    }
    expected += ")"
    expected += effects
    expected += " -> "
    expected += returnType
    guard signature == expected else { return nil }
    var target = member
    if !recorded.isEmpty {
      target.append(", with: ")
      target.appendList(recorded)
    }
    return target
  }

  /// Whether a member with these traits can have a stored slot.
  static func canStore(isStatic: Bool, isGeneric: Bool, attributes: [AttributeSpec]) -> Bool {
    !isStatic && !isGeneric && attributes.of(.availability).isEmpty
  }

  /// `__lyrebirdSlot_fly_` and a hash of the member literal: unique in the mock because member
  /// literals are, and the same in every mock that renders the member, so rendered text can be shared.
  static func propertyName(_ member: CodeText) -> String {
    String(decoding: propertyNameBytes(member), as: UTF8.self)
  }

  /// ``propertyName(_:)``'s UTF-8 bytes.
  static func propertyNameBytes(_ member: CodeText) -> [UInt8] {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in member.bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    // Sixteen lowercase hex digits, written as bytes: `String(_:radix:)` and padding cost 5 times as much.
    var name: [UInt8] = []
    name.reserveCapacity(48)
    name.appendUTF8(of: "__lyrebirdSlot_")
    name += readableNameBytes(member)
    name.append(UInt8(ascii: "_"))
    for shift in stride(from: 60, through: 0, by: -4) {
      let digit = UInt8(truncatingIfNeeded: (hash >> UInt64(shift)) & 0xf)
      name.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
    }
    return name
  }

  /// The member's name, `subscript` for a subscript's signature, to make the name readable.
  ///
  /// Names are read byte by byte while they are ASCII; a name with other characters is read by
  /// `Character`, whose letter test costs a Unicode lookup per character.
  static func readableName(_ member: CodeText) -> String {
    String(decoding: readableNameBytes(member), as: UTF8.self)
  }

  /// ``readableName(_:)``'s UTF-8 bytes.
  static func readableNameBytes(_ member: CodeText) -> ArraySlice<UInt8> {
    let bytes = member.bytes
    var start = bytes.firstIndex(of: UInt8(ascii: "\"")).map { $0 + 1 } ?? bytes.endIndex
    while start < bytes.endIndex, bytes[start] == UInt8(ascii: "`") { start += 1 }
    var end = start
    while end < bytes.endIndex, bytes[end] < 0x80, SourceBytes.isIdentifier(bytes[end]) { end += 1 }
    guard end == bytes.endIndex || bytes[end] < 0x80 else {
      return ArraySlice(readableName(unicode: member.description).utf8)
    }
    if end == start && member.description.hasPrefix(".subscript") { return ArraySlice("subscript".utf8) }
    return bytes[start..<end]
  }

  static func readableName(unicode text: String) -> String {
    let isWord = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
    let quote = text.firstIndex(of: "\"").map(text.index(after:)) ?? text.endIndex
    let name = text[quote...].drop { $0 == "`" }.prefix(while: isWord)
    return name.isEmpty && text.hasPrefix(".subscript") ? "subscript" : String(name)
  }
}
