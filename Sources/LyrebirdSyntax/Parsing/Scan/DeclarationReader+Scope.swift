extension DeclarationReader {
  /// A struct, enum or extension body: its name, and where its header and body start, so the
  /// class outline can keep the header and closing brace around a class nested in it.
  struct TypeScope {
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
  enum Scope {
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
}
