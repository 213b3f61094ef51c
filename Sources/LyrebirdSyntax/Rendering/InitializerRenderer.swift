/// Renders initializers: protocol requirements, and the designated initializers a class mock
/// exposes through `mock(T.self).initialize(…)`.
struct InitializerRenderer {
  let initializer: Initializer
  let context: MockContext

  private var parameters: ParameterSpelling { ParameterSpelling(parameters: initializer.parameters, context: context) }
  private var call: CallSpelling { CallSpelling(effects: initializer.effects, isStatic: false) }
  private var failable: String { initializer.isFailable ? "?" : "" }
  private var genericClause: String {
    initializer.genericParameters.isEmpty
      ? "" : "<\(initializer.genericParameters.map(\.declaration).joined(separator: ", "))>"
  }
  private var whereClause: String {
    initializer.requirements.isEmpty ? "" : " where \(initializer.requirements.joined(separator: ", "))"
  }
  private var newContext: String {
    "self.__lyrebirdContext = Lyrebird.MockingContext(mockName: \(MemberLiteral.quoted(context.type.mockName)))"
  }

  /// A protocol's `init` requirement: code under test creates the mock, which starts unstubbed.
  func requirement(into writer: inout CodeWriter) {
    if case .subclass = context.classKind {
      writer.block(
        "\(context.accessPrefix)required init\(failable)\(genericClause)(\(parameters.declaration))\(call.declarationEffects)\(whereClause)"
      ) { writer in
        writer.line(
          "super.init(__lyrebirdContext: Lyrebird.MockingContext(mockName: \(MemberLiteral.quoted(context.type.mockName))))"
        )
      }
      return
    }
    let required = context.classKind == .final ? "" : "required "
    writer.block(
      "\(context.accessPrefix)\(required)init\(failable)\(genericClause)(\(parameters.declaration))\(call.declarationEffects)\(whereClause)"
    ) { writer in
      writer.line(newContext)
    }
  }

  /// The mock's own initializer, which takes the context and then calls `super`.
  func designated(into writer: inout CodeWriter) {
    let separator = initializer.parameters.isEmpty ? "" : ", "
    writer.block(
      "\(context.accessPrefix)init\(failable)\(genericClause)(__lyrebirdContext: Lyrebird.MockingContext\(separator)\(parameters.declaration))\(call.declarationEffects)\(whereClause)"
    ) { writer in
      writer.line("self.__lyrebirdContext = __lyrebirdContext")
      writer.line("\(call.marker)super.init(\(parameters.forwardedArguments))")
    }
  }

  /// `TreeMock(height: 3)`: the mocked class's initializer on the mock itself, with a fresh
  /// context, for `mock(instance:)`.
  func direct(into writer: inout CodeWriter) {
    let separator = initializer.parameters.isEmpty ? "" : ", "
    let context = "Lyrebird.MockingContext(mockName: \(MemberLiteral.quoted(self.context.type.mockName)))"
    writer.block(
      "\(self.context.accessPrefix)override convenience init\(failable)\(genericClause)(\(parameters.declaration))\(call.declarationEffects)\(whereClause)"
    ) { writer in
      writer.line("\(call.marker)self.init(__lyrebirdContext: \(context)\(separator)\(parameters.forwardedArguments))")
    }
  }

  /// A `required` initializer must be repeated by every subclass.
  func requiredOverride(into writer: inout CodeWriter) {
    writer.block(
      "\(context.accessPrefix)required init\(failable)\(genericClause)(\(parameters.declaration))\(call.declarationEffects)\(whereClause)"
    ) { writer in
      writer.line(newContext)
      writer.line("\(call.marker)super.init(\(parameters.forwardedArguments))")
    }
  }

  /// `initialize(…)` on the mock's `InitializerProxy`.
  func proxyMethod(into writer: inout CodeWriter) {
    let separator = initializer.parameters.isEmpty ? "" : ", "
    let result = context.mockType + (initializer.isFailable ? "?" : "")
    // A global-actor class is initialized on its actor, so the proxy must be isolated to it too.
    for attribute in context.type.attributes where attribute.hasSuffix("Actor") { writer.line(attribute) }
    writer.block(
      "\(context.accessPrefix)func initialize\(genericClause)(\(parameters.declaration))\(call.declarationEffects) -> \(result)\(whereClause)"
    ) { writer in
      writer.line(
        "\(call.marker)\(context.mockType)(__lyrebirdContext: context\(separator)\(parameters.forwardedArguments))")
    }
  }
}
