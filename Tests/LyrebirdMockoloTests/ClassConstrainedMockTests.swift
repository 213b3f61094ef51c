import Testing

/// Mocks of protocols that require their conformers to subclass a class: the mock does, where
/// Mockolo 2.6.1's doesn't compile.
@Suite struct ClassConstrainedMockTests {
  @Test func aMockSubclassesTheClassItsProtocolRequires() {
    let mock = GraftedMock()
    #expect(mock.length == 3)
    mock.graftHandler = { true }
    #expect(mock.graft())
    #expect(mock.graftCallCount == 1)
    let branch: Branch = mock
    #expect(branch is any Grafted)
  }

  @Test func aMockIsMadeThroughTheClassesInitializers() {
    let mock = RootedMock(rings: 5)
    #expect(mock.rings == 5)
    #expect(mock.root() == 0)
    #expect(RootedMock().rings == 0)
  }
}
