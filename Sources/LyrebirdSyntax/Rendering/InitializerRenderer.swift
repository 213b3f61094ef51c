/// Renders initializers: protocol requirements, and the designated initializers a class mock
/// exposes through `mock(T.self).initialize(…)`.
struct InitializerRenderer {
  let initializer: Initializer
  let scope: MockRenderingScope

  private var parameters: ParameterSpelling { ParameterSpelling(parameters: initializer.parameters, scope: scope) }
  private var call: CallSpelling { CallSpelling(effects: initializer.effects, isStatic: false) }
  private var mockingContext: String { scope.newContext }
  private var newContext: String { "self.__lyrebirdContext = \(mockingContext)" }

  /// `init(…)` with the initializer's generics, effects and requirements.
  private func header(_ modifiers: [String?] = [], parameters: String? = nil) -> DeclarationHeader {
    DeclarationHeader(
      access: scope.accessPrefix, modifiers: modifiers,
      keyword: initializer.isFailable ? (initializer.isImplicitlyUnwrapped ? "init!" : "init?") : "init",
      generics: initializer.genericParameters.map(\.declaration),
      parameters: parameters ?? self.parameters.declaration, effects: call.declarationEffects,
      requirements: initializer.requirements)
  }

  /// A protocol's `init` requirement: code under test creates the mock, which starts unstubbed
  /// and records the call, so `verify(mock.initialize(…))` sees it, as in Mockingbird.
  func requirement(into writer: inout CodeWriter) {
    if case .subclass = scope.classKind {
      writer.block(header(["required"]).text) { writer in
        writer.line("super.init(__lyrebirdContext: \(mockingContext))")
        recording(into: &writer)
      }
    } else if let superclass = scope.type.superclass, scope.type.superclassNeedsArguments {
      // No argument can be made up for the superclass: the mock is made through its initializers.
      writer.block(header([scope.classKind == .final ? nil : "required"]).text) { writer in
        let message =
          "\(scope.mockName) is made with mock(\(scope.type.name).self).initialize(…), through \(superclass)'s "
          + "initializers"
        writer.line("Swift.fatalError(\(MemberLiteral.quoted(message)))")
      }
    } else {
      writer.block(header([scope.classKind == .final ? nil : "required"]).text) { writer in
        writer.line(newContext)
        if scope.type.superclass != nil && recordsCall { writer.line("super.init()") }
        recording(into: &writer)
      }
    }
    guard recordsCall, scope.includesHandles else { return }
    writer.blankLine()
    handle(into: &writer)
  }

  private var recordsCall: Bool { scope.recordsInitializerCalls }

  /// `.initializer("init(name:)")`, with the parameter types of an overload.
  private var memberLiteral: CodeText {
    MemberLiteral.initializer(scope.initializerNames[initializer] ?? "init" + initializer.selectorLabels)
  }

  private var names: SyntheticNames {
    SyntheticNames(parameters: initializer.parameters, generics: initializer.genericParameters)
  }

  /// The stub closure type of the recorded call: the parameters, returning `Void`.
  private var signature: String { "(\(parameters.signatureTypeList.joined(separator: ", "))) -> Swift.Void" }

  /// The call, recorded as a `Void` member's.
  private func recording(into writer: inout CodeWriter) {
    guard recordsCall else { return }
    let recorded = parameters.recordedArguments
    let body = names.body
    let arguments: [CallArgument] = [
      .line(recorded.isEmpty ? memberLiteral : "\(memberLiteral), arguments: \(recorded.joined(separator: ", "))"),
      .line("apply: { (\(body): \(signature)) in \(body)(\(parameters.applyArguments)) }"),
    ]
    CallSpelling(effects: .none, isStatic: false).write(arguments, receiver: "self.__lyrebirdContext", into: &writer)
  }

  /// `initialize(…)`, Mockingbird's handle for verifying that code under test called the requirement.
  private func handle(into writer: inout CodeWriter) {
    let names = self.names
    let handle = HandleSpelling(
      context: names.handle, declaration: "Lyrebird.FunctionDeclaration", signature: signature,
      returnType: "Swift.Void")
    for attribute in initializer.attributes.of(.availability) { writer.line(attribute.text) }
    let header = DeclarationHeader(
      access: scope.accessPrefix, modifiers: [scope.isIsolated ? "nonisolated" : nil], keyword: "func",
      name: "initialize", generics: initializer.genericParameters.map(\.declaration) + [names.handle],
      parameters: parameters.handle)
    handle.write(
      header: header, requirements: initializer.requirements, owner: "self", member: memberLiteral,
      matchers: parameters.handleMatchers(), into: &writer)
  }

  /// The mock's own initializer, which takes the context and then calls `super`.
  func designated(into writer: inout CodeWriter) {
    let separator = initializer.parameters.isEmpty ? "" : ", "
    let parameters = "__lyrebirdContext: Lyrebird.MockingContext\(separator)\(self.parameters.declaration)"
    writer.block(header(parameters: parameters).text) { writer in
      writer.line("self.__lyrebirdContext = __lyrebirdContext")
      writer.line("\(call.effectPrefix)super.init(\(self.parameters.forwardedArguments))")
    }
  }

  /// `TreeMock(height: 3)`: the mocked class's initializer on the mock itself, with a fresh
  /// context, for `mock(instance:)`.
  func direct(into writer: inout CodeWriter) {
    let separator = initializer.parameters.isEmpty ? "" : ", "
    writer.block(header(["override", "convenience"]).text) { writer in
      writer.line(
        """
        \(call.effectPrefix)self.init(__lyrebirdContext: \(mockingContext)\(separator)\
        \(parameters.forwardedArguments))
        """)
    }
  }

  /// A `required` initializer must be repeated by every subclass.
  func requiredOverride(into writer: inout CodeWriter) {
    writer.block(header(["required"]).text) { writer in
      writer.line(newContext)
      writer.line("\(call.effectPrefix)super.init(\(parameters.forwardedArguments))")
    }
  }

  /// `initialize(…)` on the mock's `InitializerProxy`: a class's initializer, given the proxy's
  /// context, or (`isRequirement`) a class-constrained protocol's `init` requirement, which makes
  /// its own context and records its call, as Mockingbird's proxy offers it.
  func proxyMethod(into writer: inout CodeWriter, isRequirement: Bool = false) {
    let context = isRequirement ? "" : "__lyrebirdContext: context" + (initializer.parameters.isEmpty ? "" : ", ")
    // A global-actor class is initialized on its actor, so the proxy must be isolated to it too.
    for attribute in scope.type.attributes.of(.globalActor) { writer.line(attribute.text) }
    if isRequirement {
      for attribute in initializer.attributes.of(.availability) { writer.line(attribute.text) }
    }
    let header = DeclarationHeader(
      access: scope.accessPrefix, keyword: "func", name: "initialize",
      generics: initializer.genericParameters.map(\.declaration), parameters: parameters.declaration,
      effects: call.declarationEffects, returnType: scope.mockType + (initializer.isFailable ? "?" : ""),
      requirements: initializer.requirements)
    writer.block(header.text) { writer in
      writer.line("\(call.effectPrefix)\(scope.mockType)(\(context)\(parameters.forwardedArguments))")
    }
  }
}
