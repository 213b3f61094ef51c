/// Renders the members of a Cuckoo mock's stubbing or verification proxy, one per mocked member.
///
/// A stubbing member builds a `StubFunction` that `when(…)` registers; a verification member checks
/// calls through its `VerificationSite` when it is called. Both name the member as the mock's body
/// does, so Lyrebird's `given`/`verify` and Cuckoo's DSL see the same stubs and calls.
struct CuckooProxyRenderer {
  enum Kind {
    case stubbing
    case verification
  }

  let kind: Kind
  let scope: MockRenderingScope
  /// Methods taking `inout` whose proxy would redeclare a sibling's that takes the value.
  ///
  /// `adjust(_: inout Int)` beside `adjust(_: Int)`: both proxies would take the same matchers.
  /// Their calls are stubbed and verified with `given`/`verify`; Cuckoo's own mock doesn't compile.
  private let inoutTwins: Set<String>

  init(kind: Kind, scope: MockRenderingScope) {
    self.kind = kind
    self.scope = scope
    inoutTwins = Self.inoutTwins(scope.type.members.flattenedMembers)
  }

  private static func inoutTwins(_ members: [MemberSpec]) -> Set<String> {
    var takingInout: [MemberSpec] = []
    for case .method(let method) in members where method.parameters.contains(where: { $0.ownership == .inout }) {
      takingInout.append(.method(method))
    }
    guard !takingInout.isEmpty else { return [] }
    let identities = Set(members.map(\.identity))
    return Set(
      takingInout.map(\.identity).filter { identities.contains($0.replacing("inout ", with: "")) })
  }

  func render(_ items: [MemberItem], into writer: inout CodeWriter) {
    for item in items {
      switch item {
      case .member(let member): render(member, into: &writer)
      case .conditional(let clauses): writer.conditional(clauses) { writer, items in render(items, into: &writer) }
      }
    }
  }

  private func render(_ member: MemberSpec, into writer: inout CodeWriter) {
    switch member {
    case .method(let method) where CuckooMethod.isSupported(method) && !inoutTwins.contains(member.identity):
      writer.blankLine()
      self.method(CuckooMethod(method: method, scope: scope, naming: scope.naming(for: member)), into: &writer)
    case .property(let property) where property.builtIn == nil && !property.isStatic:
      writer.blankLine()
      // Verification only reads the calls, so an effectful getter is verified as any other.
      if property.getterEffects == .none || kind == .verification {
        self.property(property, into: &writer)
      } else {
        effectfulProperty(property, into: &writer)
      }
    case .subscript(let subscriptMember) where !subscriptMember.isStatic:
      let accessors = CuckooSubscript(member: subscriptMember, scope: scope, naming: scope.naming(for: member))
      guard accessors.isSupported else { return }
      writer.blankLine()
      accessors.render(kind, into: &writer)
    default:
      return
    }
  }

  private func method(_ method: CuckooMethod, into writer: inout CodeWriter) {
    for attribute in method.method.attributes.of(.availability) { writer.line(attribute.text) }
    // An `async` method beside a synchronous one of the same name (`run() async` refining
    // `run()`): its proxy members are `async` too, so the two don't redeclare each other.
    let effects = method.method.effects.isAsync && scope.hasSynchronousOverload(method.method) ? " async" : ""
    switch kind {
    case .stubbing:
      let header = DeclarationHeader(
        access: scope.accessPrefix, keyword: "func", name: method.name, generics: method.generics,
        parameters: method.parameters, effects: effects, returnType: method.stubFunctionType)
      Self.block(header, method.requirements, into: &writer) { writer in method.writeStubFunction(into: &writer) }
    case .verification:
      writer.line("@discardableResult")
      let header = DeclarationHeader(
        access: scope.accessPrefix, keyword: "func", name: method.name, generics: method.generics,
        parameters: method.parameters, effects: effects,
        returnType: "LyrebirdCuckoo.VerifiedCall<\(method.input), \(method.returnType)>"
      )
      Self.block(header, method.requirements, into: &writer) { writer in
        writer.line("__lyrebirdSite.verify(\(method.memberLiteral), \(method.matchers))")
      }
    }
  }

  /// An `async` or `throws` property's stubbing member: read-only, its getter stubbed as a method
  /// without arguments, so `thenThrow` is there when the getter throws.
  private func effectfulProperty(_ property: Property, into writer: inout CodeWriter) {
    for attribute in property.attributes.of(.availability) { writer.line(attribute.text) }
    let name = property.name.trimmingBackticks
    let getter = CuckooMethod(
      getter: MemberLiteral.getter(name),
      of: Method(name: name, returnType: property.type, effects: property.getterEffects),
      scope: scope, isSubscript: false)
    let type = "LyrebirdCuckoo.StubGetter<\(getter.stubFunctionType)>"
    let header = DeclarationHeader(access: scope.accessPrefix, keyword: "var", name: property.name, annotation: type)
    writer.block(header.text) { writer in getter.writeStubGetter(into: &writer) }
  }

  /// A member whose `where` clause, when it has one, goes on its own line after the header.
  static func block(
    _ header: DeclarationHeader, _ requirements: [RequirementSpec], into writer: inout CodeWriter,
    _ body: (inout CodeWriter) -> Void
  ) {
    guard !requirements.isEmpty else { return writer.block(header.text, body) }
    writer.line(header.text)
    writer.block(requirements.whereLine, body)
  }

  private func property(_ property: Property, into writer: inout CodeWriter) {
    // A settable optional's setter takes matchers of the wrapped type, as Cuckoo's does.
    let wrapped = property.hasSetter ? property.shape.optionalWrapped : nil
    let access = wrapped != nil ? "Optional" : property.hasSetter ? "" : "ReadOnly"
    let (role, owner) =
      switch kind {
      case .stubbing: ("Stub", "__lyrebirdMock")
      case .verification: ("Verify", "__lyrebirdSite")
      }
    let name = "\(role)\(access)Property"
    for attribute in property.attributes.of(.availability) { writer.line(attribute.text) }
    let type = "LyrebirdCuckoo.\(name)<\(scope.resolvingSelf(wrapped ?? property.type))>"
    let header = DeclarationHeader(access: scope.accessPrefix, keyword: "var", name: property.name, annotation: type)
    writer.line(
      "\(header.text) { LyrebirdCuckoo.\(name)(\(owner), \(MemberLiteral.quoted(property.name.trimmingBackticks))) }")
  }
}
