/// An initializer requirement, or a designated/required initializer of a mocked class.
public struct Initializer: Hashable, Sendable, Codable {
  public var parameters: [Parameter]
  public var effects: Effects
  public var isFailable: Bool
  public var isRequired: Bool
  public var isConvenience: Bool
  public var genericParameters: [GenericParameter]
  public var requirements: [RequirementSpec]
  public var attributes: [AttributeSpec]
  public var access: AccessLevel
  public var location: SourceLocationSpec

  public init(
    parameters: [Parameter] = [], effects: Effects = .none, isFailable: Bool = false,
    isRequired: Bool = false, isConvenience: Bool = false, genericParameters: [GenericParameter] = [],
    requirements: [RequirementSpec] = [], attributes: [AttributeSpec] = [], access: AccessLevel = .internal,
    location: SourceLocationSpec = SourceLocationSpec()
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
