import Foundation

/// What member renderers need to know about the mock they are part of: the mock's facts, the
/// shape's ``ShapeTraits`` and the ``WritePosition``.
///
/// A class: every member renderer holds it, and copying a struct of this size cost a retain
/// and release per field each time.
final class MockRenderingScope {
  let type: MockableType
  /// The mock type's name: `StoreMock`, or the dialect's (`MockStore`).
  let mockName: String
  /// The mock's name as written inside it, for example `StoreMock<Element>`.
  let mockType: String
  /// The type a partial mock's forwarding target is cast to, or `nil` when no cast can express it.
  let forwardingType: String?
  /// What the shape makes of every member.
  let traits: ShapeTraits
  /// A mock of a protocol with associated types forwards to its `DefaultImplCaller` where the shape
  /// asks (``ShapeTraits/forwardsThroughCaller``), which binds them to the mock's generic parameters
  /// as no `any P` cast can.
  let forwardsThroughCaller: Bool
  let isClass: Bool
  /// An actor or global-actor mock: handles and records must be `nonisolated`.
  let isIsolated: Bool
  /// Where members are being written.
  ///
  /// In the protocol's extension for mocks (``SharedMembers``), in a module whose default isolation
  /// is the main actor, the extension's members would be isolated, where the mock class's are not,
  /// so each says `nonisolated`.
  var position = WritePosition.mockType
  var isInSharedExtension: Bool { position == .sharedExtension }
  /// Whether handles and records say `nonisolated`.
  var nonisolatesCompanions: Bool { isIsolated || isInSharedExtension }
  /// `public `, `package ` or empty: the mock's members are as visible as the mock.
  let accessPrefix: String
  /// Disambiguated member names, keyed by identity, for overloads that share a selector.
  let memberNames: [String: String]
  /// A protocol's `init` requirements by the name their calls are recorded under.
  let initializerNames: [Initializer: String]
  let classKind: MockClassKind
  let recordNames: RecordNames
  /// swift-mocking's backing property names, for its backing only.
  let mockedBackingNames: MockedBackingNames?
  /// The mocked type as generated code names it: qualified by its module when that is known.
  let typeReference: String
  /// Selectors of `async` methods overloaded by a synchronous one: their handles are `async` only,
  /// so `given(mock.load())` picks the synchronous member and `given(await mock.load())` the other.
  let asyncOverloads: Set<String>
  /// Selectors of methods named like a property handle (`getTitle()`, `setTitle(_:)`).
  let handleLikeMethods: Set<String>
  /// The expression the mock's own initializers make a context with.
  let newContext: String
  /// Inherited members' text shared with the run's other mocks, when the run keeps it.
  let renderCache: RenderCache?

  var includesHandles: Bool { traits.includesHandles }
  var backing: MemberBacking { traits.backing }
  var recordsInitializerCalls: Bool { traits.recordsInitializerCalls }
  var offersPlainInitializerProxy: Bool { traits.offersPlainInitializerProxy }
  var distinguishesGenericResults: Bool { traits.distinguishesGenericResults }
  var forwardsCalls: Bool { traits.forwardsCalls }
  var rethrowingWrapper: String? { traits.rethrowingWrapper }

  /// - Parameters:
  ///   - traits: what the mock's shape makes of every member.
  ///   - classKind: whether the mock class is final, can be subclassed, or subclasses a parent's mock.
  ///   - mockName: the mock type's name when the shape names it differently (Cuckoo's `MockBird`).
  ///   - newContext: the expression the mock's initializers make a context with, when the shape's
  ///     differs (Cuckoo's `XStub` answers with `DefaultValueRegistry` values from any initializer).
  ///   - cache: inherited members' text shared with the run's other mocks.
  init(
    type: MockableType, isIsolated: Bool, traits: ShapeTraits = ShapeTraits(), classKind: MockClassKind = .final,
    mockName: String? = nil, newContext: String? = nil, cache: RenderCache? = nil
  ) {
    self.renderCache = cache
    self.traits = traits
    let (includesHandles, backing) = (traits.includesHandles, traits.backing)
    let members = type.members.flattenedMembers
    self.classKind = classKind
    self.recordNames = includesHandles ? RecordNames(members) : .withoutRecords
    mockedBackingNames = includesHandles ? backing.backingNames(for: members) : nil
    self.type = type
    self.isClass = type.kind == .classType
    self.isIsolated = isIsolated
    self.memberNames = MemberNames.assign(members)
    var initializers: [Initializer] = []
    if type.kind == .protocolType {
      for case .initializer(let initializer) in members { initializers.append(initializer) }
    }
    self.initializerNames = initializers.isEmpty ? [:] : MemberNames.initializers(initializers)
    self.asyncOverloads = Self.asyncOverloads(members)
    var handleLike = Set<String>()
    for case .method(let method) in members where method.name.hasPrefix("get") || method.name.hasPrefix("set") {
      handleLike.insert(method.selector)
    }
    self.handleLikeMethods = handleLike
    let generics = type.associatedTypes + type.genericParameters
    let arguments = generics.isEmpty ? "" : "<\(generics.map(\.name).joined(separator: ", "))>"
    self.mockName = mockName ?? type.mockName
    self.mockType = self.mockName + arguments
    self.newContext = newContext ?? "Lyrebird.MockingContext(mockName: \(MemberLiteral.quoted(self.mockName)))"
    switch type.access {
    case .public, .open: accessPrefix = "public "
    case .package: accessPrefix = "package "
    case .private, .fileprivate: accessPrefix = "fileprivate "
    default: accessPrefix = ""
    }
    let reference = type.moduleName.map { "\($0).\(type.name)" } ?? type.name
    self.typeReference = reference
    self.forwardsThroughCaller =
      traits.forwardsThroughCaller && !isClass && !type.associatedTypes.isEmpty && !type.refinesActor
      && !type.attributes.hasGlobalActor
    if self.forwardsThroughCaller {
      forwardingType = self.mockType + "." + Self.defaultImplCaller
    } else if !backing.seesTheMockedProtocols {
      forwardingType = nil
    } else if isClass {
      forwardingType = reference + arguments
    } else if type.associatedTypes.isEmpty && !type.refinesIntegerProtocol {
      forwardingType = "any \(reference)"
    } else {
      forwardingType = nil
    }
  }

