/// What Mockolo's member renderers need to know about the mock they are part of.
final class MockoloContext {
  let mock: PreparedMock
  let scope: MockRenderingScope
  /// Each method's and subscript's name, by ``MemberSpec/identity`` (``MockoloNaming``).
  let names: [String: String]
  /// A `Sendable` protocol's or an actor's mock: counts, arguments and handlers sit behind a lock.
  let isLocked: Bool
  let isActor: Bool
  /// A class's mock, whose members override the class's.
  let isClassMock: Bool
  /// The type or one of its parents is `Sendable`: a class's mock is `final` and restates it.
  let isSendable: Bool
  var settings: MockoloSettings { mock.mockolo }
  var type: MockableType { mock.type }
  /// `public `, `package ` or empty.
  var access: String { scope.accessPrefix }
  let mockName: String
  /// Associated types the mock keeps generic (``MockableType/mockoloGenericAssociatedTypes(fixing:)``);
  /// the others are type aliases.
  let genericAssociatedTypes: [GenericParameter]
  /// `--lyrebird-dsl` on a protocol's mock (not an actor's): it is also a `Lyrebird.MockObject`,
  /// whose instance members take `given`/`verify` through ``scope``'s handles.
  let usesDSL: Bool

  init(mock: PreparedMock, mockName: String) {
    self.mock = mock
    self.mockName = mockName
    let type = mock.type
    self.isActor = type.refinesActor
    self.isClassMock = type.kind == .classType
    self.isSendable = Self.isSendable(type)
    self.isLocked = Self.locks(type)
    let generic = type.mockoloGenericAssociatedTypes(fixing: mock.mockolo.typeAliases)
    self.genericAssociatedTypes = generic
    // `Self` is the mock with only its generic associated types as arguments.
    var declared = type
    declared.associatedTypes = generic
    let usesDSL = mock.mockolo.usesLyrebirdDSL && type.kind == .protocolType && !type.refinesActor
    self.usesDSL = usesDSL
    self.scope = MockRenderingScope(
      type: declared, isIsolated: usesDSL && type.attributes.hasGlobalActor,
      traits: ShapeTraits(includesHandles: usesDSL, forwardsCalls: false), mockName: mockName)
    self.names = MockoloNaming.names(of: type.members.flattenedMembers)
  }

  /// The member's Mockolo name, `load` for `load(from:)` and `loadA` for an overload.
  func name(of member: MemberSpec) -> String {
    if let name = names[member.identity] { return name }
    switch member {
    case .property(let property): return property.name.trimmingBackticks
    case .subscript: return "subscript"
    case .method(let method): return MockoloNaming.baseName(method.name)
    case .initializer: return "init"
    }
  }

  /// Whether the type or one of its parents is `Sendable` (`Error` refines it).
  static func isSendable(_ type: MockableType) -> Bool {
    type.inheritedTypes.contains { sendableProtocols.contains($0.name) }
  }

  /// Whether the mock of `type` keeps its state behind a lock: a `Sendable` protocol's, or an actor's.
  static func locks(_ type: MockableType) -> Bool {
    type.kind == .protocolType && (type.refinesActor || (isSendable(type) && !type.attributes.hasGlobalActor))
  }

  /// Protocols that make a conforming class `Sendable`.
  private static let sendableProtocols: Set<String> = ["Sendable", "Swift.Sendable", "Error", "Swift.Error"]

  /// Whether a requirement names `Self`, which only a `final` class satisfies (`CaseIterable`,
  /// `var parent: Self`).
  var mentionsSelf: Bool {
    type.members.flattenedMembers.contains { member in
      switch member {
      case .method(let method):
        method.returnShape.referencedNames.contains("Self")
          || method.parameters.contains { $0.shape.referencedNames.contains("Self") }
      case .property(let property): property.shape.referencedNames.contains("Self")
      case .subscript(let subscriptMember):
        subscriptMember.returnShape.referencedNames.contains("Self")
          || subscriptMember.parameters.contains { $0.shape.referencedNames.contains("Self") }
      case .initializer: false
      }
    }
  }

  /// `nonisolated ` for an actor mock's counters and handlers, which tests read without `await`.
  var nonisolatedPrefix: String { isActor ? "nonisolated " : "" }

  /// `@Sendable ` for a locked mock's handlers, which cross into the lock and out of it.
  var handlerSendability: String { isLocked && !isActor ? "@Sendable " : "" }

  /// `nonisolated(unsafe) `: a `Sendable` class's mock (an `Error` subclass) can't otherwise
  /// add mutable stored properties, its handlers and counters; tests set them, as Mockolo's users do.
  var instanceStoragePrefix: String { isClassMock && isSendable ? "nonisolated(unsafe) " : "" }

  /// `private(set) var`, or `var` with `--allow-set-call-count`.
  var counterDeclaration: String { settings.allowsSetCallCount ? "var" : "private(set) var" }
}
