import SwiftParser
import SwiftSyntax

/// Spells a type as the words swift-mocking adds to an overload's backing property name:
/// `[String: Int]` is `DictionaryOfStringToInt`, `Int?` is `OptionalInt`, `() -> Void` is `Closure`.
///
/// Types are read from their text with the parser; each kind is tested with `as(_:)` rather than a
/// `switch`, so new kinds of type in later swift-syntax releases need no new case.
enum MockedNameWords {
  /// `word` with its first character uppercased: `id` → `Id`, `_` → `_`.
  static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  /// The words for a type written as `text`.
  static func words(ofTypeText text: String) -> String {
    let parsed = Parser.parse(source: "let _: \(text)")
    guard let type = parsed.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
    else { return capitalized(text.filter { $0.isLetter || $0.isNumber }) }
    return words(of: type)
  }

  /// Whether the type text is `Void` or `()`, which adds no `Returning…` words.
  static func isVoid(_ text: String) -> Bool {
    let trimmed = text.filter { !$0.isWhitespace }
    return trimmed == "Void" || trimmed == "()"
  }

  static func words(of type: TypeSyntax) -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      let arguments = identifier.genericArgumentClause.map(argumentTypes) ?? []
      if identifier.name.text == "Dictionary", arguments.count == 2 {
        return dictionary(arguments[0], arguments[1])
      }
      return capitalized(identifier.name.text) + of(arguments)
    }
    if let member = type.as(MemberTypeSyntax.self) {
      let arguments = member.genericArgumentClause.map(argumentTypes) ?? []
      return words(of: member.baseType) + capitalized(member.name.text) + of(arguments)
    }
    if let array = type.as(ArrayTypeSyntax.self) { return "ArrayOf" + words(of: array.element) }
    if let dictionary = type.as(DictionaryTypeSyntax.self) { return self.dictionary(dictionary.key, dictionary.value) }
    if let optional = type.as(OptionalTypeSyntax.self) { return "Optional" + words(of: optional.wrappedType) }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return "Optional" + words(of: optional.wrappedType)
    }
    if let tuple = type.as(TupleTypeSyntax.self) {
      guard !tuple.elements.isEmpty else { return "Void" }
      return "TupleOf" + tuple.elements.map { ($0.ellipsis == nil ? "" : "Variadic") + words(of: $0.type) }.joined()
    }
    if let function = type.as(FunctionTypeSyntax.self) {
      var text = "Closure"
      if !function.parameters.isEmpty { text += "With" + function.parameters.map { words(of: $0.type) }.joined() }
      if !isVoid(function.returnClause.type.trimmedDescription) {
        text += "Returning" + words(of: function.returnClause.type)
      }
      return text
    }
    if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
      return capitalized(someOrAny.someOrAnySpecifier.text) + words(of: someOrAny.constraint)
    }
    if let composition = type.as(CompositionTypeSyntax.self) {
      return composition.elements.map { words(of: $0.type) }.joined()
    }
    if let metatype = type.as(MetatypeTypeSyntax.self) {
      return words(of: metatype.baseType) + capitalized(metatype.metatypeSpecifier.text)
    }
    if let attributed = type.as(AttributedTypeSyntax.self) { return words(of: attributed.baseType) }
    return capitalized(type.trimmedDescription.filter { $0.isLetter || $0.isNumber })
  }

  private static func argumentTypes(_ clause: GenericArgumentClauseSyntax) -> [TypeSyntax] {
    clause.arguments.compactMap { argument in
      Parser.parse(source: "let _: \(argument.argument.trimmedDescription)").statements.first?.item
        .as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
    }
  }

  private static func of(_ arguments: [TypeSyntax]) -> String {
    arguments.isEmpty ? "" : "Of" + arguments.map(words).joined()
  }

  private static func dictionary(_ key: TypeSyntax, _ value: TypeSyntax) -> String {
    "DictionaryOf" + words(of: key) + "To" + words(of: value)
  }
}
