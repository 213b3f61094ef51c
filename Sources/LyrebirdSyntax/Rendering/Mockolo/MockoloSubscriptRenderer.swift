/// A subscript in Mockolo's shape: `subscriptCallCount` and `subscriptHandler` for its getter,
/// `subscriptSetCallCount` and `subscriptSetHandler` for its setter.
struct MockoloSubscriptRenderer {
  let member: Subscript
  let context: MockoloContext

  private var name: String { context.name(of: .subscript(member)) }
  /// Static counters and handlers are shared by every test: `nonisolated(unsafe)` lets Swift 6 compile them.
  private var staticPrefix: String { member.isStatic ? "nonisolated(unsafe) static " : "" }
  private var handler: MockoloHandler {
    MockoloHandler(
      parameters: member.parameters, genericNames: Set(member.genericParameters.map(\.name)),
      effects: member.getterEffects, returnType: member.returnType, returnShape: member.returnShape, context: context)
  }

  func render(into writer: inout CodeWriter) {
    let access = availability + context.access
    let counter = "\(access)\(staticPrefix)\(context.counterDeclaration)"
    let handler = self.handler
    writer.blankLine()
    writer.line("\(counter) \(name)CallCount = 0")
    writer.line("\(access)\(staticPrefix)var \(name)Handler: \(handler.closureType)?")
    var setter = handler
    if member.hasSetter {
      var parameters = member.parameters
      parameters.append(Parameter(label: nil, name: "newValue", type: member.returnType, shape: member.returnShape))
      setter = MockoloHandler(
        parameters: parameters, genericNames: handler.genericNames, effects: .none, returnType: nil,
        returnShape: TypeShape(), context: context)
      writer.line("\(counter) \(name)SetCallCount = 0")
      writer.line("\(access)\(staticPrefix)var \(name)SetHandler: \(setter.closureType)?")
    }
    writer.block(declaration) { writer in
      writer.block("get\(member.getterEffects.declarationSpelling)") { writer in
        writer.line("\(name)CallCount += 1")
        writer.block("if let \(name)Handler = \(name)Handler") { writer in
          writer.line("return \(handler.callPrefix)\(name)Handler(\(handler.callArguments))\(handler.resultCast)")
        }
        if let value = MockoloDefaults.value(for: member.returnType), !handler.resultCast.contains("as!") {
          writer.line("return \(value)")
        } else {
          writer.line(MockoloHandler.missingHandler(name + "Handler", type: member.returnType))
        }
      }
      if member.hasSetter {
        writer.block("set") { writer in
          writer.line("\(name)SetCallCount += 1")
          writer.line("\(name)SetHandler?(\(setter.callArguments))")
        }
      }
    }
  }

  /// The subscript's `@available` attributes, repeated on each declaration it renders.
  private var availability: String { member.attributes.of(.availability).map { $0.text + " " }.joined() }

  private var declaration: String {
    availability
      + DeclarationHeader(
        access: context.access,
        modifiers: [context.isClassMock ? "override" : nil, member.isStatic ? "static" : nil], keyword: "subscript",
        generics: member.genericParameters.map(\.declaration),
        parameters: ParameterSpelling(parameters: member.parameters, scope: context.scope).declaration,
        returnType: context.scope.declaredType(member.returnType), requirements: member.requirements
      ).text.description
  }

}
