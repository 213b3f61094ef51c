/// What `@MockedMembers` writes into a mock class the test declared, rendered by the same member
/// renderers as every other mock, in swift-mocking's shape.
package struct MockedMembersRendering {
  private let scope: MockRenderingScope

  /// Renders for `mock`, the model ``MockedMembersReader`` read from the class.
  package init(mock: PreparedMock, backingNames: [String: String] = [:]) {
    let members = MockedMembersOptions(backingNames: backingNames, isHandWritten: true)
    scope = MockRenderingScope(type: mock.type, isIsolated: mock.type.refinesActor, traits: .swiftMocking(members))
  }

  /// The context and its initializers, `init()`, `resetMockedStaticMembers()`, and every member's
  /// handles and backing property.
  package func addedMembers() -> String {
    var writer = CodeWriter()
    let context = DeclarationHeader(
      access: scope.accessPrefix, modifiers: [scope.isIsolated ? "nonisolated" : nil], keyword: "let",
      name: "__lyrebirdContext", annotation: "Lyrebird.MockingContext")
    writer.line(context.text)
    writer.blankLine()
    let initializer = DeclarationHeader(
      access: scope.accessPrefix, keyword: "init", parameters: "__lyrebirdContext: Lyrebird.MockingContext")
    writer.block(initializer.text) { writer in writer.line("self.__lyrebirdContext = __lyrebirdContext") }
    MockedMembersRenderer(scope: scope, isNonisolated: false).render(into: &writer)
    for item in scope.type.members { companions(of: item, into: &writer) }
    return writer.text
  }

  /// A member's handles and backing property; those of a `#if` block's members in the same block.
  private func companions(of item: MemberItem, into writer: inout CodeWriter) {
    switch item {
    case .member(.method(let method)):
      MethodRenderer(method: method, scope: scope, naming: scope.naming(for: .method(method)))
        .companions(into: &writer)
    case .member(.property(let property)):
      PropertyRenderer(property: property, scope: scope, naming: scope.naming(for: .property(property)))
        .companions(into: &writer)
    case .member(.subscript), .member(.initializer):
      return
    case .conditional(let clauses):
      writer.conditional(clauses) { writer, items in
        for item in items { companions(of: item, into: &writer) }
      }
    }
  }

  /// The member name the runtime knows `member` by in this mock, when overloads make it differ
  /// from the selector; `@MockedMembers` hands it to the method's body.
  package func runtimeName(of member: MemberSpec) -> String? {
    scope.naming(for: member).runtimeName
  }

  /// The body of the type's only method, named `runtimeName` for the runtime.
  package func methodBody(runtimeName: String?) -> String? {
    guard case .method(let method)? = scope.type.members.flattenedMembers.first else { return nil }
    var writer = CodeWriter()
    let naming = MemberNaming(runtimeName: runtimeName, recordName: nil)
    MethodRenderer(method: method, scope: scope, naming: naming).body(into: &writer)
    return writer.text
  }

  /// The `get` and `set` blocks of the type's only property.
  package func propertyAccessors() -> String? {
    guard case .property(let property)? = scope.type.members.flattenedMembers.first else { return nil }
    var writer = CodeWriter()
    PropertyRenderer(property: property, scope: scope, naming: scope.naming(for: .property(property)))
      .accessors(into: &writer)
    return writer.text
  }
}
