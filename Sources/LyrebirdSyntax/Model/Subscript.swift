/// A subscript requirement or an overridable subscript.
public struct Subscript: Hashable, Sendable, Codable {
  public var genericParameters: [GenericParameter]
  public var requirements: [RequirementSpec]
  public var parameters: [Parameter]
  public var returnType: String
  public var isStatic: Bool
  public var hasSetter: Bool
  public var getterEffects: Effects
  public var attributes: [AttributeSpec]
  public var access: AccessLevel
  public var location: SourceLocationSpec

  public init(
    genericParameters: [GenericParameter] = [], requirements: [RequirementSpec] = [], parameters: [Parameter],
    returnType: String, isStatic: Bool = false, hasSetter: Bool = false, getterEffects: Effects = .none,
    attributes: [AttributeSpec] = [], access: AccessLevel = .internal,
    location: SourceLocationSpec = SourceLocationSpec()
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
