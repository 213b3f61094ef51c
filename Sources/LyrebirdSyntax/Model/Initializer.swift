/// An initializer requirement, or a designated/required initializer of a mocked class.
package struct Initializer: Hashable, Sendable, Codable {
  package var parameters: [Parameter]
  package var effects: Effects
  package var isFailable: Bool
  /// `init!`: the override must be spelled the same way to override it.
  package var isImplicitlyUnwrapped: Bool
  package var isRequired: Bool
  package var isConvenience: Bool
  package var genericParameters: [GenericParameter]
  package var requirements: [RequirementSpec]
  package var attributes: [AttributeSpec]
  package var access: AccessLevel
  package var location: SourceLocationSpec

  package init(
    parameters: [Parameter] = [], effects: Effects = .none, isFailable: Bool = false,
    isRequired: Bool = false, isConvenience: Bool = false, genericParameters: [GenericParameter] = [],
    requirements: [RequirementSpec] = [], attributes: [AttributeSpec] = [], access: AccessLevel = .internal,
    location: SourceLocationSpec = SourceLocationSpec(), isImplicitlyUnwrapped: Bool = false
  ) {
    self.isImplicitlyUnwrapped = isImplicitlyUnwrapped
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

  /// Whether a subclass can call it as `super.init()`: every parameter has a default, and it can't
  /// suspend, throw or fail.
  package var isCallableWithoutArguments: Bool {
    parameters.allSatisfy { $0.defaultValue != nil } && !effects.isAsync && effects.throwing == .none && !isFailable
  }

  package var selectorLabels: String { "(\(parameters.map { "\($0.selectorLabel):" }.joined()))" }
  package var signatureText: String { "(\(parameters.map(\.type).joined(separator: ", ")))" }
}
