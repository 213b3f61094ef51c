/// A property requirement or an overridable property.
public struct Property: Hashable, Sendable, Codable {
  public var name: String
  public var type: String
  public var isStatic: Bool
  public var isClassMember: Bool
  public var hasSetter: Bool
  public var getterEffects: Effects
  public var isMutatingGetter: Bool
  public var attributes: [String]
  public var access: AccessLevel
  public var location: SourceLocation
  /// Set for standard requirements a mock answers itself, such as `description`.
  public var builtIn: BuiltInImplementation?
  /// The non-generic parent that declared an inherited member (see ``Method/origin``).
  public var origin: String?

  public init(
    name: String, type: String, isStatic: Bool = false, isClassMember: Bool = false,
    hasSetter: Bool = false, getterEffects: Effects = .none, isMutatingGetter: Bool = false,
    attributes: [String] = [], access: AccessLevel = .internal, location: SourceLocation = SourceLocation()
  ) {
    self.name = name
    self.type = type
    self.isStatic = isStatic
    self.isClassMember = isClassMember
    self.hasSetter = hasSetter
    self.getterEffects = getterEffects
    self.isMutatingGetter = isMutatingGetter
    self.attributes = attributes
    self.access = access
    self.location = location
  }
}

/// A subscript requirement or an overridable subscript.
public struct Subscript: Hashable, Sendable, Codable {
  public var genericParameters: [GenericParameter]
  public var requirements: [String]
  public var parameters: [Parameter]
  public var returnType: String
  public var isStatic: Bool
  public var hasSetter: Bool
  public var getterEffects: Effects
  public var attributes: [String]
  public var access: AccessLevel
  public var location: SourceLocation

  public init(
    genericParameters: [GenericParameter] = [], requirements: [String] = [], parameters: [Parameter],
    returnType: String, isStatic: Bool = false, hasSetter: Bool = false, getterEffects: Effects = .none,
    attributes: [String] = [], access: AccessLevel = .internal, location: SourceLocation = SourceLocation()
  ) {
    self.genericParameters = genericParameters
    self.requirements = requirements
    self.parameters = parameters
    self.returnType = returnType
    self.isStatic = isStatic
    self.hasSetter = hasSetter
    self.getterEffects = getterEffects
    self.attributes = attributes
    self.access = access
    self.location = location
  }

  public var signatureText: String {
    let generics = genericParameters.isEmpty ? "" : "<\(genericParameters.map(\.declaration).joined(separator: ", "))>"
    return
      "\(generics)(\(parameters.map { "\($0.selectorLabel): \($0.type)" }.joined(separator: ", "))) -> \(returnType)"
  }
}

/// An initializer requirement, or a designated/required initializer of a mocked class.
public struct Initializer: Hashable, Sendable, Codable {
  public var parameters: [Parameter]
  public var effects: Effects
  public var isFailable: Bool
  public var isRequired: Bool
  public var isConvenience: Bool
  public var genericParameters: [GenericParameter]
  public var requirements: [String]
  public var attributes: [String]
  public var access: AccessLevel
  public var location: SourceLocation

  public init(
    parameters: [Parameter] = [], effects: Effects = .none, isFailable: Bool = false,
    isRequired: Bool = false, isConvenience: Bool = false, genericParameters: [GenericParameter] = [],
    requirements: [String] = [], attributes: [String] = [], access: AccessLevel = .internal,
    location: SourceLocation = SourceLocation()
  ) {
    self.parameters = parameters
    self.effects = effects
    self.isFailable = isFailable
    self.isRequired = isRequired
    self.isConvenience = isConvenience
    self.genericParameters = genericParameters
    self.requirements = requirements
    self.attributes = attributes
    self.access = access
    self.location = location
  }

  public var selectorLabels: String { "(\(parameters.map { "\($0.selectorLabel):" }.joined()))" }
  public var signatureText: String { "(\(parameters.map(\.type).joined(separator: ", ")))" }
}
