import Foundation
import SwiftSyntax

/// Walks a file and collects protocols, classes and imports, without entering function bodies.
final class DeclarationCollector: SyntaxVisitor {
  private let lines: SourceLines
  private(set) var types: [MockableType] = []
  private(set) var imports: [ImportSpec] = []
  private(set) var diagnostics: [DiagnosticSpec] = []
  private(set) var noncopyableTypes: [String] = []
  private(set) var declaredTypes: [String] = []
  private(set) var compositions: [TypeComposition] = []
  private(set) var sendableUnavailable: [String] = []
  /// The macro mocks a private protocol in its own file; the generator can't.
  var keepsPrivateTypes = false
  /// `false` when only protocols are mocked: classes are still recorded, as possible parents of a
  /// protocol, but nothing is reported about them.
  var reportsClasses = true
  /// Enclosing type names, for nested declarations such as `Outer.Inner`.
  private var scope: [String] = []
  /// How many enclosing declarations are `private` or `fileprivate`: a type inside one can't be
  /// named, or extended, from the mocks' file.
  private var privateDepth = 0
  /// Clauses the compiler skips unparsed; those with syntax errors are left out.
  var unparsed: UnparsedClauses?
  /// Effective `#if` conditions of the enclosing clauses.
  private var conditions: [String] = []
  /// How many enclosing clauses the compiler is known to skip: their type aliases aren't the
  /// ones a protocol refines (`#if compiler(>=6) typealias Base = P #else typealias Base = Q`).
  private var skippedClauses = 0

