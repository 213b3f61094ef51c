/// A property in Mockolo's shape: a stored `var` a test sets, with `…SetCallCount` when the
/// requirement has a setter; a backing optional for a type without a default; a `…Handler` for
/// an `async` or `throws` getter.
struct MockoloPropertyRenderer {
  let property: Property
  let context: MockoloContext

  private var name: String { property.name.trimmingBackticks }
  private var type: String { context.scope.declaredType(property.type) }
  /// Static storage is shared by every test, as Mockolo's is: `nonisolated(unsafe)` lets Swift 6 compile it.
  private var staticPrefix: String { property.isStatic ? "nonisolated(unsafe) static " : "" }
  /// The property's `@available` attributes, repeated on each declaration it renders.
  private var availability: String { property.attributes.of(.availability).map { $0.text + " " }.joined() }
  private var computedStaticPrefix: String { property.isStatic ? "static " : "" }
  private var modifier: String { context.settings.modifiers[property.name].map { $0 + " " } ?? "" }
  private var overridePrefix: String { context.isClassMock ? "override " : "" }
  /// The value the property starts with; `nil` for a type without one, which a backing optional holds.
  var defaultValue: String? { MockoloDefaults.value(for: type) }
  /// The name an initializer assigns: the property, its backing or its handler.
  var assignedName: String {
    if property.getterEffects != .none { return name + "Handler" }
    if usesDSL { return valueName }
    return defaultValue == nil && !context.isClassMock ? backingName : property.name
  }
  private var backingName: String { "_\(name)" }
  /// With `--lyrebird-dsl`, an instance property's getter and setter go through the mock's context.
  private var usesDSL: Bool { context.usesDSL && !property.isStatic }
  /// What a `--lyrebird-dsl` property holds; `_name` is the property's typed records.
  private var valueName: String { "__lyrebirdValue_\(name)" }

  func render(into writer: inout CodeWriter) {
    writer.blankLine()
    let access = availability + context.access
    if usesDSL {
      if property.getterEffects != .none { renderHandlerGetter(into: &writer) } else { renderStored(into: &writer) }
      PropertyRenderer(property: property, scope: context.scope, naming: context.scope.naming(for: .property(property)))
        .companions(into: &writer)
      return
    }
    if property.getterEffects != .none {
      renderHandlerGetter(into: &writer)
      return
    }
    if context.isClassMock {
      // A read-only (computed) property gets a handler, as Mockolo gives it: `isOpenHandler`.
      guard property.hasSetter else { return renderHandlerGetter(into: &writer) }
      writer.line("\(access)\(staticPrefix)\(context.counterDeclaration) \(name)SetCallCount = 0")
      writer.line(
        "\(access)\(overridePrefix)\(staticPrefix)var \(property.name): \(type) { didSet { \(name)SetCallCount += 1 } }"
      )
      return
    }
    if let defaultValue {
      guard property.hasSetter else {
        writer.line("\(access)\(staticPrefix)\(modifier)var \(property.name): \(type) = \(defaultValue)")
        return
      }
      writer.line("\(access)\(staticPrefix)\(context.counterDeclaration) \(name)SetCallCount = 0")
      writer.line(
        "\(access)\(staticPrefix)\(modifier)var \(property.name): \(type) = \(defaultValue) "
          + "{ didSet { \(name)SetCallCount += 1 } }"
      )
      return
    }
    // No default: an implicitly unwrapped backing holds what a test sets.
    // Parenthesized where needed, so `any P` and function types take the `!`.
    let backingType = type.contains(" ") || type.contains("->") ? "(\(type))" : type
    writer.line("\(availability)private \(staticPrefix)var \(backingName): \(backingType)!")
    if property.hasSetter {
      writer.line("\(access)\(staticPrefix)\(context.counterDeclaration) \(name)SetCallCount = 0")
    }
    writer.block("\(access)\(computedStaticPrefix)var \(property.name): \(type)") { writer in
      writer.line("get { return \(backingName)! }")
      if property.hasSetter {
        writer.block("set") { writer in
          writer.line("\(backingName) = newValue")
          writer.line("\(name)SetCallCount += 1")
        }
      } else {
        writer.line("set { \(backingName) = newValue }")
      }
    }
  }

