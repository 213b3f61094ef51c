import Foundation
import SwiftSyntax

/// Reads the members of a protocol or class body, keeping `#if` blocks as blocks.
struct MemberParser {
  let lines: SourceLines
  let kind: MockableType.Kind
  let typeName: String
  var diagnostics: [DiagnosticSpec] = []
  /// Whether a class's initializer was skipped as private, so the class has no implicit `init()`.
  private(set) var skippedInitializer = false
  /// Clauses the compiler skips unparsed: one with syntax errors keeps its condition but no members.
  var unparsed: UnparsedClauses?

  init(lines: SourceLines, kind: MockableType.Kind, typeName: String) {
    self.lines = lines
    self.kind = kind
    self.typeName = typeName
  }

  mutating func items(_ members: MemberBlockItemListSyntax) -> [MemberItem] {
    members.flatMap { items($0.decl) }
  }

  private mutating func items(_ decl: DeclSyntax) -> [MemberItem] {
    if let block = decl.as(IfConfigDeclSyntax.self) {
      let clauses = block.clauses.map { clause in
        var items: [MemberItem] = []
        if case .decls(let decls)? = clause.elements, unparsed?.skips(clause) != true { items = self.items(decls) }
        return ConditionalClause(condition: clause.condition?.sourceText, items: items)
      }
      return [.conditional(clauses)]
    }
    return member(decl).map { [.member($0)] } ?? []
  }

  private mutating func member(_ decl: DeclSyntax) -> MemberSpec? {
    if let function = decl.as(FunctionDeclSyntax.self) { return method(function).map(MemberSpec.method) }
    if let variable = decl.as(VariableDeclSyntax.self) { return property(variable).map(MemberSpec.property) }
    if let value = decl.as(SubscriptDeclSyntax.self) { return subscriptMember(value).map(MemberSpec.subscript) }
    if let initializer = decl.as(InitializerDeclSyntax.self) {
      return self.initializer(initializer).map(MemberSpec.initializer)
    }
    return nil
  }

  /// Class members that can't be overridden are skipped; private and final ones with a warning.
  private mutating func isOverridable(
    _ modifiers: DeclModifierListSyntax, name: String, node: some SyntaxProtocol
  ) -> Bool {
    guard kind == .classType else { return true }
    if modifiers.contains(.final) {
      warn("'\(name)' is final, so \(typeName)Mock can't override it", node)
      return false
    }
    if let access = modifiers.accessLevel, access <= .fileprivate {
      warn("'\(name)' is \(access.rawValue), so \(typeName)Mock can't override it", node)
      return false
    }
    if modifiers.contains(.static) {
      warn("'\(name)' is static, so \(typeName)Mock can't override it", node)
      return false
    }
    return true
  }

  private mutating func warn(_ message: String, _ node: some SyntaxProtocol) {
    diagnostics.append(DiagnosticSpec(.warning, message, at: node.location(lines)))
  }

  private mutating func method(_ syntax: FunctionDeclSyntax) -> Method? {
    let name = syntax.name.text
    guard isOverridable(syntax.modifiers, name: name, node: syntax.name) else { return nil }
    let generics = syntax.genericParameterClause?.model ?? []
    let effects = syntax.signature.effectSpecifiers
    let (returnType, returnShape, returnsSending) = returnType(syntax.signature.returnClause?.type)
    var method = Method(
      name: name,
      fixity: fixity(syntax),
      genericParameters: generics,
      requirements: syntax.genericWhereClause?.model ?? [],
      parameters: ParameterParser.parameters(syntax.signature.parameterClause.parameters, generics: generics).map {
        parameter in
        // Operators are called without argument labels.
        var parameter = parameter
        if syntax.name.tokenKind.isOperator { parameter.label = nil }
        return parameter
      },
      returnType: returnType,
      effects: ParameterParser.effects(async: effects?.asyncSpecifier, throwsClause: effects?.throwsClause),
      isStatic: syntax.modifiers.contains(.static) || syntax.modifiers.contains(.class),
      isClassMember: syntax.modifiers.contains(.class),
      isMutating: syntax.modifiers.contains(.mutating),
      attributes: syntax.attributes.keptOnMock() + syntax.modifiers.isolationKeywords,
      access: syntax.modifiers.accessLevel ?? .internal,
      location: syntax.name.location(lines))
    method.returnsSending = returnsSending
    method.returnShape = returnShape
    return method
  }

  private func fixity(_ syntax: FunctionDeclSyntax) -> OperatorFixity? {
    guard syntax.name.tokenKind.isOperator else { return nil }
    if syntax.modifiers.contains(.prefix) { return .prefix }
    if syntax.modifiers.contains(.postfix) { return .postfix }
    return .infix
  }

  /// The result type without `sending`, what it is, and whether it had `sending`.
  private func returnType(_ type: TypeSyntax?) -> (String?, TypeShape, Bool) {
    guard let type, let first = type.firstToken(viewMode: .sourceAccurate) else { return (nil, TypeShape(), false) }
    var text = type.sourceText
    var value = type
    let isSending = first.tokenKind == .keyword(.sending)
    if isSending {
      text = String(text.dropFirst(first.text.count)).trimmingCharacters(in: .whitespaces)
      value = type.as(AttributedTypeSyntax.self)?.baseType ?? type
    }
    guard !["Void", "()", "Swift.Void"].contains(text) else { return (nil, TypeShape(), isSending) }
    return (text, TypeShapeReader.shape(of: value), isSending)
  }

