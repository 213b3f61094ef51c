/// What a mock's `_member` properties are: the rendering strategy for the API a test reads them through.
///
/// Member bodies, handles and initializers render the same either way; only these properties and
/// the members a dialect adds to the mock differ.
package enum MemberBacking: Hashable, Sendable {
  /// Lyrebird's typed call records, `Lyrebird.CallRecords` and `Lyrebird.PropertyRecords`.
  case callRecords
  /// swift-mocking's backing properties (`_member.implementation`, `callCount`), plus `init()`
  /// and `resetMockedStaticMembers()`.
  case swiftMocking(MockedMembersOptions = MockedMembersOptions())

  /// Whether the test wrote the mock's members (`@MockedMembers`), so the renderer adds no attributes to them.
  var isHandWritten: Bool {
    if case .swiftMocking(let options) = self { return options.isHandWritten }
    return false
  }

  /// Whether this is swift-mocking's shape.
  var isSwiftMocking: Bool {
    if case .swiftMocking = self { return true }
    return false
  }
}

/// How swift-mocking's shape differs for a mock class the test wrote (`@MockedMembers`).
package struct MockedMembersOptions: Hashable, Sendable {
  /// Backing property names chosen with `@MockableMethod(mockMethodName:)`, by method selector.
  package var backingNames: [String: String]
  /// The mock class was written by hand: there is no protocol to forward calls through.
  package var isHandWritten: Bool

  package init(backingNames: [String: String] = [:], isHandWritten: Bool = false) {
    self.backingNames = backingNames
    self.isHandWritten = isHandWritten
  }
}
