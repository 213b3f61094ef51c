/// Renders a mocked subscript and its `getSubscript(…)` / `setSubscript(…, newValue:)` handles.
struct SubscriptRenderer {
  let value: Subscript
  let context: MockContext
  let naming: MemberNaming

  private var parameters: ParameterSpelling { ParameterSpelling(parameters: value.parameters, context: context) }
  private var type: String { context.resolvingSelf(value.returnType) }
  private var getterCall: CallSpelling { CallSpelling(effects: value.getterEffects, isStatic: value.isStatic) }
  private var setterCall: CallSpelling { CallSpelling(effects: .none, isStatic: value.isStatic) }
  private var memberName: String {
    naming.runtimeName
      ?? "(\(value.parameters.map { "\($0.selectorLabel):" }.joined()))"
  }

  private var names: SyntheticNames { SyntheticNames(parameters: value.parameters, generics: value.genericParameters) }

  private var genericClause: String {
    value.genericParameters.isEmpty ? "" : "<\(value.genericParameters.map(\.declaration).joined(separator: ", "))>"
  }

  func render(into writer: inout CodeWriter) {
    implementation(into: &writer)
    guard context.includesHandles else { return }
    writer.blankLine()
    getterHandle(into: &writer)
    if value.hasSetter {
      writer.blankLine()
      setterHandle(into: &writer)
    }
  }

  /// Subscript parameters have no argument label unless one is written before the name.
  private var declarationParameters: String {
    value.parameters.map { parameter -> String in
      var copy = parameter
      copy.label = parameter.name
      let spelled = ParameterSpelling(parameters: [copy], context: context).declaration
      return (parameter.label.map { "\($0) " } ?? "") + spelled
    }.joined(separator: ", ")
  }

  /// The setter's closure type and matchers add the new value after the subscript's parameters.
  private var setterSignatureTypes: String {
    "(" + (value.parameters.isEmpty ? "" : parameters.signatureTypes.dropFirst().dropLast() + ", ") + "\(type))"
  }

  func implementation(into writer: inout CodeWriter) {
    for attribute in value.attributes { writer.line(attribute) }
    let override = context.isClass ? "override " : ""
    let staticKeyword = value.isStatic ? "static " : ""
    let whereClause = value.requirements.isEmpty ? "" : " where \(value.requirements.joined(separator: ", "))"
    let recorded = parameters.recordedArguments.joined(separator: ", ")
    let applyArguments = parameters.applyArguments
    writer.block(
      "\(context.accessPrefix)\(override)\(staticKeyword)subscript\(genericClause)(\(declarationParameters)) -> \(context.declaredType(value.returnType))\(whereClause)"
    ) { writer in
      writer.block("get\(getterCall.declarationEffects)") { writer in
        var arguments: [CallArgument] = [
          .line("\(MemberLiteral.subscriptGetter(memberName))\(recorded.isEmpty ? "" : ", arguments: \(recorded)")"),
          .line(
            "apply: { (\(names.body): \(parameters.signatureTypes)\(getterCall.signatureEffects) -> \(type)) in \(getterCall.marker)\(names.body)(\(applyArguments)) }"
          ),
        ]
        if context.isClass {
          arguments.append(.line("superclass: { \(getterCall.marker)super[\(parameters.forwardedArguments)] }"))
        }
        getterCall.write(arguments, into: &writer)
      }
      guard value.hasSetter else { return }
      writer.block("set(\(names.newValue))") { writer in
        var arguments: [CallArgument] = [
          .line(
            "\(MemberLiteral.subscriptSetter(memberName)), arguments: \(recorded.isEmpty ? "" : "\(recorded), ")\(names.newValue)"
          ),
          .line(
            "apply: { (\(names.body): \(setterSignatureTypes) -> Swift.Void) in \(names.body)(\(applyArguments.isEmpty ? "" : applyArguments + ", ")\(names.newValue)) }"
          ),
        ]
        if context.isClass {
          arguments.append(.line("superclass: { super[\(parameters.forwardedArguments)] = \(names.newValue) }"))
        }
        setterCall.write(arguments, into: &writer)
      }
    }
  }

  private var handleKeyword: String {
    if value.isStatic { return "static " }
    return context.isIsolated ? "nonisolated " : ""
  }

  private var handleGenerics: String {
    (value.genericParameters.map(\.declaration) + ["\(names.handle): Lyrebird.MockableMember"]).joined(separator: ", ")
  }

  func getterHandle(into writer: inout CodeWriter) {
    let declaration =
      value.getterEffects.canThrow
      ? "Lyrebird.ThrowingFunctionDeclaration" : "Lyrebird.PropertyGetterDeclaration"
    let requirements =
      value.requirements + [
        "\(names.handle).Declaration == \(declaration)",
        "\(names.handle).Signature == \(parameters.signatureTypes)\(getterCall.signatureEffects) -> \(type)",
        "\(names.handle).ReturnType == \(type)",
      ]
    writer.line(
      "\(context.accessPrefix)\(handleKeyword)func getSubscript<\(handleGenerics)>(\(parameters.handle)) -> \(names.handle)"
    )
    writer.block("where \(requirements.joined(separator: ", "))") { writer in
      writer.line(
        "\(names.handle)(mock: \(getterCall.handleOwner), member: \(MemberLiteral.subscriptGetter(memberName)), arguments: \(parameters.matchers))"
      )
    }
  }

  func setterHandle(into writer: inout CodeWriter) {
    let requirements =
      value.requirements + [
        "\(names.handle).Declaration == Lyrebird.PropertySetterDeclaration",
        "\(names.handle).Signature == \(setterSignatureTypes) -> Swift.Void",
        "\(names.handle).ReturnType == Swift.Void",
      ]
    let matchers =
      parameters.matchers.dropLast() + (value.parameters.isEmpty ? "" : ", ") + "Lyrebird.argument(\(names.newValue))]"
    let handleParameters =
      parameters.handle + (value.parameters.isEmpty ? "" : ", ")
      + "newValue \(names.newValue): @autoclosure () -> \(type)"
    writer.line(
      "\(context.accessPrefix)\(handleKeyword)func setSubscript<\(handleGenerics)>(\(handleParameters)) -> \(names.handle)"
    )
    writer.block("where \(requirements.joined(separator: ", "))") { writer in
      writer.line(
        "\(names.handle)(mock: \(setterCall.handleOwner), member: \(MemberLiteral.subscriptSetter(memberName)), arguments: \(matchers))"
      )
    }
  }
}
