/// A function requirement or an overridable method.
public struct Method: Hashable, Sendable, Codable {
  public var name: String
  /// Set for operator functions; `prefix`/`postfix` must be repeated on the mock.
  public var fixity: OperatorFixity?
  public var genericParameters: [GenericParameter]
  public var requirements: [RequirementSpec]
  public var parameters: [Parameter]
  /// `nil` for `Void` functions.
  ///
  /// Never has `sending`, which ``returnsSending`` records.
  public var returnType: String?
  /// `-> sending T`: repeated on the mock's declaration, and left out of closure and generic types.
  public var returnsSending = false
  /// The result is `~Copyable`: only a closure stub can produce it.
  public var returnsNoncopyable = false
  public var effects: Effects
  public var isStatic: Bool
  /// `class func` in a class: overridable and static.
  public var isClassMember: Bool
  public var isMutating: Bool
  /// Attributes kept on the mock, for example `@MainActor`, `@discardableResult`, `@available(…)`.
  public var attributes: [AttributeSpec]
  public var access: AccessLevel
  public var location: SourceLocationSpec
  /// Set for standard requirements a mock answers itself, such as `==` by identity.
  public var builtIn: BuiltInImplementation?
  /// The non-generic parent that declared an inherited member: partial mocks forward through it,
  /// and its rendering is shared by every mock that inherits it.
  public var origin: String?

  public init(
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

  public var isOperator: Bool { fixity != nil }

  /// `chirp(volume:)`, `==(_:_:)`.
  ///
  /// Built by appending: these run for every member of every mock, and interpolating mapped,
  /// joined arrays cost several percent of a generator run.
  public var selector: String {
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
  public var signatureText: String {
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
      text.append(parameter.type)
      if parameter.isVariadic { text.append("...") }
    }
    text.append(") -> ")
    text.append(returnType ?? "Void")
    return text
  }
}
