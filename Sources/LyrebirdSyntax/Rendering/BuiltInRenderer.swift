/// Renders members that mocks implement themselves instead of routing through the context.
struct BuiltInRenderer {
  let context: MockContext

  private var isolation: String { context.isIsolated ? "nonisolated " : "" }

  func method(_ method: Method, _ builtIn: BuiltInImplementation, into writer: inout CodeWriter) {
    switch builtIn {
    case .identityEquality:
      writer.block(
        "\(context.accessPrefix)static func \(method.name) (lhs: \(context.mockType), rhs: \(context.mockType)) -> Swift.Bool"
      ) { writer in
        writer.line("lhs === rhs")
      }
    case .identityHash:
      writer.block("\(context.accessPrefix)\(isolation)func hash(into hasher: inout Swift.Hasher)") { writer in
        writer.line("hasher.combine(Swift.ObjectIdentifier(self))")
      }
    case .mockName:
      writer.line(
        "\(context.accessPrefix)\(isolation)func \(method.name)() -> Swift.String { \(MemberLiteral.quoted(context.type.mockName)) }"
      )
    }
  }

  func property(_ property: Property, into writer: inout CodeWriter) {
    writer.line(
      "\(context.accessPrefix)\(isolation)var \(property.name): Swift.String { \(MemberLiteral.quoted(context.type.mockName)) }"
    )
  }
}
