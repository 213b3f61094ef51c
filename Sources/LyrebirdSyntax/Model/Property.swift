/// A property requirement or an overridable property.
public struct Property: Hashable, Sendable, Codable {
  public var name: String
  public var type: String
  public var isStatic: Bool
  public var isClassMember: Bool
  public var hasSetter: Bool
  public var getterEffects: Effects
  public var isMutatingGetter: Bool
  public var attributes: [AttributeSpec]
  public var access: AccessLevel
  public var location: SourceLocationSpec
  /// Set for standard requirements a mock answers itself, such as `description`.
  public var builtIn: BuiltInImplementation?
  /// The non-generic parent that declared an inherited member (see ``Method/origin``).
  public var origin: String?

  public init(
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
