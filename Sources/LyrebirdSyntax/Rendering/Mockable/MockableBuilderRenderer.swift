/// Renders the members of one of a Mockable-shaped mock's builders: `ReturnBuilder`,
/// `ActionBuilder` or `VerifyBuilder`, one per method and property the builders can offer.
///
/// Each member takes the method's parameters as `Parameter`s and gives the builder of its clause,
/// which names the member as the mock's body does, so the clauses reach the same stubs and calls.
struct MockableBuilderRenderer {
  enum Kind: String {
    case returns = "ReturnBuilder"
    case actions = "ActionBuilder"
    case verifications = "VerifyBuilder"
  }

  let kind: Kind
  let scope: MockRenderingScope
  /// The mock's name as its nested builders call it.
  let mockName: String
  /// The `when` and `verify` declarations two overloads share, whose builders name the signature.
  ///
  /// Overloads that differ only in their result, effects or `inout` would redeclare each other.
  private let sharedSignatures: Set<String>

  init(kind: Kind, scope: MockRenderingScope, mockName: String) {
    self.kind = kind
    self.scope = scope
    self.mockName = mockName
    var counts: [String: Int] = [:]
    for case .method(let method) in scope.type.members.flattenedMembers where MockableMethod.isSupported(method) {
      counts[MockableMethod(method: method, scope: scope).inferredDeclaration, default: 0] += 1
    }
    sharedSignatures = Set(counts.filter { $0.value > 1 }.keys)
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
    case .method(let method) where MockableMethod.isSupported(method):
      writer.blankLine()
      for attribute in method.attributes.of(.availability) { writer.line(attribute.text) }
      self.method(MockableMethod(method: method, scope: scope), into: &writer)
    case .property(let property) where property.builtIn == nil:
      writer.blankLine()
      for attribute in property.attributes.of(.availability) { writer.line(attribute.text) }
      self.property(property, into: &writer)
    case .subscript(let member) where !member.isStatic && member.parameters.allSatisfy({ !$0.isPack }):
      writer.blankLine()
      for attribute in member.attributes.of(.availability) { writer.line(attribute.text) }
      self.subscript(member, naming: scope.naming(for: .subscript(member)), into: &writer)
    default:
      return
    }
  }

  private var access: String { scope.accessPrefix }
  private var builder: String { kind.rawValue }

  private func method(_ method: MockableMethod, into writer: inout CodeWriter) {
    let result: String
    let value: String
    switch kind {
    case .returns:
      (result, value) = returnBuilder(method)
    case .actions, .verifications:
      let role = kind == .actions ? "FunctionActionBuilder" : "FunctionVerifyBuilder"
      result =
        sharedSignatures.contains(method.inferredDeclaration)
        ? "LyrebirdMockable.Overloaded\(role)<\(mockName), \(builder), \(method.inferredSignature)>"
        : "LyrebirdMockable.\(role)<\(mockName), \(builder)>"
      value = ".init(__lyrebirdMock, \(method.clause(ofEveryResult: true)))"
    }
    let inferred = kind != .returns
    let generics = method.generics(ofParameters: inferred)
    let header = "\(access)func \(method.method.name)\(generics)(\(method.parameters)) -> \(result)"
    let requirements = method.requirements(ofParameters: inferred)
    if requirements.isEmpty {
      writer.block(header) { writer in writer.line(value) }
    } else {
      writer.line(header)
      writer.block(requirements.whereLine) { writer in writer.line(value) }
    }
  }

  /// The return builder of `method` and the expression that makes it.
  private func returnBuilder(_ method: MockableMethod) -> (type: String, value: String) {
    let value = ".init(__lyrebirdMock, \(method.clause()), adapt: \(method.adapter))"
    guard let error = method.errorType else {
      return (
        "LyrebirdMockable.FunctionReturnBuilder<\(mockName), \(builder), \(method.returnType), \(method.produceType)>",
        value
      )
    }
    return (
      "LyrebirdMockable.ThrowingFunctionReturnBuilder<\(mockName), \(builder), \(method.returnType), \(error), "
        + "\(method.produceType)>",
      value
    )
  }

  private func property(_ property: Property, into writer: inout CodeWriter) {
    let name = property.name.trimmingBackticks
    let type = scope.resolvingSelf(property.type)
    let owner = MockableMethod.owner(isStatic: property.isStatic, scope: scope)
    let getter = "LyrebirdMockable.MemberClause(\(owner), \(MemberLiteral.getter(name)), { _ in [] })"
    switch kind {
    case .returns where property.getterEffects == .none:
      let result = "LyrebirdMockable.PropertyReturnBuilder<\(mockName), \(builder), \(type)>"
      writer.line("\(access)var \(property.name): \(result) { .init(__lyrebirdMock, \(getter)) }")
    case .returns:
      let getterMethod = MockableMethod(
        method: Method(
          name: name, returnType: property.type, effects: property.getterEffects, isStatic: property.isStatic),
        scope: scope, getter: MemberLiteral.getter(name))
      let (result, value) = returnBuilder(getterMethod)
      writer.line("\(access)var \(property.name): \(result) { \(value) }")
    case .actions, .verifications:
      let role = kind == .actions ? "PropertyActionBuilder" : "PropertyVerifyBuilder"
      let result = "LyrebirdMockable.\(role)<\(mockName), \(builder)>"
      guard property.hasSetter else {
        writer.block("\(access)func \(property.name)() -> \(result)") { writer in
          writer.line(".init(__lyrebirdMock, getter: \(getter), setter: nil)")
        }
        return
      }
      let setter =
        "LyrebirdMockable.MemberClause(\(owner), \(MemberLiteral.setter(name)), "
        + "{ [newValue.argumentMatcher(at: $0)] })"
      let parameters = "newValue: LyrebirdMockable.Parameter<\(type)> = .any"
      writer.block("\(access)func \(property.name)(\(parameters)) -> \(result)") { writer in
        writer.line(".init(__lyrebirdMock, getter: \(getter), setter: \(setter))")
      }
    }
  }

  /// A subscript, beyond Mockable (which mocks none): `given(mock)[.any].willReturn(…)`, and
  /// `when(mock)[.any]`/`verify(mock)[.any, newValue: .any]` with the getter's and setter's clauses.
  private func `subscript`(_ member: Subscript, naming: MemberNaming, into writer: inout CodeWriter) {
    let name = SubscriptRenderer.memberName(member, naming: naming)
    let getter = MockableMethod(
      method: Method(
        name: "subscript", genericParameters: member.genericParameters, requirements: member.requirements,
        parameters: member.parameters, returnType: member.returnType, effects: member.getterEffects),
      scope: scope, getter: MemberLiteral.subscriptGetter(name), isSubscript: true)
    let type = scope.resolvingSelf(member.returnType)
    let result: String
    let value: String
    var parameters = getter.parameters
    switch kind {
    case .returns:
      (result, value) = returnBuilder(getter)
    case .actions, .verifications:
      let role = kind == .actions ? "PropertyActionBuilder" : "PropertyVerifyBuilder"
      result = "LyrebirdMockable.\(role)<\(mockName), \(builder)>"
      var setter = "nil"
      if member.hasSetter {
        parameters += ", newValue newValue: LyrebirdMockable.Parameter<\(type)> = .any"
        let matchers =
          member.parameters.map { "\($0.name).argumentMatcher(at: $0)" } + ["newValue.argumentMatcher(at: $0)"]
        setter =
          "LyrebirdMockable.MemberClause(__lyrebirdMock, \(MemberLiteral.subscriptSetter(name)), "
          + "{ [\(matchers.joined(separator: ", "))] })"
      }
      value = ".init(__lyrebirdMock, getter: \(getter.clause()), setter: \(setter))"
    }
    let header = "\(access)subscript\(getter.generics())(\(parameters)) -> \(result)"
    if member.requirements.isEmpty {
      writer.block(header) { writer in writer.line(value) }
    } else {
      writer.line(header)
      writer.block(member.requirements.whereLine) { writer in writer.line(value) }
    }
  }
}
