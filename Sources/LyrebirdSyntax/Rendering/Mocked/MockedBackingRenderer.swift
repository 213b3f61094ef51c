/// Renders swift-mocking's backing properties: `_member`, whose `implementation` installs an answer
/// through the mock's context and whose records read the context's calls.
///
/// One line per member, like Lyrebird's own records: the types in `LyrebirdMocked` do the work.
struct MockedBackingRenderer {
  let scope: MockRenderingScope

  /// `var _method: LyrebirdMocked.MockedMethod<…> { … }`, named by ``MockedBackingNames``; a method
  /// with parameters declares its implementation type beside it, as swift-mocking's mocks do.
  ///
  /// `closure` is the stub closure type the member's body applies. A generic method's is
  /// ``MockedGenericErasure``'s; it is `nil` when the method's arguments can't be erased, and then
  /// there is no backing property.
  func method(_ method: Method, memberLiteral: CodeText, closure: MockedClosureType?, into writer: inout CodeWriter) {
    guard let closure, let name = scope.mockedBackingNames?.name(for: .method(method)), !method.returnsNoncopyable
    else { return }
    let records = RecordsRenderer(scope: scope)
    let (arguments, conversion, returnType) = records.types(of: method)
    let prefix = records.prefix(isStatic: method.isStatic)
    let owner = owner(isStatic: method.isStatic)
    let arity = method.parameters.count
    for attribute in method.attributes.of(.availability) { writer.line(attribute.text) }
    guard arity > 0, let implementation = scope.mockedBackingNames?.implementationName(for: .method(method)) else {
      let effect = method.effects.canThrow ? "Lyrebird.ThrowingFunctionDeclaration" : "Lyrebird.FunctionDeclaration"
      let signature = closure.text
      writer.line(
        """
        \(prefix)var \(name): LyrebirdMocked.MockedMethod<\(effect), \(arguments), \(returnType), \(signature), \
        @Sendable \(signature)> { LyrebirdMocked.MockedMethod(mock: \(owner), member: \(memberLiteral), arity: 0, \
        arguments: \(conversion)) }
        """)
      return
    }
    let isVoid = method.returnType.map(MockedNameWords.isVoid) ?? true
    let implementationType =
      isVoid ? "\(implementation)<\(arguments)>" : "\(implementation)<\(arguments), \(returnType)>"
    let renderer = MockedImplementationRenderer(
      name: implementation, owner: "\(scope.mockName).\(name)", access: scope.accessPrefix, closure: closure,
      isVoid: isVoid, effects: method.effects)
    writer.line(
      """
      \(prefix)var \(name): LyrebirdMocked.\(renderer.family)Method<\(implementationType)> { \
      LyrebirdMocked.MockedParameterizedMethod(mock: \(owner), member: \(memberLiteral), arity: \(arity), \
      arguments: \(conversion)) }
      """)
    for attribute in method.attributes.of(.availability) { writer.line(attribute.text) }
    renderer.render(into: &writer)
  }

  /// `var _property: LyrebirdMocked.MockedReadWriteProperty<…>` or `MockedReadOnlyProperty<…>`.
  func property(_ property: Property, into writer: inout CodeWriter) {
    guard let name = scope.mockedBackingNames?.name(for: .property(property)) else { return }
    let records = RecordsRenderer(scope: scope)
    let value = scope.resolvingSelf(property.type)
    let propertyName = MemberLiteral.quoted(property.name.trimmingBackticks)
    let owner = owner(isStatic: property.isStatic)
    for attribute in property.attributes.of(.availability) { writer.line(attribute.text) }
    guard !property.hasSetter else {
      writer.line(
        """
        \(records.prefix(isStatic: property.isStatic))var \(name): LyrebirdMocked.MockedReadWriteProperty<\(value)> { \
        LyrebirdMocked.MockedReadWriteProperty(mock: \(owner), property: \(propertyName)) }
        """)
      return
    }
    let effects = CallSpelling(effects: property.getterEffects, isStatic: property.isStatic)
    let signature = "()\(effects.signatureEffects) -> \(value)"
    writer.line(
      """
      \(records.prefix(isStatic: property.isStatic))var \(name): LyrebirdMocked.MockedReadOnlyProperty<\
      \(effects.declaration), \(value), \(signature), @Sendable \(signature)> { \
      LyrebirdMocked.MockedReadOnlyProperty(mock: \(owner), property: \(propertyName)) }
      """)
  }

  private func owner(isStatic: Bool) -> String {
    isStatic ? "Lyrebird.StaticMock.shared(for: Self.self)" : "self"
  }
}
