import SwiftSyntax

/// Reads the facts a mock needs about a type from its syntax, beside the text kept to copy.
enum TypeShapeReader {
  static func shape(of type: TypeSyntax) -> TypeShape {
    var shape = TypeShape(
      isPackExpansion: type.is(PackExpansionTypeSyntax.self),
      isFunction: type.withoutParentheses.is(FunctionTypeSyntax.self),
      baseName: baseName(of: type), referencedNames: referencedNames(in: type),
      optionalWrapped: (type.as(OptionalTypeSyntax.self)?.wrappedType
        ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType)?.sourceText)
    var spelled = type
    var prefix = ""
    if let existential = type.as(SomeOrAnyTypeSyntax.self) {
      spelled = existential.constraint.withoutParentheses
      prefix = "any "
      shape.existentialConstraint = spelled.sourceText
    } else if type.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.some) }) {
      let rewriter = OpaqueToExistential(viewMode: .sourceAccurate)
      let rewritten = rewriter.rewrite(type)
      if rewriter.rewroteOpaque { shape.existentialSpelling = rewritten.sourceText }
    }
    // Only a type with a function type in it can have labels to drop; most have none.
    guard spelled.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .arrow }) else { return shape }
    let remover = FunctionLabelRemover(viewMode: .sourceAccurate)
    let unlabeled = remover.rewrite(spelled)
    if remover.removedLabels { shape.unlabeledSpelling = prefix + unlabeled.sourceText }
    return shape
  }

  /// `Key`, `Self` for `[Key: Self.Value]`: the first name of every path in the type, in source order.
  static func referencedNames(in type: TypeSyntax) -> [String] {
    // Most types are a single name; the visitor is for the rest.
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
      return [identifier.name.text]
    }
    let collector = ReferencedNameCollector(viewMode: .sourceAccurate)
    collector.walk(type)
    return collector.names
  }

  /// `Cache<String, [UInt8]>` → `Cache`, `String`, `[UInt8]`; `any P` is named `P`.
  static func inherited(_ type: TypeSyntax) -> InheritedType {
    let named = type.as(SomeOrAnyTypeSyntax.self)?.constraint ?? type
    let clause =
      named.as(IdentifierTypeSyntax.self)?.genericArgumentClause
      ?? named.as(MemberTypeSyntax.self)?.genericArgumentClause
    return InheritedType(
      text: type.sourceText, name: baseName(of: named) ?? named.sourceText,
      arguments: clause?.arguments.map(\.argument.sourceText) ?? [])
  }

  /// `Element` for `Self.Element`, `Element.Index` for `Self.Element.Index`; `nil` unless the
  /// type is a member of `Self`.
  static func selfPath(of type: some SyntaxProtocol) -> String? {
    // A requirement's side may be an expression (`N == 3`) in newer swift-syntax releases.
    guard let member = Syntax(type).as(MemberTypeSyntax.self) else { return nil }
    let name = member.name.text + (member.genericArgumentClause?.sourceText ?? "")
    if let base = member.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Self",
      base.genericArgumentClause == nil
    {
      return name
    }
    return selfPath(of: member.baseType).map { $0 + "." + name }
  }

  /// `Array` for `Array<Int>`, `Foo.Bar` for `Foo.Bar<T>`; `nil` unless the type is a name.
  private static func baseName(of type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.baseType.sourceText + "." + member.name.text }
    return nil
  }
}

extension TypeSyntax {
  /// `(() -> Int)` is the same type as `() -> Int`.
  var withoutParentheses: TypeSyntax {
    var core = self
    while let tuple = core.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.firstName == nil, only.ellipsis == nil
    {
      core = only.type
    }
    return core
  }
}

/// Collects the name of every `IdentifierTypeSyntax`: a path's first name, as a member's name is a token.
///
/// Attributes are skipped: `Sendable` in `@Sendable () -> Void` is not a type the closure's type uses.
private final class ReferencedNameCollector: SyntaxVisitor {
  private(set) var names: [String] = []

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    names.append(node.name.text)
    return .visitChildren
  }
}

/// Drops argument labels from function types, `(_ token: String) -> Bool` → `(String) -> Bool`.
private final class FunctionLabelRemover: SyntaxRewriter {
  private(set) var removedLabels = false

  override func visit(_ node: FunctionTypeSyntax) -> TypeSyntax {
    let visited = super.visit(node)
    guard var function = visited.as(FunctionTypeSyntax.self) else { return visited }
    function.parameters = TupleTypeElementListSyntax(
      function.parameters.map { element in
        // Function types label a parameter as `_ name:`; a lone `name:` is not a label to drop.
        guard let first = element.firstName, element.secondName != nil else { return element }
        removedLabels = true
        var element = element
        element.firstName = nil
        element.secondName = nil
        element.colon = nil
        element.type = element.type.with(\.leadingTrivia, first.leadingTrivia)
        return element
      })
    return TypeSyntax(function)
  }
}

/// Spells each `some` in a type `any`, for the closure types and generic arguments that can't hold
/// an opaque type.
private final class OpaqueToExistential: SyntaxRewriter {
  private(set) var rewroteOpaque = false

  override func visit(_ node: SomeOrAnyTypeSyntax) -> TypeSyntax {
    let visited = super.visit(node)
    guard let rewritten = visited.as(SomeOrAnyTypeSyntax.self),
      rewritten.someOrAnySpecifier.tokenKind == .keyword(.some)
    else { return visited }
    rewroteOpaque = true
    return TypeSyntax(
      rewritten.with(\.someOrAnySpecifier, rewritten.someOrAnySpecifier.with(\.tokenKind, .keyword(.any))))
  }
}
