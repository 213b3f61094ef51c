/// A subscript requirement or an overridable subscript.
package struct Subscript: Hashable, Sendable, Codable {
  package var genericParameters: [GenericParameter]
  package var requirements: [RequirementSpec]
  package var parameters: [Parameter]
  package var returnType: String
  /// What the return type is, read from its syntax: a slot spells it without function-type labels.
  package var returnShape = TypeShape()
  package var isStatic: Bool
  package var hasSetter: Bool
  package var getterEffects: Effects
  package var attributes: [AttributeSpec]
  package var access: AccessLevel
  package var location: SourceLocationSpec

  package init(
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

  package var signatureText: String {
    let generics = genericParameters.isEmpty ? "" : "<\(genericParameters.map(\.declaration).joined(separator: ", "))>"
    let spelled = parameters.map { "\($0.selectorLabel): \($0.type)\($0.isVariadic ? "..." : "")" }
    return "\(generics)(\(spelled.joined(separator: ", "))) -> \(returnType)"
  }
}
