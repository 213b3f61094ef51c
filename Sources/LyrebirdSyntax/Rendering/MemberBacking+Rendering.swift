/// Everything the shared renderers ask of a mock's member backing, answered in one place, so no
/// shared renderer switches on which framework's shape it is writing.
extension MemberBacking {
  /// Writes a method's `_member` property: Lyrebird's call records or swift-mocking's backing property.
  ///
  /// `closure` is the stub closure type the body applies, or `nil` when a generic method's arguments
  /// can't be erased for swift-mocking's closures (it then has no backing property).
  func methodCompanion(
    _ method: Method, memberLiteral: CodeText, recordName: String?, typedByMember: Bool, closure: MockedClosureType?,
    scope: MockRenderingScope, into writer: inout CodeWriter
  ) {
    switch self {
    case .callRecords:
      RecordsRenderer(scope: scope).method(
        method, memberLiteral: memberLiteral, recordName: recordName, typedByMember: typedByMember, into: &writer)
    case .swiftMocking:
      MockedBackingRenderer(scope: scope).method(method, memberLiteral: memberLiteral, closure: closure, into: &writer)
    }
  }

  /// Writes a property's `_member` property.
  func propertyCompanion(
    _ property: Property, recordName: String?, scope: MockRenderingScope, into writer: inout CodeWriter
  ) {
    switch self {
    case .callRecords: RecordsRenderer(scope: scope).property(property, recordName: recordName, into: &writer)
    case .swiftMocking: MockedBackingRenderer(scope: scope).property(property, into: &writer)
    }
  }

  /// The members the backing adds to the mock type itself: swift-mocking's `init()` and
  /// `resetMockedStaticMembers()`; none for call records.
  func typeMembers(scope: MockRenderingScope, isNonisolated: Bool, into writer: inout CodeWriter) {
    guard isSwiftMocking else { return }
    MockedMembersRenderer(scope: scope, isNonisolated: isNonisolated).render(into: &writer)
  }

  /// Whether a synchronous `rethrows` member's stubs may throw through it (Mockingbird's
  /// `Lyrebird.rethrowing`); swift-mocking's closures only rethrow.
  var letsStubsThrowThroughRethrows: Bool { !isSwiftMocking }

  /// Whether a generic method's stub closures take and return `Any` (``MockedGenericErasure``), as a
  /// backing property that can't name the method's generics needs.
  var erasesGenericClosures: Bool { isSwiftMocking }

  /// Whether the mock's `mock(_:)` function gets Mockingbird's generic alias, `mock(P<A, B>.self)`.
  var namesGenericMocksAsMockingbird: Bool { !isSwiftMocking }

  /// swift-mocking's names for the members' backing properties; `nil` for call records, whose
  /// names ``RecordNames`` gives.
  func backingNames(for members: [MemberSpec]) -> MockedBackingNames? {
    guard case .swiftMocking(let options) = self else { return nil }
    return MockedBackingNames(members, chosen: options.backingNames)
  }

  /// Whether the mock can forward calls to the protocols it implements: `@MockedMembers` sees only
  /// the mock class the test wrote, not those protocols.
  var seesTheMockedProtocols: Bool { !isHandWritten }
}
