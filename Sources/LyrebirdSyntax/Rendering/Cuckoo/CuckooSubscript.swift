/// Renders a subscript's member of a Cuckoo stubbing or verification proxy: a subscript taking a
/// matcher per parameter, whose `.get` (and `.set(…)` when settable) stub or verify the accessors,
/// as a property's members do: `when(stub[anyInt()].get)`, `verify(mock)[0].set("a")`.
struct CuckooSubscript {
  let member: Subscript
  let scope: MockRenderingScope
  let naming: MemberNaming

  /// The getter as a method of the subscript's parameters, which gives the matchers and `then`'s types.
  private var getter: CuckooMethod {
    let method = Method(
      name: "subscript", genericParameters: member.genericParameters, requirements: member.requirements,
      parameters: member.parameters, returnType: member.returnType, effects: member.getterEffects)
    return CuckooMethod(getter: MemberLiteral.subscriptGetter(name), of: method, scope: scope, isSubscript: true)
  }

  /// The setter as a method of the parameters and the new value, whose `then` gets them as one tuple.
  private var setter: Method {
    Method(
      name: "subscript",
      parameters: member.parameters + [Parameter(label: nil, name: "newValue", type: member.returnType)])
  }

  private var name: String { SubscriptRenderer.memberName(member, naming: naming) }
  private var valueType: String { scope.resolvingSelf(member.returnType) }

  /// Whether the proxies can offer the subscript, as they can a method of its parameters.
  var isSupported: Bool {
    CuckooMethod.isSupported(getter.method) && (!member.hasSetter || CuckooMethod.isSupported(setter))
  }

  func render(_ kind: CuckooProxyRenderer.Kind, into writer: inout CodeWriter) {
    let getter = self.getter
    for attribute in member.attributes.of(.availability) { writer.line(attribute.text) }
    let header = DeclarationHeader(
      access: scope.accessPrefix, keyword: "subscript", generics: getter.generics, parameters: getter.parameters,
      returnType: kind == .stubbing ? stubbingType(getter) : verificationType)
    CuckooProxyRenderer.block(header, getter.requirements, into: &writer) { writer in
      switch kind {
      case .stubbing: stubbing(getter, into: &writer)
      case .verification: verification(getter, into: &writer)
      }
    }
  }

  private var setterMethod: CuckooMethod {
    CuckooMethod(getter: MemberLiteral.subscriptSetter(name), of: setter, scope: scope, isSubscript: true)
  }

  private func stubbingType(_ getter: CuckooMethod) -> String {
    guard member.hasSetter else { return "LyrebirdCuckoo.StubGetter<\(getter.stubFunctionType)>" }
    let setter = setterMethod
    return "LyrebirdCuckoo.StubSubscript<\(valueType), \(getter.stubFunctionType), \(setter.implementation), "
      + "\(setter.signature)>"
  }

  private func stubbing(_ getter: CuckooMethod, into writer: inout CodeWriter) {
    guard member.hasSetter else { return getter.writeStubGetter(into: &writer) }
    writer.line("LyrebirdCuckoo.StubSubscript(")
    writer.indent { writer in
      writer.line("get:")
      writer.indent { writer in getter.writeStubFunction(closing: ",", into: &writer) }
      writer.line("__lyrebirdMock, setter: \(MemberLiteral.subscriptSetter(name)), \(getter.matchers),")
      writer.line("adapt: \(setterMethod.adapter))")
    }
  }

  private var verificationType: String {
    member.hasSetter
      ? "LyrebirdCuckoo.VerifySubscript<\(valueType)>" : "LyrebirdCuckoo.VerifyReadOnlySubscript<\(valueType)>"
  }

  private func verification(_ getter: CuckooMethod, into writer: inout CodeWriter) {
    let getterLiteral = MemberLiteral.subscriptGetter(name)
    guard member.hasSetter else {
      writer.line("LyrebirdCuckoo.VerifyReadOnlySubscript(")
      writer.indent { writer in writer.line("__lyrebirdSite, \(getterLiteral), \(getter.matchers))") }
      return
    }
    writer.line("LyrebirdCuckoo.VerifySubscript(")
    writer.indent { writer in
      writer.line("__lyrebirdSite, \(getterLiteral), \(MemberLiteral.subscriptSetter(name)), \(getter.matchers))")
    }
  }
}
