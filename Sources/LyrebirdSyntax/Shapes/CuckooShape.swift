/// Renders a type in Cuckoo's shape: `MockX` with its stubbing and verification proxies, and
/// `XStub`, whose members answer with `DefaultValueRegistry` values.
///
/// The mock classes are ``MockClassRenderer``'s, named as Cuckoo names them, so every member body
/// is the shared one; this adds only what Cuckoo's DSL reaches them through.
package struct CuckooShape: MockShape {
  private let includesHandles: Bool
  private let cache: RenderCache?

  /// - Parameters:
  ///   - includesHandles: `false` for a pruned mock, which conforms and records but has no proxies' handles.
  ///   - cache: inherited members' text shared between the run's mocks.
  package init(includesHandles: Bool = true, cache: RenderCache? = nil) {
    self.includesHandles = includesHandles
    self.cache = cache
  }

  package func render(_ mock: PreparedMock, into writer: inout CodeWriter) {
    CuckooMock(mock: mock, includesHandles: includesHandles, cache: cache).render(into: &writer)
  }

  /// Cuckoo's traits: `rethrows` methods' stubs may throw, as Cuckoo's do; no initializer records,
  /// result-typed generic members or plain initializer proxy, which Cuckoo's DSL doesn't reach.
  static func traits(includesHandles: Bool, forwardsThroughCaller: Bool) -> ShapeTraits {
    ShapeTraits(
      includesHandles: includesHandles, recordsInitializerCalls: false, distinguishesGenericResults: false,
      offersPlainInitializerProxy: false, forwardsThroughCaller: forwardsThroughCaller,
      rethrowingWrapper: rethrowingWrapper)
  }

  /// What a `rethrows` method's call goes through, so its stubs may throw as Cuckoo's do.
  static let rethrowingWrapper = "LyrebirdCuckoo.rethrowingCall"
}

/// One type's Cuckoo mock as it renders: the type and the names Cuckoo gives its classes.
private struct CuckooMock {
  let mock: PreparedMock
  let includesHandles: Bool
  let cache: RenderCache?
  /// The type as declared by its user, `#if`s included.
  private var type: MockableType { mock.type }

  /// Cuckoo's names: `MockGreeter` and `GreeterStub`, of the type's own name.
  private var baseName: String { type.name.split(separator: ".").last.map(String.init) ?? type.name }
  /// The types a nested type is declared in (`Aviary.Perch` for `Aviary.Perch.Nest`), which its mock
  /// and stub extend, as Cuckoo nests them: `Aviary.Perch.MockNest`; `nil` for a top-level type.
  private var enclosingName: String? {
    let names = type.name.split(separator: ".")
    return names.count > 1 ? names.dropLast().joined(separator: ".") : nil
  }
  /// The mock's name where extensions at file scope name it: `Aviary.MockPerch`.
  private var qualifiedMockName: String { enclosingName.map { "\($0).\(mockName)" } ?? mockName }
  private var qualifiedStubName: String { enclosingName.map { "\($0).\(stubName)" } ?? stubName }
  /// An actor protocol's mock is an actor, whose delegating initializers aren't `convenience`.
  private var isActor: Bool { type.refinesActor }
  /// What the extensions add to an actor's or a global actor's mock stays outside its isolation,
  /// as `LyrebirdCuckoo.Mock`'s requirements and a test's `MockX()` need.
  private var isolation: String { isActor || type.attributes.hasGlobalActor ? "nonisolated " : "" }
  /// Whether the protocol requires an `init()`, which the mock classes then implement.
  private var requiresPlainInit: Bool {
    type.members.flattenedMembers.contains { member in
      if case .initializer(let initializer) = member { return initializer.parameters.isEmpty }
      return false
    }
  }
  /// The type's `@available` attributes: an extension of a deprecated or renamed mock repeats them,
  /// so naming the mock there is neither a warning nor an error.
  private var availability: [AttributeSpec] { type.attributes.of(.availability) }
  /// `convenience init` in a class mock, `init` in an actor mock.
  private var delegatingInit: String { isActor ? "init" : "\(isolation)convenience init" }
  private var mockName: String { "Mock" + baseName }
  private var stubName: String { baseName + "Stub" }

