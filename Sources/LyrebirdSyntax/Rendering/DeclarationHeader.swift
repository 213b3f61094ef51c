/// The first line of a declaration the renderer writes, built from its parts in Swift's order.
///
/// Mocked members, handles, initializers and the mock type all begin this way. Naming the parts
/// (access, modifiers, keyword, name, generics, parameters, effects, result, `where`) replaces
/// header strings that each renderer concatenated in its own order.
struct DeclarationHeader {
  /// `public `, `package `, `fileprivate ` or empty: the mock's access prefix.
  var access: String
  /// Words before the keyword, such as `override`, `static` or `nonisolated`.
  var modifiers: [String]
  /// The keyword, such as `func`, `init?`, `subscript`, `var` or `final class`.
  var keyword: String
  /// Written after the keyword and a space; empty for `init` and `subscript`.
  var name: String
  /// Generic parameter declarations, such as `Element: Hashable`.
  var generics: [String]
  /// The parameter list without its parentheses; `nil` for declarations without one, such as `var`.
  var parameters: String?
  /// ` async throws` and the like, spelled as ``CallSpelling/declarationEffects`` spells them.
  var effects: String
  /// `-> Result` for functions and subscripts.
  var returnType: String?
  /// `: Type` for properties, or the inheritance list of a type.
  var annotation: String?
  var requirements: [RequirementSpec]

  init(
    access: String, modifiers: [String?] = [], keyword: String, name: String = "", generics: [String] = [],
    parameters: String? = nil, effects: String = "", returnType: String? = nil, annotation: String? = nil,
    requirements: [RequirementSpec] = []
  ) {
    self.access = access
    self.modifiers = modifiers.compactMap { $0 }
    self.keyword = keyword
    self.name = name
    self.generics = generics
    self.parameters = parameters
    self.effects = effects
    self.returnType = returnType
    self.annotation = annotation
    self.requirements = requirements
  }

  /// The header as one line, without the opening brace.
  var text: CodeText {
    // Appended piece by piece: concatenating each piece first doubled the header's cost.
    var text = CodeText(access)
    text.bytes.reserveCapacity(128)
    for modifier in modifiers {
      text.append(modifier)
      text.bytes.append(UInt8(ascii: " "))
    }
    text.append(keyword)
    if !name.isEmpty {
      text.bytes.append(UInt8(ascii: " "))
      text.append(name)
    }
    if !generics.isEmpty {
      text.bytes.append(UInt8(ascii: "<"))
      text.appendList(generics)
      text.bytes.append(UInt8(ascii: ">"))
    }
    if let parameters {
      text.bytes.append(UInt8(ascii: "("))
      text.append(parameters)
      text.bytes.append(UInt8(ascii: ")"))
    }
    text.append(effects)
    if let returnType {
      text.append(" -> ")
      text.append(returnType)
    }
    if let annotation {
      text.append(": ")
      text.append(annotation)
    }
    if !requirements.isEmpty { text.append(requirements.whereClause) }
    return text
  }
}

extension [RequirementSpec] {
  /// A `where …` line, for a Cuckoo stubbing proxy member whose requirements follow its header.
  var whereLine: CodeText { "where \(map(\.text).joined(separator: ", "))" }
}

extension DeclarationHeader {
  /// `class` for an overridable class member, `static` for any other static one.
  static func staticModifier(isStatic: Bool, isClassMember: Bool) -> String? {
    guard isStatic else { return nil }
    return isClassMember ? "class" : "static"
  }
}
