/// Renders a mocked property and its `getName()` / `setName(_:)` handles.
///
/// Everything used more than once is computed in `init`: this runs for every property of every mock.
struct PropertyRenderer {
  let property: Property
  let scope: MockRenderingScope
  let naming: MemberNaming
  private let type: String
  private let getterCall: CallSpelling
  private let setterCall: CallSpelling
  private let name: String
  private let bareName: String
  private let names = SyntheticNames.standard

  init(property: Property, scope: MockRenderingScope, naming: MemberNaming) {
    self.property = property
    self.scope = scope
    self.naming = naming
    type = scope.resolvingSelf(property.type)
    getterCall = CallSpelling(effects: property.getterEffects, isStatic: property.isStatic)
    setterCall = CallSpelling(effects: .none, isStatic: property.isStatic)
    name = property.name
    bareName = property.name.trimmingBackticks
  }

  func render(into writer: inout CodeWriter) {
    implementation(into: &writer)
    companions(into: &writer)
  }

  /// The handles and the `_member` property written after the property.
  func companions(into writer: inout CodeWriter) {
    guard scope.includesHandles else { return }
    // A method spelled like a handle (`getTitle()` beside `title`) keeps the name; the property
    // is then stubbed as `given(mock.title)`.
    let capitalized = MemberNames.capitalized(name)
    if !scope.declaresMethod("get\(capitalized)()") {
      writer.blankLine()
      getterHandle(into: &writer)
    }
    if property.hasSetter && !scope.declaresMethod("set\(capitalized)(_:)") {
      writer.blankLine()
      setterHandle(into: &writer)
    }
    scope.backing.propertyCompanion(property, recordName: naming.recordName, scope: scope, into: &writer)
  }

  var forwardingType: String? {
    guard !property.isStatic, !scope.isIsolated, let type = scope.forwardingType(origin: property.origin),
      !scope.cannotForward(property.shape), !scope.callerSkips(property.attributes)
    else { return nil }
    return type
  }

  /// How the getter's and setter's calls reach the context: typed when `typed` and the property
  /// allows it, by name otherwise.
  private func slots(typed: Bool) -> (getter: MemberSlotSpelling, setter: MemberSlotSpelling) {
    let canType =
      typed
      && MemberSlotSpelling.canType(isStatic: property.isStatic, isGeneric: false, attributes: property.attributes)
    // `(…).self` reads a function type's argument labels as a tuple's.
    let type = property.shape.unlabeledSpelling.map(scope.resolvingSelf) ?? self.type
    return (
      MemberSlotSpelling(
        member: MemberLiteral.getter(bareName), recorded: [], types: canType ? [] : nil, returnType: type),
      MemberSlotSpelling(
        member: MemberLiteral.setter(bareName), recorded: ["newValue"], types: canType ? [type] : nil,
        returnType: "Swift.Void")
    )
  }

  func implementation(into writer: inout CodeWriter) {
    let slots = slots(typed: true)
    for attribute in property.attributes { writer.line(attribute.text) }
    let header = DeclarationHeader(
      access: scope.accessPrefix,
      modifiers: [
        scope.overrideModifier(origin: property.origin),
        DeclarationHeader.staticModifier(isStatic: property.isStatic, isClassMember: property.isClassMember),
        scope.isInSharedExtension ? "nonisolated" : nil,
      ],
      keyword: "var", name: name, annotation: scope.declaredType(property.type))
    writer.block(header.text) { writer in accessors(through: slots, into: &writer) }
  }

  /// The property's `get` and `set` blocks for a mock that stores no slot for it (`@MockedMembers`
  /// fills in a hand-written class's accessors): their calls go by name.
  func accessors(into writer: inout CodeWriter) {
    accessors(through: slots(typed: false), into: &writer)
  }