  private mutating func property(_ syntax: VariableDeclSyntax) -> Property? {
    guard let binding = syntax.bindings.first,
      let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    let name = pattern.identifier.text
    if kind == .classType && syntax.bindingSpecifier.tokenKind == .keyword(.let) { return nil }
    guard isOverridable(syntax.modifiers, name: name, node: pattern) else { return nil }
    guard
      let typeSyntax = binding.typeAnnotation?.type
        ?? binding.initializer.flatMap({ InferredPropertyType.type(of: $0.value) })
    else {
      warn("'\(name)' has no type annotation, so \(typeName)Mock can't override it", pattern)
      return nil
    }
    let type = typeSyntax.sourceText
    var hasSetter = kind == .classType
    var effects = Effects.none
    var isMutatingGetter = false
    switch binding.accessorBlock?.accessors {
    case .accessors(let accessors)?:
      let kinds = accessors.map(\.accessorSpecifier.tokenKind)
      let isStored = kinds.contains(.keyword(.willSet)) || kinds.contains(.keyword(.didSet))
      hasSetter = isStored || kinds.contains(.keyword(.set))
      if let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
        effects = ParameterParser.effects(
          async: getter.effectSpecifiers?.asyncSpecifier, throwsClause: getter.effectSpecifiers?.throwsClause)
        isMutatingGetter = getter.modifier?.name.tokenKind == .keyword(.mutating)
      }
    case .getter?:
      hasSetter = false
    case nil:
      break
    }
    // A setter the mock can't see isn't overridden: the mock overrides the getter alone.
    if kind == .classType && syntax.modifiers.hasRestrictedSetter { hasSetter = false }
    return Property(
      name: name, type: type, shape: TypeShapeReader.shape(of: typeSyntax),
      isStatic: syntax.modifiers.contains(.static) || syntax.modifiers.contains(.class),
      isClassMember: syntax.modifiers.contains(.class),
      hasSetter: hasSetter, getterEffects: effects, isMutatingGetter: isMutatingGetter,
      attributes: syntax.attributes.keptOnMock(forProperty: true) + syntax.modifiers.isolationKeywords,
      access: syntax.modifiers.accessLevel ?? .internal,
      location: pattern.location(lines))
  }

  private mutating func subscriptMember(_ syntax: SubscriptDeclSyntax) -> Subscript? {
    guard isOverridable(syntax.modifiers, name: "subscript", node: syntax.subscriptKeyword) else { return nil }
    let generics = syntax.genericParameterClause?.model ?? []
    var hasSetter = false
    var effects = Effects.none
    if case .accessors(let accessors)? = syntax.accessorBlock?.accessors {
      hasSetter = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
      if let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
        effects = ParameterParser.effects(
          async: getter.effectSpecifiers?.asyncSpecifier, throwsClause: getter.effectSpecifiers?.throwsClause)
      }
    }
    if kind == .classType && hasSetter && syntax.modifiers.hasRestrictedSetter {
      warn("this subscript has a private setter, so \(typeName)Mock can't override it", syntax.subscriptKeyword)
      return nil
    }
    var member = Subscript(
      genericParameters: generics,
      requirements: syntax.genericWhereClause?.model ?? [],
      parameters: ParameterParser.parameters(syntax.parameterClause.parameters, generics: generics).map { parameter in
        // Subscript parameters have no argument label unless one is written twice.
        var parameter = parameter
        if parameter.label != nil && !hasExplicitLabel(parameter, in: syntax) { parameter.label = nil }
        return parameter
      },
      returnType: syntax.returnClause.type.sourceText,
      isStatic: syntax.modifiers.contains(.static) || syntax.modifiers.contains(.class),
      hasSetter: hasSetter, getterEffects: effects,
      attributes: syntax.attributes.keptOnMock(),
      access: syntax.modifiers.accessLevel ?? .internal,
      location: syntax.subscriptKeyword.location(lines))
    member.returnShape = TypeShapeReader.shape(of: syntax.returnClause.type)
    return member
  }

  private func hasExplicitLabel(_ parameter: Parameter, in syntax: SubscriptDeclSyntax) -> Bool {
    syntax.parameterClause.parameters.contains { $0.firstName.text == parameter.label && $0.secondName != nil }
  }

  private mutating func initializer(_ syntax: InitializerDeclSyntax) -> Initializer? {
    if kind == .classType {
      if syntax.modifiers.contains(.convenience) { return nil }
      if let access = syntax.modifiers.accessLevel, access <= .fileprivate {
        skippedInitializer = true
        return nil
      }
    }
    let generics = syntax.genericParameterClause?.model ?? []
    let effects = syntax.signature.effectSpecifiers
    return Initializer(
      parameters: ParameterParser.parameters(syntax.signature.parameterClause.parameters, generics: generics),
      effects: ParameterParser.effects(async: effects?.asyncSpecifier, throwsClause: effects?.throwsClause),
      isFailable: syntax.optionalMark != nil,
      isRequired: syntax.modifiers.contains(.required),
      isConvenience: syntax.modifiers.contains(.convenience),
      genericParameters: generics,
      requirements: syntax.genericWhereClause?.model ?? [],
      attributes: syntax.attributes.keptOnMock(),
      access: syntax.modifiers.accessLevel ?? .internal,
      location: syntax.initKeyword.location(lines),
      isImplicitlyUnwrapped: syntax.optionalMark?.tokenKind == .exclamationMark)
  }
}

extension TokenKind {
  var isOperator: Bool {
    switch self {
    case .binaryOperator, .prefixOperator, .postfixOperator: true
    default: false
    }
  }
}