  private static func asyncOverloads(_ members: [MemberSpec]) -> Set<String> {
    // Most mocks have no async method: then no key is built.
    guard members.contains(where: { if case .method(let method) = $0 { method.effects.isAsync } else { false } })
    else { return [] }
    var synchronous = Set<String>()
    var asynchronous: [String] = []
    for case .method(let method) in members {
      let key = (method.isStatic ? "static " : "") + method.selector
      if method.effects.isAsync { asynchronous.append(key) } else { synchronous.insert(key) }
    }
    return Set(asynchronous.filter(synchronous.contains))
  }

  func declaresMethod(_ selector: String) -> Bool {
    !handleLikeMethods.isEmpty && handleLikeMethods.contains(selector)
  }

  func hasSynchronousOverload(_ method: Method) -> Bool {
    !asyncOverloads.isEmpty && asyncOverloads.contains((method.isStatic ? "static " : "") + method.selector)
  }

  /// The nested class a mock of a protocol with associated types forwards through, Cuckoo's name.
  static let defaultImplCaller = "DefaultImplCaller"

  /// The cast for forwarding an inherited member: through the parent that declared it, or the
  /// mock's `DefaultImplCaller`, which has every member it forwards.
  func forwardingType(origin: String?) -> String? {
    guard forwardsCalls else { return nil }
    guard let origin, !forwardsThroughCaller else { return forwardingType }
    return isClass && !type.adoptedProtocolOrigins.contains(origin) ? origin : "any \(origin)"
  }

  /// `override`, for a class mock's member, unless it comes from a protocol the class adopts.
  func overrideModifier(origin: String?) -> String? {
    guard isClass else { return nil }
    return origin.map(type.adoptedProtocolOrigins.contains) == true ? nil : "override"
  }

  /// The names this mock gives `member`.
  ///
  /// Its identity is built only when overloads need it.
  func naming(for member: MemberSpec) -> MemberNaming {
    guard !memberNames.isEmpty || recordNames.needsIdentity else {
      return MemberNaming(runtimeName: nil, recordName: recordNames.name(for: member, identity: ""))
    }
    let identity = member.identity
    return MemberNaming(
      runtimeName: memberNames[identity], recordName: recordNames.name(for: member, identity: identity))
  }

  /// Rewrites `Self` to the mock type and `Self.Element` to the mock's generic parameter, and
  /// spells an implicitly unwrapped optional as `T?`, which closure and generic types require.
  func resolvingSelf(_ text: String) -> String {
    let declared = declaredType(text)
    return declared.utf8.contains(UInt8(ascii: "!")) ? declared.replacingOccurrences(of: "!", with: "?") : declared
  }

  /// ``resolvingSelf(_:)`` for the mock's own declarations, which keep `T!` as the requirement has it.
  func declaredType(_ text: String) -> String {
    TypeText.replacingSelf(in: text, with: mockType, associatedTypes: Set(type.associatedTypes.map(\.name)))
  }

  /// Whether a type mentions `Self` or an associated type, which a forwarding cast can't express.
  func mentionsSelfOrAssociatedTypes(_ shape: TypeShape) -> Bool {
    shape.referencedNames.contains(where: isSelfOrAssociatedType)
  }

  /// Whether a `DefaultImplCaller` leaves out a deprecated member.
  ///
  /// Its closure, made in the caller's initializer, would call the member where the compiler warns
  /// of the deprecation.
  func callerSkips(_ attributes: [AttributeSpec]) -> Bool {
    forwardsThroughCaller && attributes.of(.availability).contains { $0.text.contains("deprecated") }
  }

  /// Whether a forwarding target can't take or give a value of this type: one that mentions `Self`,
  /// or an associated type unless the mock forwards through its `DefaultImplCaller`.
  func cannotForward(_ shape: TypeShape) -> Bool {
    forwardsThroughCaller ? shape.referencedNames.contains("Self") : mentionsSelfOrAssociatedTypes(shape)
  }

  /// Whether a name from ``TypeShape/referencedNames`` is `Self` or an associated type.
  func isSelfOrAssociatedType(_ name: String) -> Bool {
    name == "Self" || type.associatedTypes.contains { $0.name == name }
  }
}

/// The names one mock gives a member; a parent's member can be named differently in a child's mock.
struct MemberNaming: Hashable {
  /// Set for overloads that share a selector.
  var runtimeName: String?
  /// The `_member` records property, `nil` for members without records.
  var recordName: String?
}
