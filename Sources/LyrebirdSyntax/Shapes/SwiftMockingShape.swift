/// swift-mocking's shape, for `@Mocked`: the mock class with its backing properties
/// (`_member.implementation`, `callCount`), `init()` and `resetMockedStaticMembers()`.
///
/// The backing properties are written by `Rendering/Mocked/` where Lyrebird's shape writes call records.
package struct SwiftMockingShape: MockShape {
  private let traits: ShapeTraits

  package init(_ members: MockedMembersOptions = MockedMembersOptions()) {
    traits = .swiftMocking(members)
  }

  package func render(_ mock: PreparedMock, into writer: inout CodeWriter) {
    MockClassRenderer(mock, traits: traits).render(into: &writer)
  }
}
