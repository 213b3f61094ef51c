/// Renders the members swift-mocking's mocks have besides their protocol's: `init()`, which a test
/// calls as `WeatherServiceMock()`, and `resetMockedStaticMembers()` when there are static members.
struct MockedMembersRenderer {
  let scope: MockRenderingScope
  /// A global-actor mock's initializer must be callable from any isolation, like its `init(__lyrebirdContext:)`.
  let isNonisolated: Bool

  func render(into writer: inout CodeWriter) {
    writer.blankLine()
    let isActor = scope.type.refinesActor
    let header = DeclarationHeader(
      access: scope.accessPrefix, modifiers: [isNonisolated ? "nonisolated" : nil, isActor ? nil : "convenience"],
      keyword: "init",
      parameters: """

          fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, \
        line: Swift.UInt = #line, column: Swift.UInt = #column

        """)
    writer.block(header.text) { writer in
      writer.lines(
        """
        let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        self.init(__lyrebirdContext: Lyrebird.MockingContext(mockName: \(MemberLiteral.quoted(scope.type.mockName)), \
        location: location))
        """)
    }
    let hasStaticMembers = scope.type.members.flattenedMembers.contains { member in
      switch member {
      case .method(let method): method.isStatic
      case .property(let property): property.isStatic
      case .subscript(let subscriptMember): subscriptMember.isStatic
      case .initializer: false
      }
    }
    guard hasStaticMembers else { return }
    writer.blankLine()
    writer.line("/// Removes the stubs, implementations and calls of the mock's static members.")
    let reset = DeclarationHeader(
      access: scope.accessPrefix, modifiers: ["static"], keyword: "func", name: "resetMockedStaticMembers",
      parameters: "")
    writer.block(reset.text) { writer in writer.line("Lyrebird.reset(Self.self)") }
  }
}
