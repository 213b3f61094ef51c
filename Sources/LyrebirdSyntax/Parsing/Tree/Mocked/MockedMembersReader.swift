import SwiftParser
import SwiftSyntax

/// Reads the members of a mock class a test wrote for `@MockedMembers` into the model.
///
/// The members are declared as a protocol would declare them (`func fetch() -> Int`, no body), so
/// they are read as that protocol: functions without bodies as they are, and properties marked
/// `@MockableProperty(.readOnly(.async))` with the accessors the marker names. Members with
/// bodies and unmarked properties are the test's own and are left alone.
package enum MockedMembersReader {
  /// The members as a model named so that its mock is `mockName`, prepared to render, and the
  /// backing property names chosen with `@MockableMethod(mockMethodName:)`, by selector; `nil` when
  /// nothing can be read.
  package static func read(
    mockName: String, access: AccessLevel, isActor: Bool, members: [DeclSyntax]
  ) -> (mock: PreparedMock, backingNames: [String: String])? {
    var requirements: [String] = []
    var chosenNames: [String?] = []
    collect(members, into: &requirements, chosenNames: &chosenNames)
    let name = mockName.hasSuffix("Mock") && mockName != "Mock" ? String(mockName.dropLast(4)) : mockName
    let keyword = access == .internal ? "" : "\(min(access, .public).rawValue) "
    let source = "\(keyword)protocol \(name)\(isActor ? ": Actor" : "") {\n\(requirements.joined(separator: "\n"))\n}"
    guard let protocolDecl = Parser.parse(source: source).statements.first?.item.as(ProtocolDeclSyntax.self) else {
      return nil
    }
    let parsed = SourceParser.parse(protocolDecl, includingPrivate: true)
    guard let type = parsed.types.first else { return nil }
    var backingNames: [String: String] = [:]
    let methods = type.members.flattenedMembers.compactMap { member -> Method? in
      if case .method(let method) = member { return method }
      return nil
    }
    for (method, chosen) in zip(methods, chosenNames) {
      if let chosen { backingNames[method.selector] = chosen }
    }
    return (PreparedMock(type, noncopyableTypes: Set(parsed.noncopyableTypes)), backingNames)
  }

  /// Each member's requirement line, in order; a `#if` block's members inside the same conditions,
  /// so the model keeps the block and the mock compiles only the branch the class does.
  private static func collect(_ members: [DeclSyntax], into requirements: inout [String], chosenNames: inout [String?])
  {
    for member in members {
      if let function = member.as(FunctionDeclSyntax.self), function.body == nil {
        requirements.append(requirement(function))
        chosenNames.append(chosenName(function.attributes))
      } else if let variable = member.as(VariableDeclSyntax.self), let accessors = accessors(variable.attributes) {
        let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
        for binding in variable.bindings {
          guard let type = binding.typeAnnotation?.type.trimmedDescription else { continue }
          requirements.append(
            "\(isStatic ? "static " : "")var \(binding.pattern.trimmedDescription): \(type) \(accessors)")
        }
      } else if let block = member.as(IfConfigDeclSyntax.self) {
        for clause in block.clauses {
          let condition = clause.condition.map { " \($0.trimmedDescription)" } ?? ""
          requirements.append("\(clause.poundKeyword.text)\(condition)")
          if case .decls(let items)? = clause.elements {
            collect(items.map(\.decl), into: &requirements, chosenNames: &chosenNames)
          }
        }
        requirements.append("#endif")
      }
    }
  }

  /// The function as a protocol requirement: no attributes, body or access, `class` as `static`.
  private static func requirement(_ function: FunctionDeclSyntax) -> String {
    let modifiers = function.modifiers.compactMap { modifier -> String? in
      switch modifier.name.text {
      case "static", "class": "static "
      case "mutating": "mutating "
      default: nil
      }
    }
    let requirement = function.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil)
    return modifiers.joined() + requirement.trimmedDescription
  }

  /// `mockMethodName:` of `@MockableMethod`, if the function has one.
  private static func chosenName(_ attributes: AttributeListSyntax) -> String? {
    guard let attribute = marker(named: "MockableMethod", in: attributes),
      case .argumentList(let arguments)? = attribute.arguments,
      let literal = arguments.first(where: { $0.label?.text == "mockMethodName" })?.expression
        .as(StringLiteralExprSyntax.self)
    else { return nil }
    return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
  }

  /// The accessor block `@MockableProperty` names: `{ get }`, `{ get async throws }` or `{ get set }`.
  package static func accessors(_ attributes: AttributeListSyntax) -> String? {
    guard let attribute = marker(named: "MockableProperty", in: attributes),
      case .argumentList(let arguments)? = attribute.arguments, let argument = arguments.first?.expression
    else { return nil }
    if let access = argument.as(MemberAccessExprSyntax.self) {
      return access.declName.baseName.text == "readWrite" ? "{ get set }" : "{ get }"
    }
    guard let call = argument.as(FunctionCallExprSyntax.self) else { return nil }
    let effects = Set(
      call.arguments.compactMap { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text })
    return "{ get\(effects.contains("async") ? " async" : "")\(effects.contains("throws") ? " throws" : "") }"
  }

  private static func marker(named name: String, in attributes: AttributeListSyntax) -> AttributeSyntax? {
    for case .attribute(let attribute) in attributes {
      let written = attribute.attributeName.trimmedDescription
      if written == name || written == "LyrebirdMocked." + name { return attribute }
    }
    return nil
  }
}