  private func accessors(
    through slots: (getter: MemberSlotSpelling, setter: MemberSlotSpelling), into writer: inout CodeWriter
  ) {
    let setter = setterArguments(slots.setter)
    let getter = getterArguments(slots.getter)
    let isVoid = ["Void", "Swift.Void", "()"].contains(property.type)
    AccessorRenderer(getterCall: getterCall, setterCall: setterCall).write(
      getter: getter, setter: property.hasSetter ? (nil, setter) : nil,
      returnsSetterCall: setter.count == 1, returnsGetterCall: getter.count == 1 && isVoid, into: &writer)
  }

  private func getterArguments(_ slot: MemberSlotSpelling) -> [CallArgument] {
    let effect = getterCall.effectPrefix
    let signature = "()\(getterCall.signatureEffects) -> \(type)"
    // The runtime calls a plain stub closure itself (no `apply:`).
    let direct = slot.directTarget(signature: signature, effects: getterCall.signatureEffects)
    var arguments: [CallArgument] =
      direct.map { [.line($0)] }
      ?? [.line(slot.target), .line("apply: { (\(names.body): \(signature)) in \(effect)\(names.body)() }")]
    if let cast = forwardingType {
      let target = names.target
      let read =
        property.isMutatingGetter
        ? "\(effect)Lyrebird.withMutableCopy(of: \(target)) { \(effect)$0.\(name) }"
        : "\(effect)\(target).\(name)"
      arguments.append(.forward(target, as: cast, to: read))
    }
    if scope.isClass { arguments.append(.line("superclass: { \(effect)super.\(name) }")) }
    return arguments
  }

  private func setterArguments(_ slot: MemberSlotSpelling) -> [CallArgument] {
    let signature = "(\(type)) -> Swift.Void"
    let direct = slot.directTarget(signature: signature, effects: "")
    var arguments: [CallArgument] =
      direct.map { [.line($0)] }
      ?? [.line(slot.target), .line("apply: { (\(names.body): \(signature)) in \(names.body)(newValue) }")]
    if let cast = forwardingType {
      let target = names.target
      let write = "Lyrebird.withMutableCopy(of: \(target)) { $0.\(name) = newValue }"
      arguments.append(.forward(target, as: cast, to: write))
    }
    if scope.isClass { arguments.append(.line("superclass: { super.\(name) = newValue }")) }
    return arguments
  }

  /// `get…`/`set…` with the handle's generic parameter, as the handle's header.
  private func handleHeader(_ prefix: String, parameters: String) -> DeclarationHeader {
    DeclarationHeader(
      access: scope.accessPrefix,
      modifiers: [property.isStatic ? "static" : scope.nonisolatesCompanions ? "nonisolated" : nil], keyword: "func",
      name: prefix + MemberNames.capitalized(name), generics: [names.handle], parameters: parameters)
  }

  func getterHandle(into writer: inout CodeWriter) {
    let declaration =
      property.getterEffects.canThrow
      ? "Lyrebird.ThrowingFunctionDeclaration" : "Lyrebird.PropertyGetterDeclaration"
    let handle = HandleSpelling(
      context: names.handle, declaration: declaration, signature: "()\(getterCall.signatureEffects) -> \(type)",
      returnType: type)
    handle.write(
      header: handleHeader("get", parameters: ""), requirements: [], owner: getterCall.handleOwner,
      member: MemberLiteral.getter(bareName), matchers: .values([]), into: &writer)
  }

  func setterHandle(into writer: inout CodeWriter) {
    let handle = HandleSpelling(
      context: names.handle, declaration: "Lyrebird.PropertySetterDeclaration", signature: "(\(type)) -> Swift.Void",
      returnType: "Swift.Void")
    handle.write(
      header: handleHeader("set", parameters: "_ newValue: @autoclosure () -> \(type)"), requirements: [],
      owner: setterCall.handleOwner, member: MemberLiteral.setter(bareName),
      matchers: .values(["newValue"]), into: &writer)
  }
}
