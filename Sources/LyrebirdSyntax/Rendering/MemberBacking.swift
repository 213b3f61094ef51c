/// What a mock's `_member` properties are: the rendering strategy for the API a test reads them through.
///
/// Member bodies, handles and initializers render the same either way; only these properties and
/// the members a dialect adds to the mock differ.
package enum MemberBacking: Hashable, Sendable {
  /// Lyrebird's typed call records, `Lyrebird.CallRecords` and `Lyrebird.PropertyRecords`.
  case callRecords
  /// swift-mocking's backing properties (`_member.implementation`, `callCount`), plus `init()`
  /// and `resetMockedStaticMembers()`.
  case swiftMocking
}
