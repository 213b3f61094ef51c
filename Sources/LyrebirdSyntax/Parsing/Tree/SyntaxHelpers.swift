import SwiftSyntax

extension DeclModifierListSyntax {
  func contains(_ keyword: Keyword) -> Bool {
    contains { $0.name.tokenKind == .keyword(keyword) && $0.detail == nil }
  }

  /// The declared access level; a `private(set)` detail doesn't count.
  var accessLevel: AccessLevel? {
    for modifier in self where modifier.detail == nil {
      switch modifier.name.tokenKind {
      case .keyword(.private): return .private
      case .keyword(.fileprivate): return .fileprivate
      case .keyword(.internal): return .internal
      case .keyword(.package): return .package
      case .keyword(.public): return .public
      case .keyword(.open): return .open
      default: continue
      }
    }
    return nil
  }

  /// `nonisolated` as written, kept on the mock's member like an attribute.
  var isolationKeywords: [AttributeSpec] {
    contains { $0.name.tokenKind == .keyword(.nonisolated) } ? [AttributeSpec(.nonisolated, "nonisolated")] : []
  }

  /// Whether the setter is restricted, as in `private(set) var`.
  var hasRestrictedSetter: Bool {
    contains { modifier in
      modifier.detail != nil
        && [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind)
    }
  }
}

extension AttributeListSyntax {
  /// Attributes worth repeating on a mock: isolation, availability, `@discardableResult`.
  ///
  /// Property wrappers, Objective-C and macro attributes would change or break the mock.
  func keptOnMock(forProperty: Bool = false) -> [AttributeSpec] {
    compactMap { element -> AttributeSpec? in
      guard case .attribute(let attribute) = element else { return nil }
      let name = attribute.attributeName.sourceText
      if AttributeListSyntax.dropped.contains(name) { return nil }
      if forProperty, !(name == "available" || name.hasSuffix("Actor")) { return nil }
      return AttributeSpec(attribute.specKind, attribute.sourceText)
    }
  }

  /// `@available(*, unavailable)`.
  var containsUnavailable: Bool {
    contains { element in
      guard case .attribute(let attribute) = element, attribute.attributeName.sourceText == "available" else {
        return false
      }
      return attribute.arguments?.sourceText.contains("unavailable") ?? false
    }
  }

  func containsAttribute(named name: String) -> Bool {
    contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return attribute.attributeName.sourceText == name
    }
  }

  private static let dropped: Set<String> = [
    "objc", "nonobjc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable",
    "NSManaged", "NSCopying", "inlinable", "inline", "usableFromInline", "frozen", "_spi",
    "dynamicMemberLookup", "propertyWrapper", "resultBuilder", "preconcurrency", "Mockable",
    "MockedMembers", "Lyrebird.Mockable", "Mocked", "LyrebirdMocked.Mocked", "warn_unqualified_access",
    "_disfavoredOverload",
    "_implements", "_effects", "_marker", "_semantics", "_alwaysEmitIntoClient", "backDeployed", "export",
  ]
}

extension SyntaxProtocol {
  func location(_ lines: SourceLines) -> SourceLocationSpec {
    lines.location(of: positionAfterSkippingLeadingTrivia)
  }
}

extension TokenSyntax {
  /// The identifier without backticks, as it appears in a selector.
  var bareText: String {
    let text = self.text
    guard text.hasPrefix("`"), text.hasSuffix("`"), text.count > 1 else { return text }
    return String(text.dropFirst().dropLast())
  }
}

extension GenericParameterClauseSyntax {
  var model: [GenericParameter] {
    parameters.map { parameter in
      let isPack = parameter.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.each) }
      return GenericParameter(
        name: isPack ? "each \(parameter.name.text)" : parameter.name.text,
        constraint: parameter.inheritedType?.sourceText,
        constraintNames: parameter.inheritedType.map(TypeShapeReader.referencedNames(in:)) ?? [])
    }
  }
}

extension AttributeSyntax {
  /// What the attribute means to a mock: `@available`, a global actor, or anything else.
  var specKind: AttributeSpec.Kind {
    let name = attributeName.sourceText
    if name == "available" { return .availability }
    return name.hasSuffix("Actor") && arguments == nil ? .globalActor : .other
  }
}

extension GenericWhereClauseSyntax {
  /// The types of a protocol's `where Self: Parent` requirements: parents written after `where`.
  var selfConformances: [TypeSyntax] {
    requirements.compactMap { element in
      guard case .conformanceRequirement(let requirement) = element.requirement,
        requirement.leftType.sourceText == "Self"
      else { return nil }
      return requirement.rightType
    }
  }

  var model: [RequirementSpec] {
    requirements.map { element in
      switch element.requirement {
      case .conformanceRequirement(let requirement):
        .conformance(requirement.leftType.sourceText, requirement.rightType.sourceText)
      case .sameTypeRequirement(let requirement):
        .sameType(
          requirement.leftType.sourceText, requirement.rightType.sourceText,
          leftSelfPath: TypeShapeReader.selfPath(of: requirement.leftType),
          rightSelfPath: TypeShapeReader.selfPath(of: requirement.rightType),
          rightNames: Syntax(requirement.rightType).as(TypeSyntax.self).map(TypeShapeReader.referencedNames) ?? [])
      case .layoutRequirement(let requirement):
        .other(requirement.sourceText)
      }
    }
  }
}

extension SyntaxProtocol {
  /// The node's source without surrounding trivia.
  ///
  /// Cheaper than `trimmedDescription`, which builds a new tree for every call.
  var sourceText: String {
    // A plain type name (`Int`, `String`) is one token: read it without printing the node.
    if let identifier = self.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
      return identifier.name.text
    }
    let text = description.utf8
    let leading = leadingTriviaLength.utf8Length
    let trailing = trailingTriviaLength.utf8Length
    guard leading + trailing <= text.count else { return trimmedDescription }
    return String(decoding: text.dropFirst(leading).dropLast(trailing), as: UTF8.self)
  }
}
