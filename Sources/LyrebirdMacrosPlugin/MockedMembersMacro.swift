import LyrebirdSyntax
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacros

/// `@MockedMembers`, which fills in a mock class the test wrote.
///
/// It adds the context, initializers, handles and backing properties, marks each member for
/// `@_MockedMethod` or `@_MockedProperty` (which write the bodies), and conforms the class to
/// `Lyrebird.MockObject`.
public struct MockedMembersMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let mock = MockedClass(declaration),
      let (_, rendering) = mock.rendering(of: declaration.memberBlock.members.map(\.decl))
    else { return [] }
    return MockedClass.members(rendering.addedMembers())
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let mock = MockedClass(declaration) else { return [] }
    if let variable = member.as(VariableDeclSyntax.self) {
      return MockedMembersReader.accessors(variable.attributes) == nil ? [] : ["@LyrebirdMocked._MockedProperty"]
    }
    guard let function = member.as(FunctionDeclSyntax.self), function.body == nil else { return [] }
    // An `async` member ranks below its handle, which takes the caller's isolation with a
    // defaulted parameter, so `given(await mock.load(any()))` reaches the handle, as in a generated mock.
    var disfavored: [AttributeSyntax] = []
    if function.signature.effectSpecifiers?.asyncSpecifier != nil, case .identifier = function.name.tokenKind {
      disfavored = ["@_disfavoredOverload"]
    }
    // Overloads the runtime tells apart by name need that name in the body.
    guard let (_, rendering) = mock.rendering(of: declaration.memberBlock.members.map(\.decl)),
      let (single, _) = mock.rendering(of: [DeclSyntax(function)]),
      let requirement = single.members.flattenedMembers.first,
      let runtimeName = rendering.runtimeName(of: requirement)
    else { return disfavored + ["@LyrebirdMocked._MockedMethod"] }
    return disfavored + ["@LyrebirdMocked._MockedMethod(member: \(literal: runtimeName))"]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): Lyrebird.MockObject {}")]
  }
}

/// `@_MockedMethod`, which `@MockedMembers` puts on each method without a body: writes the body.
public struct MockedMethodMacro: BodyMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
    in context: some MacroExpansionContext
  ) throws -> [CodeBlockItemSyntax] {
    guard let mock = context.lexicalContext.lazy.compactMap(MockedClass.init).first,
      let (_, rendering) = mock.rendering(of: [DeclSyntax(declaration)]),
      let body = rendering.methodBody(runtimeName: MockedMethodMacro.runtimeName(node))
    else { return [] }
    return Array(Parser.parse(source: body).statements)
  }

  private static func runtimeName(_ node: AttributeSyntax) -> String? {
    guard case .argumentList(let arguments)? = node.arguments,
      let literal = arguments.first(where: { $0.label?.text == "member" })?.expression.as(StringLiteralExprSyntax.self)
    else { return nil }
    return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
  }
}

/// `@_MockedProperty`, which `@MockedMembers` puts on each `@MockableProperty`: writes its accessors.
public struct MockedPropertyMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let mock = context.lexicalContext.lazy.compactMap(MockedClass.init).first,
      let (_, rendering) = mock.rendering(of: [DeclSyntax(declaration)]),
      let accessors = rendering.propertyAccessors(),
      let variable = Parser.parse(source: "var __lyrebirdProperty: Swift.Int {\n\(accessors)}").statements.first?
        .item.as(VariableDeclSyntax.self),
      case .accessors(let list)? = variable.bindings.first?.accessorBlock?.accessors
    else { return [] }
    return Array(list)
  }
}
