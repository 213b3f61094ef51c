/// A property requirement or an overridable property.
package struct Property: Hashable, Sendable, Codable {
  package var name: String
  package var type: String
  package var isStatic: Bool
  package var isClassMember: Bool
  package var hasSetter: Bool
  package var getterEffects: Effects
  package var isMutatingGetter: Bool
  package var attributes: [AttributeSpec]
  package var access: AccessLevel
  package var location: SourceLocationSpec
  /// Set for standard requirements a mock answers itself, such as `description`.
  package var builtIn: BuiltInImplementation?
  /// The non-generic parent that declared an inherited member (see ``Method/origin``).
  package var origin: String?

  package init(
    name: String, type: String, isStatic: Bool = false, isClassMember: Bool = false,
    hasSetter: Bool = false, getterEffects: Effects = .none, isMutatingGetter: Bool = false,
    attributes: [AttributeSpec] = [], access: AccessLevel = .internal,
    location: SourceLocationSpec = SourceLocationSpec()
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
