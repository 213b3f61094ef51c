/// Renders a mocked subscript and its `getSubscript(…)` / `setSubscript(…, newValue:)` handles.
struct SubscriptRenderer {
  let member: Subscript
  let scope: MockRenderingScope
  let naming: MemberNaming

  private var parameters: ParameterSpelling { ParameterSpelling(parameters: member.parameters, scope: scope) }
  private var type: String { scope.resolvingSelf(member.returnType) }
  private var getterCall: CallSpelling { CallSpelling(effects: member.getterEffects, isStatic: member.isStatic) }
  private var setterCall: CallSpelling { CallSpelling(effects: .none, isStatic: member.isStatic) }
  private var memberName: String { Self.memberName(member, naming: naming) }

  /// The runtime's name for the subscript: `(_:)`, or its signature when subscripts are overloaded.
  static func memberName(_ member: Subscript, naming: MemberNaming) -> String {
    naming.runtimeName ?? "(\(member.parameters.map { "\($0.selectorLabel):" }.joined()))"
  }

  private var names: SyntheticNames {
    SyntheticNames(parameters: member.parameters, generics: member.genericParameters)
  }

  func render(into writer: inout CodeWriter) {
    implementation(into: &writer)
    guard scope.includesHandles else { return }
    writer.blankLine()
    getterHandle(into: &writer)
    if member.hasSetter {
      writer.blankLine()
      setterHandle(into: &writer)
    }
    // `getSubscript("a", "b")` for a variadic subscript, as Mockingbird spells it; disfavored so
    // one value still picks a subscript that takes one.
    guard member.parameters.contains(where: \.isVariadic) else { return }
    writer.blankLine()
    writer.line("@_disfavoredOverload")
    getterHandle(variadic: true, into: &writer)
    if member.hasSetter {
      writer.blankLine()
      writer.line("@_disfavoredOverload")
      setterHandle(variadic: true, into: &writer)
    }
  }

  /// Subscript parameters have no argument label unless one is written before the name.
  private var declarationParameters: String {
    member.parameters.map { parameter -> String in
      var copy = parameter
      copy.label = parameter.name
      let spelled = ParameterSpelling(parameters: [copy], scope: scope).declaration
      return (parameter.label.map { "\($0) " } ?? "") + spelled
    }.joined(separator: ", ")
  }

  /// The setter's closure type and matchers add the new value after the subscript's parameters.
  private var setterSignatureTypes: String {
    "(" + (parameters.signatureTypeList + [type]).joined(separator: ", ") + ")"
  }

  /// How the getter's and setter's calls reach the context.
  private var slots: (getter: MemberSlotSpelling, setter: MemberSlotSpelling) {
    let parameters = self.parameters
    let canType = MemberSlotSpelling.canType(
      isStatic: member.isStatic, isGeneric: !member.genericParameters.isEmpty, attributes: member.attributes)
    let types = canType ? parameters.recordedTypes : nil
    let recorded = parameters.recordedArguments
    // `(…).self` reads a function type's argument labels as a tuple's.
    let valueType = member.returnShape.unlabeledSpelling.map(scope.resolvingSelf) ?? type
    return (
      MemberSlotSpelling(
        member: MemberLiteral.subscriptGetter(memberName), recorded: recorded, types: types,
        returnType: valueType),
      MemberSlotSpelling(
        member: MemberLiteral.subscriptSetter(memberName), recorded: recorded + [names.newValue],
        types: types.map { $0 + [valueType] }, returnType: "Swift.Void")
    )
  }

  func implementation(into writer: inout CodeWriter) {
    let slots = self.slots
    for attribute in member.attributes { writer.line(attribute.text) }
    let header = DeclarationHeader(
      access: scope.accessPrefix,
      modifiers: [scope.isClass ? "override" : nil, member.isStatic ? "static" : nil], keyword: "subscript",
      generics: member.genericParameters.map(\.declaration), parameters: declarationParameters,
      returnType: scope.declaredType(member.returnType), requirements: member.requirements)
    writer.block(header.text) { writer in
      AccessorRenderer(getterCall: getterCall, setterCall: setterCall).write(
        getter: getterArguments(slots.getter),
        setter: member.hasSetter ? (names.newValue, setterArguments(slots.setter)) : nil, into: &writer)
    }
  }

  private func getterArguments(_ slot: MemberSlotSpelling) -> [CallArgument] {
    let effect = getterCall.effectPrefix
    var arguments: [CallArgument] = [
      .line(slot.target),
      .line(
        """
        apply: { (\(names.body): \(parameters.signatureTypes)\(getterCall.signatureEffects) -> \(type)) in \
        \(effect)\(names.body)(\(parameters.applyArguments)) }
        """),
    ]
    if scope.isClass {
      arguments.append(.line("superclass: { \(effect)super[\(parameters.forwardedArguments)] }"))
    }
    return arguments
  }

  private func setterArguments(_ slot: MemberSlotSpelling) -> [CallArgument] {
    let applyArguments = parameters.applyArguments
    var arguments: [CallArgument] = [
      .line(slot.target),
      .line(
        """
        apply: { (\(names.body): \(setterSignatureTypes) -> Swift.Void) in \
        \(names.body)(\(applyArguments.isEmpty ? "" : applyArguments + ", ")\(names.newValue)) }
        """),
    ]
    if scope.isClass {
      arguments.append(.line("superclass: { super[\(parameters.forwardedArguments)] = \(names.newValue) }"))
    }
    return arguments
  }

  /// `getSubscript`/`setSubscript` with the subscript's generics and the handle's, as the handle's header.
  private func handleHeader(_ name: String, parameters: String) -> DeclarationHeader {
    DeclarationHeader(
      access: scope.accessPrefix,
      modifiers: [member.isStatic ? "static" : scope.isIsolated ? "nonisolated" : nil], keyword: "func",
      name: name, generics: member.genericParameters.map(\.declaration) + [names.handle], parameters: parameters)
  }

  func getterHandle(variadic: Bool = false, into writer: inout CodeWriter) {
    let declaration =
      member.getterEffects.canThrow
      ? "Lyrebird.ThrowingFunctionDeclaration" : "Lyrebird.PropertyGetterDeclaration"
    let handle = HandleSpelling(
      context: names.handle, declaration: declaration,
      signature: "\(parameters.signatureTypes)\(getterCall.signatureEffects) -> \(type)", returnType: type)
    handle.write(
      header: handleHeader("getSubscript", parameters: variadic ? parameters.variadicHandle : parameters.handle),
      requirements: member.requirements, owner: getterCall.handleOwner,
      member: MemberLiteral.subscriptGetter(memberName),
      matchers: variadic ? .list(parameters.variadicMatchers(then: nil)) : parameters.handleMatchers(), into: &writer)
  }

  func setterHandle(variadic: Bool = false, into writer: inout CodeWriter) {
    let handle = HandleSpelling(
      context: names.handle, declaration: "Lyrebird.PropertySetterDeclaration",
      signature: "\(setterSignatureTypes) -> Swift.Void", returnType: "Swift.Void")
    let handleParameters =
      (variadic ? parameters.variadicHandle : parameters.handle) + (member.parameters.isEmpty ? "" : ", ")
      + "newValue \(names.newValue): @autoclosure () -> \(type)"
    handle.write(
      header: handleHeader("setSubscript", parameters: handleParameters), requirements: member.requirements,
      owner: setterCall.handleOwner, member: MemberLiteral.subscriptSetter(memberName),
      matchers: variadic
        ? .list(parameters.variadicMatchers(then: names.newValue)) : parameters.handleMatchers(then: names.newValue),
      into: &writer)
  }
}
