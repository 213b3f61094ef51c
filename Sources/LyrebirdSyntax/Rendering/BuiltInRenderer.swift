/// Renders members that mocks implement themselves instead of routing through the context.
struct BuiltInRenderer {
  let scope: MockRenderingScope

  private var isolation: String? { scope.isIsolated ? "nonisolated" : nil }

  func method(_ method: Method, _ builtIn: BuiltInImplementation, into writer: inout CodeWriter) {
    switch builtIn {
    case .identityEquality:
      let header = DeclarationHeader(
        access: scope.accessPrefix, modifiers: ["static"], keyword: "func", name: method.name + " ",
        parameters: "lhs: \(scope.mockType), rhs: \(scope.mockType)", returnType: "Swift.Bool")
      writer.block(header.text) { writer in
        writer.line("lhs === rhs")
      }
    case .identityHash:
      let header = DeclarationHeader(
        access: scope.accessPrefix, modifiers: [isolation], keyword: "func", name: "hash",
        parameters: "into hasher: inout Swift.Hasher")
      writer.block(header.text) { writer in
        writer.line("hasher.combine(Swift.ObjectIdentifier(self))")
      }
    case .mockName:
      let header = DeclarationHeader(
        access: scope.accessPrefix, modifiers: [isolation], keyword: "func", name: method.name, parameters: "",
        returnType: "Swift.String")
      writer.line("\(header.text) { \(MemberLiteral.quoted(scope.mockName)) }")
    }
  }

  func property(_ property: Property, into writer: inout CodeWriter) {
    let header = DeclarationHeader(
      access: scope.accessPrefix, modifiers: [isolation], keyword: "var", name: property.name,
      annotation: "Swift.String")
    writer.line("\(header.text) { \(MemberLiteral.quoted(scope.mockName)) }")
  }
}