  init(lines: SourceLines) {
    self.lines = lines
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let module = node.path.first?.name.text else { return .skipChildren }
    // An import inside `#if` keeps its condition: the module may not exist on every platform.
    let active = conditions.filter { !$0.isEmpty }
    imports.append(ImportSpec(module: module, condition: active.isEmpty ? nil : active.joined(separator: " && ")))
    return .skipChildren
  }

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    var previous: [String] = []
    var taken = false
    for clause in node.clauses {
      let own = clause.condition?.sourceText
      let negated = previous.map { "!(\($0))" }
      let holds = clause.condition.map { BuildVersions.current.evaluate(VersionCheck($0)) } ?? true
      let skipped = taken || holds == false
      taken = taken || holds == true
      conditions.append((negated + (own.map { ["(\($0))"] } ?? [])).joined(separator: " && "))
      if skipped { skippedClauses += 1 }
      if let elements = clause.elements, unparsed?.skips(clause) != true { walk(elements) }
      if skipped { skippedClauses -= 1 }
      conditions.removeLast()
      if let own { previous.append(own) }
    }
    return .skipChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    // `@Mockable` and `@Mocked` protocols already have a mock, made by the macro.
    declaredTypes.append(qualified(node.name.text))
    if !keepsPrivateTypes
      && (node.attributes.containsAttribute(named: "Mockable") || node.attributes.containsAttribute(named: "Mocked"))
    {
      return .skipChildren
    }
    record(protocolType(node))
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    declaredTypes.append(qualified(node.name.text))
    record(classType(node))
    enterScope(node.name.text, node.modifiers)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { leaveScope(node.modifiers) }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterValueType(node.name.text, node.inheritanceClause, node.modifiers)
  }

  override func visitPost(_ node: StructDeclSyntax) { leaveScope(node.modifiers) }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterValueType(node.name.text, node.inheritanceClause, node.modifiers)
  }

  override func visitPost(_ node: EnumDeclSyntax) { leaveScope(node.modifiers) }

  /// Declares a struct or enum, which isn't mocked but may be named (or be `~Copyable`), and enters it.
  private func enterValueType(
    _ name: String, _ inheritance: InheritanceClauseSyntax?, _ modifiers: DeclModifierListSyntax
  ) -> SyntaxVisitorContinueKind {
    declaredTypes.append(qualified(name))
    if isNoncopyable(inheritance) { noncopyableTypes.append(qualified(name)) }
    enterScope(name, modifiers)
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.attributes.containsUnavailable,
      node.inheritanceClause?.inheritedTypes.contains(where: {
        ["Sendable", "Swift.Sendable"].contains($0.type.sourceText)
      }) == true
    {
      sendableUnavailable.append(qualified(node.extendedType.sourceText))
    }
    enterScope(node.extendedType.sourceText, node.modifiers)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { leaveScope(node.modifiers) }

  private func enterScope(_ name: String, _ modifiers: DeclModifierListSyntax) {
    scope.append(name)
    if let access = modifiers.accessLevel, access <= .fileprivate { privateDepth += 1 }
  }

  private func leaveScope(_ modifiers: DeclModifierListSyntax) {
    scope.removeLast()
    if let access = modifiers.accessLevel, access <= .fileprivate { privateDepth -= 1 }
  }

  // Bodies never declare mockable types that other files can see.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    declaredTypes.append(qualified(node.name.text))
    return .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = qualified(node.name.text)
    declaredTypes.append(name)
    let value = node.initializer.value
    if skippedClauses > 0 { return .skipChildren }
    if let composition = value.as(CompositionTypeSyntax.self) {
      compositions.append(
        TypeComposition(name: name, components: composition.elements.map { TypeShapeReader.inherited($0.type) }))
    } else if node.genericParameterClause == nil, value.is(IdentifierTypeSyntax.self) || value.is(MemberTypeSyntax.self)
    {
      // `typealias NIOSendable = Sendable`: a protocol refining the alias refines the protocol.
      compositions.append(TypeComposition(name: name, components: [TypeShapeReader.inherited(value)]))
    }
    return .skipChildren
  }
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  /// A type declared in a closure (top-level code's trailing closures) is local: no mock can name it.
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func record(_ type: MockableType?) {
    guard var type else { return }
    if !keepsPrivateTypes, type.access <= .fileprivate || privateDepth > 0 {
      guard reportsClasses || type.kind == .protocolType else { return }
      let access = type.access <= .fileprivate ? "is \(type.access.rawValue)" : "is inside a private declaration"
      diagnostics.append(
        DiagnosticSpec(.warning, "'\(type.name)' \(access), so no mock can be generated for it", at: type.location))
      return
    }
    type.conditions = conditions.filter { !$0.isEmpty }
    types.append(type)
  }

  private func qualified(_ name: String) -> String {
    (scope + [name]).joined(separator: ".")
  }

  private func protocolType(_ node: ProtocolDeclSyntax) -> MockableType {
    let name = qualified(node.name.text)
    var parser = MemberParser(lines: lines, kind: .protocolType, typeName: name)
    parser.unparsed = unparsed
    let members = parser.items(node.memberBlock.members)
    diagnostics += parser.diagnostics
    var associated: [GenericParameter] = []
    // `where Self: Base` names a parent, which the mock subclasses or adopts like one after the colon.
    var requirements = (node.genericWhereClause?.model ?? []).filter { requirement in
      guard case .conformance("Self", _) = requirement else { return true }
      return false
    }
    let selfParents = (node.genericWhereClause?.selfConformances ?? []).flatMap(inheritedTypes(of:))
    let primary = node.primaryAssociatedTypeClause?.primaryAssociatedTypes.map(\.name.text) ?? []
    for member in node.memberBlock.members {
      guard let declaration = member.decl.as(AssociatedTypeDeclSyntax.self) else { continue }
      let inherited = declaration.inheritanceClause?.inheritedTypes.map(\.type)
      associated.append(
        GenericParameter(
          name: declaration.name.text, constraint: inherited?.map(\.sourceText).joined(separator: " & "),
          constraintNames: inherited?.flatMap(TypeShapeReader.referencedNames(in:)) ?? []))
      requirements += declaration.genericWhereClause?.model ?? []
    }
    // Primary associated types come first, in their declared order, so `PMock<Element>` reads naturally.
    associated.sort { lhs, rhs in
      (primary.firstIndex(of: lhs.name) ?? Int.max) < (primary.firstIndex(of: rhs.name) ?? Int.max)
    }
    var type = MockableType(
      name: name, kind: .protocolType,
      access: node.modifiers.accessLevel ?? .internal,
      inheritedTypes: inheritedTypes(node.inheritanceClause) + selfParents,
      associatedTypes: associated,
      requirements: requirements,
      attributes: node.attributes.keptOnMock() + node.modifiers.isolationKeywords,
      members: members,
      location: node.name.location(lines))
    type.primaryAssociatedTypes = primary
    type.typeAliases = Self.typeAliases(in: node.memberBlock)
    return type
  }

  private func classType(_ node: ClassDeclSyntax) -> MockableType? {
    let name = qualified(node.name.text)
    if node.modifiers.contains(.final) {
      if reportsClasses { diagnostics.append(.finalClass(name, at: node.name.location(lines))) }
      return nil
    }
    var parser = MemberParser(lines: lines, kind: .classType, typeName: name)
    parser.unparsed = unparsed
    let members = parser.items(node.memberBlock.members)
    if reportsClasses { diagnostics += parser.diagnostics }
    var type = MockableType(
      name: name, kind: .classType,
      access: node.modifiers.accessLevel ?? .internal,
      inheritedTypes: inheritedTypes(node.inheritanceClause),
      genericParameters: node.genericParameterClause?.model ?? [],
      requirements: node.genericWhereClause?.model ?? [],
      // `nonisolated class` keeps a main-actor test target from isolating the mock.
      attributes: node.attributes.keptOnMock() + node.modifiers.isolationKeywords,
      members: members,
      location: node.name.location(lines))
    type.hasHiddenInitializer = parser.skippedInitializer
    type.typeAliases = Self.typeAliases(in: node.memberBlock)
    return type
  }

  /// The type's own non-generic type aliases.
  private static func typeAliases(in block: MemberBlockSyntax) -> [TypeAliasSpec] {
    block.members.compactMap { member in
      guard let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil else {
        return nil
      }
      let value = alias.initializer.value
      return TypeAliasSpec(
        name: alias.name.text, type: value.sourceText, referencedNames: TypeShapeReader.referencedNames(in: value))
    }
  }

  private func isNoncopyable(_ clause: InheritanceClauseSyntax?) -> Bool {
    clause?.inheritedTypes.contains { inherited in
      inherited.type.as(SuppressedTypeSyntax.self).map { $0.type.sourceText == "Copyable" } ?? false
    } ?? false
  }

  private func inheritedTypes(_ clause: InheritanceClauseSyntax?) -> [InheritedType] {
    guard let clause else { return [] }
    return clause.inheritedTypes.flatMap { inheritedTypes(of: $0.type) }
  }

  /// One inherited type, or each of a composition's.
  private func inheritedTypes(of type: TypeSyntax) -> [InheritedType] {
    if let composition = type.as(CompositionTypeSyntax.self) {
      return composition.elements.map { TypeShapeReader.inherited($0.type) }
    }
    return [TypeShapeReader.inherited(type)]
  }
}