  /// `.getter("name")`.
  private var getter: CodeText { MemberLiteral.getter(name) }

  /// The getter's call into the mock's context, answered with `unstubbed` when no stub matches;
  /// without it, a missing stub is reported.
  private func getterCall(unstubbed: String?, into writer: inout CodeWriter) {
    let call = CallSpelling(effects: property.getterEffects, isStatic: false)
    let body = SyntheticNames.standard.body
    let signature = "()\(call.signatureEffects) -> \(context.scope.resolvingSelf(property.type))"
    var arguments: [CallArgument] = [
      .line(getter), .line("apply: { (\(body): \(signature)) in \(call.effectPrefix)\(body)() }"),
    ]
    if let unstubbed { arguments.append(.line("unstubbed: { \(unstubbed) }")) }
    call.write(arguments, prefix: "return ", into: &writer)
  }

  /// A `--lyrebird-dsl` property: a value the test sets, read back unless a stub answers the getter,
  /// and a setter that counts and records.
  private func renderStored(into writer: inout CodeWriter) {
    let access = availability + context.access
    let storageType = type.contains(" ") || type.contains("->") ? "(\(type))" : type
    if let defaultValue {
      writer.line("\(availability)private \(modifier)var \(valueName): \(type) = \(defaultValue)")
    } else {
      writer.line("\(availability)private \(modifier)var \(valueName): \(storageType)?")
    }
    if property.hasSetter { writer.line("\(access)\(context.counterDeclaration) \(name)SetCallCount = 0") }
    writer.block("\(access)var \(property.name): \(type)") { writer in
      writer.block("get") { writer in
        guard defaultValue == nil else { return getterCall(unstubbed: valueName, into: &writer) }
        writer.block("guard let \(valueName) else") { writer in getterCall(unstubbed: nil, into: &writer) }
        getterCall(unstubbed: valueName, into: &writer)
      }
      writer.block("set") { writer in
        writer.line("\(valueName) = newValue")
        guard property.hasSetter else { return }
        writer.line("\(name)SetCallCount += 1")
        let body = SyntheticNames.standard.body
        CallSpelling(effects: .none, isStatic: false).write(
          [
            .line("\(MemberLiteral.setter(name)), arguments: newValue"),
            .line(
              "apply: { (\(body): (\(context.scope.resolvingSelf(property.type))) -> Swift.Void) in \(body)(newValue) }"
            ),
          ], into: &writer)
      }
    }
  }

  /// `var loadHandler: (() async throws -> Int)?` and a getter that calls it.
  private func renderHandlerGetter(into writer: inout CodeWriter) {
    let access = availability + context.access
    let handler = MockoloHandler(
      parameters: [], genericNames: [], effects: property.getterEffects, returnType: property.type,
      returnShape: property.shape, context: context)
    let storage = property.isStatic ? staticPrefix : context.instanceStoragePrefix
    writer.line("\(access)\(storage)var \(name)Handler: \(handler.closureType)?")
    writer.block("\(access)\(overridePrefix)\(computedStaticPrefix)var \(property.name): \(type)") { writer in
      writer.block("get\(property.getterEffects.declarationSpelling)") { writer in
        writer.block("if let \(name)Handler = \(name)Handler") { writer in
          guard usesDSL else { return writer.line("return \(handler.callPrefix)\(name)Handler()") }
          let function = property.getterEffects.isAsync ? "handledAsync" : "handled"
          writer.line(
            "return \(handler.callPrefix)__lyrebirdContext.\(function)(\(getter)) {"
              + "\(property.getterEffects.typedClosureSignature) \(handler.callPrefix)\(name)Handler() }"
          )
        }
        if usesDSL {
          getterCall(unstubbed: defaultValue, into: &writer)
        } else if let defaultValue {
          writer.line("return \(defaultValue)")
        } else if context.isClassMock {
          // No default: the class's own getter answers, as its methods do.
          writer.line("return \(handler.callPrefix)super.\(property.name)")
        } else {
          writer.line(MockoloHandler.missingHandler(name + "Handler", type: property.type))
        }
      }
    }
  }
}