  func render(into writer: inout CodeWriter) {
    for condition in type.conditions { writer.line("#if \(condition)") }
    let unconditional = mock.withoutConditions
    // The mock's failures say how to stub it in Cuckoo's DSL, whichever initializer made it.
    // A mock a `createMock(…)` block creates takes the context the block stubbed.
    let mockContext = "LyrebirdCuckoo.MockManager.context(mockName: \(MemberLiteral.quoted(mockName)))"
    nested(into: &writer) { writer in
      renderClass(
        unconditional, named: mockName, includesHandles: includesHandles, newContext: mockContext,
        forwardsThroughCaller: true, into: &writer)
    }
    // The type as the mock class declares it: associated types a requirement fixes are aliases, not
    // generic parameters, and shadowed generics are renamed, so the extensions say the same.
    let declared = unconditional.type
    let scope = MockRenderingScope(
      type: declared, isIsolated: false, traits: ShapeTraits(includesHandles: false), mockName: qualifiedMockName)
    writer.blankLine()
    conformance(scope, members: declared.members, into: &writer)
    let forwarding = MockRenderingScope(
      type: declared, isIsolated: false,
      traits: CuckooShape.traits(includesHandles: false, forwardsThroughCaller: true),
      mockName: qualifiedMockName)
    if forwarding.forwardsThroughCaller {
      writer.blankLine()
      CuckooDefaultImplCaller(scope: forwarding).render(declared.members, availability: availability, into: &writer)
    }
    writer.blankLine()
    // Every initializer of the stub, a class's own ones too, makes a context that reads the registry.
    let stubContext = "LyrebirdCuckoo.DefaultValueRegistry.stubContext(mockName: \(MemberLiteral.quoted(stubName)))"
    nested(into: &writer) { writer in
      renderClass(unconditional, named: stubName, includesHandles: false, newContext: stubContext, into: &writer)
    }
    // A class's stub has the class's initializers; a protocol that requires `init()` gives its
    // stub that initializer already, and so does a superclass's `init()`, overridden in the class.
    if type.kind == .protocolType && !requiresPlainInit && type.superclass == nil {
      writer.blankLine()
      stubInitializer(
        MockRenderingScope(type: declared, isIsolated: false, mockName: qualifiedStubName),
        stubContext,
        into: &writer)
    }
    for _ in type.conditions { writer.line("#endif") }
  }

  /// Writes `body` inside an extension of the enclosing types when the type is nested.
  private func nested(into writer: inout CodeWriter, _ body: (inout CodeWriter) -> Void) {
    guard let enclosingName else { return body(&writer) }
    writer.block("extension \(enclosingName)", body)
  }

  private func renderClass(
    _ mock: PreparedMock, named name: String, includesHandles: Bool, newContext: String?,
    forwardsThroughCaller: Bool = false, into writer: inout CodeWriter
  ) {
    MockClassRenderer(
      mock, traits: CuckooShape.traits(includesHandles: includesHandles, forwardsThroughCaller: forwardsThroughCaller),
      mockName: name, includesMockFunction: false, newContext: newContext, cache: cache
    ).render(into: &writer)
  }

  /// The extension that makes the mock a `LyrebirdCuckoo.Mock`: its initializer and proxies.
  private func conformance(_ scope: MockRenderingScope, members: [MemberItem], into writer: inout CodeWriter) {
    let access = scope.accessPrefix
    for attribute in availability { writer.line(attribute.text) }
    writer.block("extension \(scope.mockName): LyrebirdCuckoo.Mock") { writer in
      // A protocol whose class takes arguments is made through that class's initializers.
      if type.kind == .protocolType && type.superclassInitializers.isEmpty {
        writer.lines(
          """
          /// Creates the mock; calls nobody stubbed are reported at this line.
          \(access)\(delegatingInit)(
            fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath,
            line: Swift.UInt = #line, column: Swift.UInt = #column
          ) {
            let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            self.init(
              __lyrebirdContext: LyrebirdCuckoo.MockManager.context(
                mockName: \(MemberLiteral.quoted(mockName)), location: location))
          }
          """)
        writer.blankLine()
      }
      writer.block("\(access)struct __LyrebirdStubbingProxy") { writer in
        writer.line("let __lyrebirdMock: any Lyrebird.MockObject")
        CuckooProxyRenderer(kind: .stubbing, scope: scope).render(members, into: &writer)
      }
      writer.blankLine()
      writer.block("\(access)struct __LyrebirdVerificationProxy") { writer in
        writer.line("let __lyrebirdSite: LyrebirdCuckoo.VerificationSite")
        CuckooProxyRenderer(kind: .verification, scope: scope).render(members, into: &writer)
      }
      writer.blankLine()
      writer.lines(
        """
        \(access)\(isolation)static func __lyrebirdStubbingProxy(for mock: any Lyrebird.MockObject) \
        -> __LyrebirdStubbingProxy {
          __LyrebirdStubbingProxy(__lyrebirdMock: mock)
        }
        """)
      writer.blankLine()
      writer.lines(
        """
        \(access)\(isolation)func __lyrebirdVerificationProxy(_ site: LyrebirdCuckoo.VerificationSite) \
        -> __LyrebirdVerificationProxy {
          __LyrebirdVerificationProxy(__lyrebirdSite: site)
        }
        """)
    }
  }

  /// A protocol's `XStub()`: a mock that answers every call with the registry's default value.
  private func stubInitializer(_ scope: MockRenderingScope, _ stubContext: String, into writer: inout CodeWriter) {
    for attribute in availability { writer.line(attribute.text) }
    writer.lines(
      """
      extension \(scope.mockName) {
        /// Creates the stub: members do nothing and return `DefaultValueRegistry` values.
        \(scope.accessPrefix)\(delegatingInit)() {
          self.init(__lyrebirdContext: \(stubContext))
        }
      }
      """)
  }
}
