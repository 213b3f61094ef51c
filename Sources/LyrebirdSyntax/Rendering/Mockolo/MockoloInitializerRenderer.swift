/// A Mockolo mock's initializers: `init()`, one taking every stored property (each defaulted where
/// its type has a default), and the protocol's own `init` requirements, which set the properties
/// their parameters name; a class's mock overrides each of the class's designated initializers.
struct MockoloInitializerRenderer {
  let context: MockoloContext
  let properties: [Property]
  let initializers: [Initializer]

  func render(into writer: inout CodeWriter) {
    if context.isClassMock {
      for initializer in initializers where !initializer.isConvenience && initializer.access > .fileprivate {
        renderOverride(initializer, into: &writer)
      }
      return
    }
    let access = context.access
    // `protocol P: Base`: the mock subclasses `Base`, through its initializers when none is `init()`.
    let superclassInitializers = context.type.superclass == nil ? [] : context.type.superclassInitializers
    if !superclassInitializers.isEmpty && !superclassInitializers.contains(where: \.parameters.isEmpty) {
      for initializer in superclassInitializers where !initializer.isConvenience {
        renderOverride(initializer, into: &writer)
      }
      return
    }
    if !initializers.contains(where: { $0.parameters.isEmpty }) {
      if context.usesDSL {
        writer.block("\(access)init(\(Self.locationParameters))") { writer in
          writer.line(contextAssignment(located: true))
        }
      } else {
        writer.line("\(access)\(context.type.superclass == nil ? "" : "override ")init() { }")
      }
    }
    // In source order, as Mockolo sorts them: a parent declared above its child comes first, so
    // `ChildMock(parentName:childName:)` takes its labels in Mockolo's order.
    let stored = properties.filter { !$0.isStatic }
      .sorted { ($0.location.line, $0.location.column, $0.name) < ($1.location.line, $1.location.column, $1.name) }
      .map { MockoloPropertyRenderer(property: $0, context: context) }
    let labels = stored.map { $0.property.name.trimmingBackticks }
    let requirementLabels = initializers.map { $0.parameters.map { ($0.label ?? "_").trimmingBackticks } }
    if !stored.isEmpty && !requirementLabels.contains(labels) {
      var parameters = stored.map { renderer in
        let property = renderer.property
        let escaping = property.shape.isFunction ? "@escaping " : ""
        let value = renderer.defaultValue.map { " = \($0)" } ?? ""
        return "\(property.name): \(escaping)\(context.scope.declaredType(property.type))\(value)"
      }
      if context.usesDSL { parameters.append(Self.locationParameters) }
      writer.block("\(access)init(\(parameters.joined(separator: ", ")))") { writer in
        if context.usesDSL { writer.line(contextAssignment(located: true)) }
        for renderer in stored {
          let name = renderer.property.name
          if renderer.property.getterEffects != .none {
            writer.line("self.\(renderer.assignedName) = { \(name) }")
          } else {
            writer.line("self.\(renderer.assignedName) = \(name)")
          }
        }
      }
    }
    for initializer in initializers { renderRequirement(initializer, stored: stored, into: &writer) }
  }

  /// `required init(num: Int = 0)`, which sets `num`.
  private func renderRequirement(
    _ initializer: Initializer, stored: [MockoloPropertyRenderer], into writer: inout CodeWriter
  ) {
    // Undefaulted with `--lyrebird-dsl`, so `FooMock()` is the initializer that takes the test's location.
    let header = header(of: initializer, modifier: context.isActor ? nil : "required", defaulted: !context.usesDSL)
    writer.block(header) { writer in
      // The requirement's signature leaves no room for the test's location.
      if context.usesDSL { writer.line(contextAssignment(located: false)) }
      for parameter in initializer.parameters {
        guard let property = stored.first(where: { $0.property.name == parameter.name }) else { continue }
        guard property.property.type == parameter.type, property.property.getterEffects == .none else { continue }
        writer.line("self.\(property.assignedName) = \(parameter.name)")
      }
    }
  }

  /// `override init(x: Int = 0)`, which calls the class's (or a protocol's superclass's).
  private func renderOverride(_ initializer: Initializer, into writer: inout CodeWriter) {
    let arguments = ParameterSpelling(parameters: initializer.parameters, scope: context.scope).forwardedArguments
    let prefix = (initializer.effects.throwing == .none ? "" : "try ") + (initializer.effects.isAsync ? "await " : "")
    writer.block(header(of: initializer, modifier: initializer.isRequired ? "required" : "override")) { writer in
      if context.usesDSL { writer.line(contextAssignment(located: false)) }
      writer.line("\(prefix)super.init(\(arguments))")
    }
  }

  /// The test's location, which a `--lyrebird-dsl` mock's failures are reported at; prefixed, as
  /// the initializer's other parameters are named after the protocol's properties.
  static let locationParameters =
    "__lyrebirdFileID: Swift.StaticString = #fileID, __lyrebirdFilePath: Swift.StaticString = #filePath, "
    + "__lyrebirdLine: Swift.UInt = #line, __lyrebirdColumn: Swift.UInt = #column"

  /// The assignment that gives a `--lyrebird-dsl` mock its context, at the test's location when `located`.
  private func contextAssignment(located: Bool) -> String {
    let location =
      located
      ? "Lyrebird.SourceLocation(fileID: __lyrebirdFileID, filePath: __lyrebirdFilePath, line: __lyrebirdLine, "
        + "column: __lyrebirdColumn)"
      : "Lyrebird.SourceLocation()"
    return "self.__lyrebirdContext = Lyrebird.MockingContext(mockName: \(MemberLiteral.quoted(context.mockName)), "
      + "location: \(location), advice: .mockolo)"
  }

  /// The initializer's declaration, each parameter defaulted where its type has a default, as Mockolo's.
  private func header(of initializer: Initializer, modifier: String?, defaulted: Bool = true) -> CodeText {
    var parameters = initializer.parameters
    for index in parameters.indices
    where defaulted && parameters[index].defaultValue == nil && !parameters[index].isVariadic {
      parameters[index].defaultValue = MockoloDefaults.value(for: parameters[index].type)
    }
    return DeclarationHeader(
      access: context.access, modifiers: [modifier], keyword: initializer.isFailable ? "init?" : "init",
      generics: initializer.genericParameters.map(\.declaration),
      parameters: ParameterSpelling(parameters: parameters, scope: context.scope).declaration,
      effects: initializer.effects.declarationSpelling, requirements: initializer.requirements
    ).text
  }
}
