/// Renders swift-mocking's backing properties: `_member`, whose `implementation` installs an answer
/// through the mock's context and whose records read the context's calls.
///
/// One line per member, like Lyrebird's own records: the types in `LyrebirdMocked` do the work.
struct MockedBackingRenderer {
  let scope: MockRenderingScope

  /// `var _method: LyrebirdMocked.MockedMethod<…> { … }`, named by ``MockedBackingNames``.
  ///
  /// `signature` is the stub closure type the member's body applies; the backing property's
  /// `invokes` closures are converted to it. A generic method's is ``MockedGenericErasure``'s; it is
  /// `nil` when the method's arguments can't be erased, and then there is no backing property.
  func method(_ method: Method, memberLiteral: CodeText, signature: String?, into writer: inout CodeWriter) {
    guard let signature, let name = scope.mockedBackingNames?.name(for: .method(method)), !method.returnsNoncopyable
    else { return }
    let records = RecordsRenderer(scope: scope)
    let (arguments, conversion, returnType) = records.types(of: method)
    let effect = method.effects.canThrow ? "Lyrebird.ThrowingFunctionDeclaration" : "Lyrebird.FunctionDeclaration"
    let type =
      "LyrebirdMocked.MockedMethod<\(effect), \(arguments), \(returnType), \(signature), @Sendable \(signature)>"
    for attribute in method.attributes.of(.availability) { writer.line(attribute.text) }
    writer.line(
      """
      \(records.prefix(isStatic: method.isStatic))var \(name): \(type) { \
      LyrebirdMocked.MockedMethod(mock: \(owner(isStatic: method.isStatic)), member: \(memberLiteral), \
      arity: \(method.parameters.count), arguments: \(conversion), sendable: { $0 }) }
      """)
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
      LyrebirdMocked.MockedReadOnlyProperty(mock: \(owner), property: \(propertyName), sendable: { $0 }) }
      """)
  }

  private func owner(isStatic: Bool) -> String {
    isStatic ? "Lyrebird.StaticMock.shared(for: Self.self)" : "self"
  }
}
