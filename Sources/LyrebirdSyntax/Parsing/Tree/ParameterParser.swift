import SwiftSyntax

/// Turns parameter and effect syntax into the model.
enum ParameterParser {
  static func parameters(_ list: FunctionParameterListSyntax, generics: [GenericParameter]) -> [Parameter] {
    list.enumerated().map { index, syntax in
      parameter(syntax, index: index, generics: generics)
    }
  }

  /// Words that can be argument labels but must be escaped when referenced as names.
  static let reservedWords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
    "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
    "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "await",
  ]

  static func parameter(_ syntax: FunctionParameterSyntax, index: Int, generics: [GenericParameter]) -> Parameter {
    let firstName = syntax.firstName.text
    let label = firstName == "_" ? nil : firstName
    let written = syntax.secondName?.text ?? firstName
    // A keyword used as a name (`in`, `default`) must be escaped wherever it is referenced.
    let isKeyword = reservedWords.contains(written)
    // A parameter named `self` would hide the mock from its own handle's body.
    let name =
      written == "_"
      ? "__argument\(index)" : written.trimmingBackticks == "self" ? "__self" : isKeyword ? "`\(written)`" : written
    var parameter = typed(syntax.type, label: label, name: name, generics: generics)
    parameter.isVariadic = syntax.ellipsis != nil
    parameter.defaultValue = syntax.defaultValue?.value.sourceText
    return parameter
  }

  /// Splits a parameter type into specifiers, attributes and the base type.
  static func typed(_ type: TypeSyntax, label: String?, name: String, generics: [GenericParameter]) -> Parameter {
    var base = type
    var attributes: [TypeAttribute] = []
    var ownership = Parameter.Ownership.none
    if let attributed = type.as(AttributedTypeSyntax.self) {
      base = attributed.baseType
      attributes = attributed.attributes.compactMap { element in
        guard case .attribute(let attribute) = element else { return nil }
        return typeAttribute(attribute)
      }
      ownership = self.ownership(attributed)
    }
    var isAutoclosure = attributes.contains(.autoclosure)
    attributes.removeAll { $0.kind == .autoclosure }
    let isEscaping = attributes.contains(.escaping)
    // `(() -> Int)` is the same closure type as `() -> Int`.
    let core = base.withoutParentheses
    let isClosure = core.is(FunctionTypeSyntax.self)
    // A throwing autoclosure can't be evaluated for the record: it stays a closure, kept `@autoclosure`.
    if isAutoclosure, core.as(FunctionTypeSyntax.self)?.effectSpecifiers?.throwsClause != nil {
      isAutoclosure = false
      attributes.append(TypeAttribute(.autoclosure, "@autoclosure"))
    }
    var value = base
    // An autoclosure's value is what the closure returns: `@autoclosure () -> Int` is kept as `Int`.
    if isAutoclosure, let function = core.as(FunctionTypeSyntax.self) {
      value = function.returnClause.type
    }
    let text = value.sourceText
    var storage = Parameter.Storage.value
    // A stored block has no layout without an Objective-C runtime: like a `~Copyable` value, an
    // escaping one is recorded as a marker, which Linux can store. A non-escaping one is recorded
    // as every non-escaping closure is, and its handle takes it as a Swift function.
    let isBlock = attributes.contains { $0.text.filter { !$0.isWhitespace } == "@convention(block)" }
    if isClosure && !isEscaping && !isAutoclosure {
      storage = .nonEscapingClosure
    } else if isBlock || isNoncopyable(text, generics: generics) {
      storage = .noncopyable
    }
    return Parameter(
      label: label, name: name, type: text, typeAttributes: attributes, ownership: ownership,
      isAutoclosure: isAutoclosure, storage: storage, shape: TypeShapeReader.shape(of: value))
  }

  /// `@escaping` is ``TypeAttribute/Kind/escaping``, read from the attribute's name.
  private static func typeAttribute(_ attribute: AttributeSyntax) -> TypeAttribute {
    let kind: TypeAttribute.Kind =
      switch attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text {
      case "escaping": .escaping
      case "autoclosure": .autoclosure
      case "Sendable": .sendable
      default: .other
      }
    return TypeAttribute(kind, attribute.sourceText)
  }

  private static func ownership(_ type: AttributedTypeSyntax) -> Parameter.Ownership {
    // Read tokens rather than version-specific properties, so every supported swift-syntax works.
    for token in type.tokens(viewMode: .sourceAccurate) {
      if token.id == type.baseType.firstToken(viewMode: .sourceAccurate)?.id { break }
      switch token.tokenKind {
      case .keyword(.inout): return .inout
      case .keyword(.borrowing), .keyword(.__shared): return .borrowing
      case .keyword(.consuming), .keyword(.__owned): return .consuming
      case .keyword(.sending): return .sending
      case .keyword(.isolated): return .isolated
      default: continue
      }
    }
    return .none
  }

  private static func isNoncopyable(_ type: String, generics: [GenericParameter]) -> Bool {
    if mentionsNoncopyable(type) { return true }
    return generics.contains { $0.name == type && ($0.constraint.map(mentionsNoncopyable) ?? false) }
  }

  /// `~Copyable` anywhere in the text; the `~` check first keeps the common case to one scan.
  private static func mentionsNoncopyable(_ text: String) -> Bool {
    text.utf8.contains(UInt8(ascii: "~")) && text.contains("~Copyable")
  }

  static func effects(async asyncSpecifier: TokenSyntax?, throwsClause: ThrowsClauseSyntax?) -> Effects {
    var effects = Effects(isAsync: asyncSpecifier != nil)
    if let throwsClause {
      if throwsClause.throwsSpecifier.tokenKind == .keyword(.rethrows) {
        effects.throwing = .rethrowing
      } else if let type = throwsClause.type {
        let text = type.sourceText
        switch text {
        case "any Error", "any Swift.Error", "Swift.Error": effects.throwing = .throwing
        case "Never", "Swift.Never": effects.throwing = .none
        default: effects.throwing = .typed(text)
        }
      } else {
        effects.throwing = .throwing
      }
    }
    return effects
  }
}
