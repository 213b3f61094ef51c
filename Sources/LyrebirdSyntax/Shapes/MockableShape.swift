/// Renders a type in Mockable's shape: `MockX`, made with `MockX()` or `MockX(policy:)`, whose
/// `given`, `when` and `verify` builders take `Parameter`s.
///
/// The mock class is ``MockClassRenderer``'s, named as Mockable names it, so every member body is
/// the shared one; this adds the conformance to `LyrebirdMockable.MockableService` and the three
/// builders (`Rendering/Mockable/`).
package struct MockableShape: MockShape {
  private let cache: RenderCache?

  /// - Parameter cache: inherited members' text shared between the run's mocks.
  package init(cache: RenderCache? = nil) {
    self.cache = cache
  }

  /// Mockable's traits: no Mockingbird handles or initializer records, and no forwarding targets
  /// (Mockable has none); calls of a generic method at different result types are separate members,
  /// so each type's `given` answers its own calls.
  static let traits = ShapeTraits(
    includesHandles: false, recordsInitializerCalls: false, offersPlainInitializerProxy: false, forwardsCalls: false)

  package func render(_ mock: PreparedMock, into writer: inout CodeWriter) {
    MockableMock(mock: mock, cache: cache).render(into: &writer)
  }
}

/// One type's Mockable mock as it renders.
private struct MockableMock {
  let mock: PreparedMock
  let cache: RenderCache?
  private var type: MockableType { mock.type }

  /// Mockable's name: `MockGreeter`, of the type's own name.
  private var mockName: String { "Mock" + (type.name.split(separator: ".").last.map(String.init) ?? type.name) }
  /// An actor's or a global actor's mock keeps the builders outside its isolation.
  private var isolation: String { type.refinesActor || type.attributes.hasGlobalActor ? "nonisolated " : "" }
  private var delegatingInit: String { type.refinesActor ? "init" : "\(isolation)convenience init" }

  func render(into writer: inout CodeWriter) {
    for condition in type.conditions { writer.line("#if \(condition)") }
    let additions = MockTypeAdditions(conformances: ["LyrebirdMockable.MockableService"]) { scope, writer in
      builders(scope, into: &writer)
    }
    MockClassRenderer(
      mock.withoutConditions, traits: MockableShape.traits, mockName: mockName, includesMockFunction: false,
      newContext: context(policy: "nil", location: "Lyrebird.SourceLocation()"), cache: cache, additions: additions
    ).render(into: &writer)
    for _ in type.conditions { writer.line("#endif") }
  }

  /// The context every initializer makes: Mockable's policy, and the members it relaxes as throwing.
  private func context(policy: String, location: String) -> String {
    let names = throwingVoidMembers.map { "\(MemberLiteral.quoted($0))" }.joined(separator: ", ")
    return "LyrebirdMockable.__lyrebirdMockableContext(mockName: \(MemberLiteral.quoted(mockName)), "
      + "policy: \(policy), throwingVoidMembers: [\(names)], location: \(location))"
  }

  /// The names of the members that throw and return nothing, as their calls name them.
  private var throwingVoidMembers: [String] {
    let scope = MockRenderingScope(type: type, isIsolated: false, traits: MockableShape.traits, mockName: mockName)
    return type.members.flattenedMembers.compactMap { member in
      switch member {
      case .method(let method)
      where method.effects.canThrow && ["Void", "Swift.Void", "()"].contains(method.returnType ?? "Void"):
        scope.naming(for: member).runtimeName ?? method.selector
      case .property(let property) where property.getterEffects.canThrow && property.type == "Void":
        property.name.trimmingBackticks
      default:
        nil
      }
    }
  }

  /// `init(policy:)`, the three builders and the properties `given`, `when` and `verify` read.
  private func builders(_ scope: MockRenderingScope, into writer: inout CodeWriter) {
    let access = scope.accessPrefix
    let location = "Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)"
    writer.blankLine()
    writer.lines(
      """
      /// Creates the mock; calls no `given` answers follow `policy`, else `MockerPolicy.default`.
      \(access)\(delegatingInit)(
        policy: LyrebirdMockable.MockerPolicy? = nil, fileID: Swift.StaticString = #fileID,
        filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) {
        self.init(
          __lyrebirdContext: \(context(policy: "policy", location: location)))
      }
      """)
    let properties = ["ReturnBuilder": "_given", "ActionBuilder": "_when", "VerifyBuilder": "_verify"]
    for kind in [MockableBuilderRenderer.Kind.returns, .actions, .verifications] {
      let name = kind.rawValue
      writer.blankLine()
      // Outside any isolation, also a module's default one that a macro can't see: the conformance
      // to the nonisolated `MockableService` needs it, and it only makes a value.
      writer.line("\(access)nonisolated var \(properties[name] ?? name): \(name) { \(name)(__lyrebirdMock: self) }")
      writer.blankLine()
      writer.block("\(access)struct \(name): LyrebirdMockable.Builder, @unchecked Sendable") { writer in
        writer.line("\(access)let __lyrebirdMock: \(scope.mockType)")
        writer.blankLine()
        writer.line("\(access)init(__lyrebirdMock: \(scope.mockType)) { self.__lyrebirdMock = __lyrebirdMock }")
        MockableBuilderRenderer(kind: kind, scope: scope, mockName: scope.mockType).render(type.members, into: &writer)
      }
    }
  }
}
