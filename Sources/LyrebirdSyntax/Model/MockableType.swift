/// A protocol or class that can be mocked, as the parser understood it.
///
/// Types are kept as their source text (already trimmed of trivia): the renderer copies them
/// into the mock verbatim, so a user's `Result` or `Error` still means the user's type.
package struct MockableType: Hashable, Sendable, Codable {
  package enum Kind: String, Hashable, Sendable, Codable {
    case protocolType
    case classType
  }

  package var name: String
  package var kind: Kind
  package var access: AccessLevel
  /// Types listed after the colon, for example `Parent`, `AnyObject`, `Sendable`, `Actor`.
  package var inheritedTypes: [InheritedType]
  /// Protocol associated types, which become the mock's generic parameters.
  package var associatedTypes: [GenericParameter]
  /// A class's own generic parameters.
  package var genericParameters: [GenericParameter]
  /// `where` requirements of the type itself (and of its associated types).
  package var requirements: [RequirementSpec]
  /// Attributes that change isolation or availability, for example `@MainActor`, `@available(…)`.
  package var attributes: [AttributeSpec]
  package var members: [MemberItem]
  /// `#if` conditions around the declaration, outermost first.
  package var conditions: [String]
  /// Class-only: `final` classes can't be subclassed, so they are reported and skipped.
  package var isFinal: Bool
  package var location: SourceLocationSpec
  /// A protocol's primary associated types in declared order: `Cache<String, Int>` binds them.
  package var primaryAssociatedTypes: [String] = []
  /// The type aliases a protocol declares among its requirements, its parents' included.
  package var typeAliases: [TypeAliasSpec] = []
  /// The class a protocol is constrained to (`protocol P: SomeClass`), set by inheritance
  /// resolution: the mock subclasses it.
  package var superclass: String?
  /// A class that declares only private or fileprivate initializers: it has no implicit `init()`.
  package var hasHiddenInitializer = false
  /// Protocols a class adopts whose members the class mock declares without `override` (Cuckoo's
  /// dialect adds those the classes don't declare, such as a protocol extension's methods).
  package var adoptedProtocolOrigins: Set<String> = []
  /// For a protocol constrained to a class none of whose designated initializers can be called
  /// without arguments, or one of which is `required`: those initializers, which the mock offers
  /// as a class mock does.
  package var superclassInitializers: [Initializer] = []

  /// Whether the superclass a protocol mock subclasses has no initializer it can call as `super.init()`.
  package var superclassNeedsArguments: Bool {
    !superclassInitializers.isEmpty && !superclassInitializers.contains(where: \.isCallableWithoutArguments)
  }

  /// The module that declares the type, once references to its types are qualified with it.
  package var moduleName: String?
  /// Doc-comment lines before the declaration that hold an `@`, such as Mockolo's `/// @mockable`;
  /// read only for a dialect that selects types by annotation.
  package var docAnnotations: [String] = []

  package init(
    name: String, kind: Kind, access: AccessLevel = .internal, inheritedTypes: [InheritedType] = [],
    associatedTypes: [GenericParameter] = [], genericParameters: [GenericParameter] = [],
    requirements: [RequirementSpec] = [], attributes: [AttributeSpec] = [], members: [MemberItem] = [],
    conditions: [String] = [], isFinal: Bool = false, location: SourceLocationSpec = SourceLocationSpec()
  ) {
    self.name = name
    self.kind = kind
    self.access = access
    self.inheritedTypes = inheritedTypes
    self.associatedTypes = associatedTypes
    self.genericParameters = genericParameters
    self.requirements = requirements
    self.attributes = attributes
    self.members = members
    self.conditions = conditions
    self.isFinal = isFinal
    self.location = location
  }

  /// A protocol that refines `Actor`, whose mock must be an actor.
  package var refinesActor: Bool {
    kind == .protocolType && inheritedTypes.contains { $0.text == "Actor" || $0.text == "_Concurrency.Actor" }
  }

  /// The standard library's integer protocols, whose associated types (`Magnitude`, `Words`, …) the
  /// compiler infers from a mock's members: the starter pack spells them with concrete types.
  package static let integerProtocols: Set<String> = [
    "Numeric", "SignedNumeric", "BinaryInteger", "SignedInteger", "UnsignedInteger", "FixedWidthInteger",
  ]

  /// Whether the type refines an integer protocol: an existential of it answers those members with
  /// erased types, so the mock can't forward through it.
  package var refinesIntegerProtocol: Bool {
    inheritedTypes.contains { inherited in
      let name = inherited.name.hasPrefix("Swift.") ? String(inherited.name.dropFirst(6)) : inherited.name
      return Self.integerProtocols.contains(name)
    }
  }

  /// The name of the generated mock type.
  ///
  /// Nested types drop the dots: `Logger.Handler` → `LoggerHandlerMock`.
  package var mockName: String {
    name.utf8.contains(UInt8(ascii: ".")) ? name.split(separator: ".").joined() + "Mock" : name + "Mock"
  }
}
