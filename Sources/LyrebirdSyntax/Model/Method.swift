/// A function requirement or an overridable method.
package struct Method: Hashable, Sendable, Codable {
  package var name: String
  /// Set for operator functions; `prefix`/`postfix` must be repeated on the mock.
  package var fixity: OperatorFixity?
  package var genericParameters: [GenericParameter]
  package var requirements: [RequirementSpec]
  package var parameters: [Parameter]
  /// `nil` for `Void` functions.
  ///
  /// Never has `sending`, which ``returnsSending`` records.
  package var returnType: String?
  /// What the result type is, read from its syntax; empty for `Void` functions.
  package var returnShape = TypeShape()
  /// `-> sending T`: repeated on the mock's declaration, and left out of closure and generic types.
  package var returnsSending = false
  /// The result is `~Copyable`: only a closure stub can produce it.
  package var returnsNoncopyable = false
  package var effects: Effects
  package var isStatic: Bool
  /// `class func` in a class: overridable and static.
  package var isClassMember: Bool
  package var isMutating: Bool
  /// Attributes kept on the mock, for example `@MainActor`, `@discardableResult`, `@available(…)`.
  package var attributes: [AttributeSpec]
  package var access: AccessLevel
  package var location: SourceLocationSpec
  /// Set for standard requirements a mock answers itself, such as `==` by identity.
  package var builtIn: BuiltInImplementation?
  /// The non-generic parent that declared an inherited member: partial mocks forward through it,
  /// and its rendering is shared by every mock that inherits it.
  package var origin: String?

  package init(
    name: String, fixity: OperatorFixity? = nil, genericParameters: [GenericParameter] = [],
    requirements: [RequirementSpec] = [], parameters: [Parameter] = [], returnType: String? = nil,
    effects: Effects = .none, isStatic: Bool = false, isClassMember: Bool = false,
    isMutating: Bool = false, attributes: [AttributeSpec] = [], access: AccessLevel = .internal,
    location: SourceLocationSpec = SourceLocationSpec()
  ) {
    self.name = name
    self.fixity = fixity
    self.genericParameters = genericParameters
    self.requirements = requirements
    self.parameters = parameters
    self.returnType = returnType
    self.effects = effects
    self.isStatic = isStatic
    self.isClassMember = isClassMember
    self.isMutating = isMutating
    self.attributes = attributes
    self.access = access
    self.location = location
  }

  package var isOperator: Bool { fixity != nil }

  /// `chirp(volume:)`, `==(_:_:)`.
  ///
  /// Built by appending: these run for every member of every mock, and interpolating mapped,
  /// joined arrays cost several percent of a generator run.
  package var selector: String {
    var text = name
    text.append("(")
    for parameter in parameters {
      text.append(parameter.label ?? "_")
      text.append(":")
    }
    text.append(")")
    return text
  }

  /// The parameter and return types, which tell overloads apart.
  package var signatureText: String {
    var text = ""
    if !genericParameters.isEmpty {
      text.append("<")
      for (index, generic) in genericParameters.enumerated() {
        if index > 0 { text.append(", ") }
        text.append(generic.name)
        if let constraint = generic.constraint {
          text.append(": ")
          text.append(constraint)
        }
      }
      text.append(">")
    }
    text.append("(")
    for (index, parameter) in parameters.enumerated() {
      if index > 0 { text.append(", ") }
      // `adjust(_: inout Int)` and `adjust(_: Int)` are two members.
      if parameter.ownership == .inout { text.append("inout ") }
      text.append(parameter.type)
      if parameter.isVariadic { text.append("...") }
    }
    text.append(") -> ")
    text.append(returnType ?? "Void")
    return text
  }
}
