/// Spells how a member's call reaches the mock's context: its first argument (the member literal
/// and the recorded arguments), and, when the member's types are known, the call without `apply:`.
///
/// A mock stores no slot: the context makes each member's typed slot on its first call and finds
/// it again by the member literal. A stored slot cost the mock a property, an assignment in every
/// initializer and a getter, about a sixth of a file of mocks' compile job (docs/PERFORMANCE.md).
struct MemberSlotSpelling {
  /// The call's first argument without its trailing comma: `.method("fly(to:)"), arguments: location`.
  let target: CodeText
  /// The member literal, the recorded argument expressions, their types (`nil` when the member's
  /// calls go by name only) and the return type, for ``directTarget(signature:effects:)``.
  private let member: CodeText
  private let recorded: [String]
  private let types: [String]?
  private let returnType: String

  /// - Parameters:
  ///   - member: The member literal, such as `.method("fly(to:)")`.
  ///   - recorded: The recorded argument expressions, in order.
  ///   - types: Their types, or `nil` when the member's types can't be spelled
  ///     (see ``canType(isStatic:isGeneric:attributes:)``).
  ///   - returnType: The type the call returns.
  init(member: CodeText, recorded: [String], types: [String]?, returnType: String) {
    self.member = member
    self.recorded = recorded
    self.returnType = returnType
    self.types = types.flatMap { $0.count == recorded.count ? $0 : nil }
    target = recorded.isEmpty ? member : "\(member), arguments: \(recorded.joined(separator: ", "))"
  }

  /// Whether the member's types are known, so the context keeps its calls typed and its records
  /// are made by member (`.init(mock: self, member: …)`), with no conversion closure.
  var isTyped: Bool { types != nil }

  /// The first line of a call without `apply:` (`.method("fly(to:)"), with: a, b`), or `nil`.
  ///
  /// The runtime's forms without `apply:` call a stub closure typed `(A, B) -> R` from the
  /// arguments' own types, for up to three arguments. So they are used only when the member's stub
  /// closure, `signature`, is exactly that type with `effects` (` async throws`, or empty): a
  /// labeled tuple, an autoclosure, an ownership modifier or an attribute makes the two differ.
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

  /// Whether a member with these traits has types the mock can spell for its slot: not a static
  /// (a generic mock's statics share one context), not generic, and without availability
  /// attributes.
  static func canType(isStatic: Bool, isGeneric: Bool, attributes: [AttributeSpec]) -> Bool {
    !isStatic && !isGeneric && attributes.of(.availability).isEmpty
  }
}
