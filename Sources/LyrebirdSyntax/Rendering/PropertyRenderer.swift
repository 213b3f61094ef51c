/// Renders a mocked property and its `getName()` / `setName(_:)` handles.
///
/// Everything used more than once is computed in `init`: this runs for every property of every mock.
struct PropertyRenderer {
  let property: Property
  let context: MockContext
  let naming: MemberNaming
  private let type: String
  private let getterCall: CallSpelling
  private let setterCall: CallSpelling
  private let name: String
  private let bareName: String
  private let names = SyntheticNames.standard

  init(property: Property, context: MockContext, naming: MemberNaming) {
    self.property = property
    self.context = context
    self.naming = naming
    type = context.resolvingSelf(property.type)
    getterCall = CallSpelling(effects: property.getterEffects, isStatic: property.isStatic)
    setterCall = CallSpelling(effects: .none, isStatic: property.isStatic)
    name = property.name
    bareName = property.name.trimmingBackticks
  }

  func render(into writer: inout CodeWriter) {
    implementation(into: &writer)
    guard context.includesHandles else { return }
    // A method spelled like a handle (`getTitle()` beside `title`) keeps the name; the property
    // is then stubbed as `given(mock.title)`.
    let capitalized = TypeText.capitalized(name)
    if !context.declaresMethod("get\(capitalized)()") {
      writer.blankLine()
      getterHandle(into: &writer)
    }
    if property.hasSetter && !context.declaresMethod("set\(capitalized)(_:)") {
      writer.blankLine()
      setterHandle(into: &writer)
    }
    RecordsRenderer(context: context).property(property, recordName: naming.recordName, into: &writer)
  }

  private var staticKeyword: String {
    guard property.isStatic else { return "" }
    return property.isClassMember ? "class " : "static "
  }

  private var forwardingType: String? {
    guard !property.isStatic, !context.isIsolated, let type = context.forwardingType(origin: property.origin),
      !context.mentionsSelfOrAssociatedTypes(property.type)
    else { return nil }
    return type
  }

  func implementation(into writer: inout CodeWriter) {
    for attribute in property.attributes { writer.line(attribute) }
    let override = context.isClass ? "override " : ""
    writer.block(
      "\(context.accessPrefix)\(override)\(staticKeyword)var \(name): \(context.declaredType(property.type))"
    ) { writer in
      writer.block("get\(getterCall.declarationEffects)") { writer in
        var arguments: [CallArgument] = [
          .line(MemberLiteral.getter(bareName)),
          .line(
            "apply: { (\(names.body): ()\(getterCall.signatureEffects) -> \(type)) in \(getterCall.marker)\(names.body)() }"
          ),
        ]
        if let cast = forwardingType {
          let read =
            property.isMutatingGetter
            ? "\(getterCall.marker)Lyrebird.withMutableCopy(of: \(names.target)) { \(getterCall.marker)$0.\(name) }"
            : "\(getterCall.marker)\(names.target).\(name)"
          if property.getterEffects.isAsync {
            arguments.append(
              .closure(
                "forward: { \(names.target) in",
                body: [
                  "guard let \(names.target) = \(names.target) as? \(cast) else { return nil }", "return \(read)",
                ]))
          } else {
            arguments.append(
              .line(
                "forward: { \(names.target) in \(getterCall.marker)(\(names.target) as? \(cast)).map { \(names.target) in \(read) } }"
              ))
          }
        }
        if context.isClass { arguments.append(.line("superclass: { \(getterCall.marker)super.\(name) }")) }
        getterCall.write(arguments, into: &writer)
      }
      guard property.hasSetter else { return }
      writer.block("set") { writer in
        var arguments: [CallArgument] = [
          .line("\(MemberLiteral.setter(bareName)), arguments: newValue"),
          .line("apply: { (\(names.body): (\(type)) -> Swift.Void) in \(names.body)(newValue) }"),
        ]
        if let cast = forwardingType {
          arguments.append(
            .line(
              "forward: { \(names.target) in (\(names.target) as? \(cast)).map { Lyrebird.withMutableCopy(of: $0) { $0.\(name) = newValue } } }"
            ))
        }
        if context.isClass { arguments.append(.line("superclass: { super.\(name) = newValue }")) }
        setterCall.write(arguments, into: &writer)
      }
    }
  }

  private var handleKeyword: String {
    if property.isStatic { return "static " }
    return context.isIsolated ? "nonisolated " : ""
  }

  func getterHandle(into writer: inout CodeWriter) {
    let declaration =
      property.getterEffects.canThrow
      ? "Lyrebird.ThrowingFunctionDeclaration" : "Lyrebird.PropertyGetterDeclaration"
    writer.line(
      "\(context.accessPrefix)\(handleKeyword)func get\(TypeText.capitalized(name))<\(names.handle): Lyrebird.MockableMember>() -> \(names.handle)"
    )
    writer.block(
      "where \(names.handle).Declaration == \(declaration), \(names.handle).Signature == ()\(getterCall.signatureEffects) -> \(type), \(names.handle).ReturnType == \(type)"
    ) { writer in
      writer.line(
        "\(names.handle)(mock: \(getterCall.handleOwner), member: \(MemberLiteral.getter(bareName)), arguments: [])")
    }
  }

  func setterHandle(into writer: inout CodeWriter) {
    writer.line(
      "\(context.accessPrefix)\(handleKeyword)func set\(TypeText.capitalized(name))<\(names.handle): Lyrebird.MockableMember>(_ newValue: @autoclosure () -> \(type)) -> \(names.handle)"
    )
    writer.block(
      "where \(names.handle).Declaration == Lyrebird.PropertySetterDeclaration, \(names.handle).Signature == (\(type)) -> Swift.Void, \(names.handle).ReturnType == Swift.Void"
    ) { writer in
      writer.line(
        "\(names.handle)(mock: \(setterCall.handleOwner), member: \(MemberLiteral.setter(bareName)), arguments: [Lyrebird.argument(newValue)])"
      )
    }
  }
}
