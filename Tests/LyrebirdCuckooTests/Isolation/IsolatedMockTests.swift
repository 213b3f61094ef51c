import LyrebirdCuckoo
import Testing

/// Cuckoo-shaped mocks of actor and global-actor protocols compile and take Cuckoo's DSL.
@Suite struct IsolatedMockTests {
  @Test func anActorProtocolsMockIsStubbedAndVerified() async {
    let mock = MockTally()
    stub(mock) { stub in
      when(stub.add(anyInt())).thenReturn(5)
      when(stub.total.get).thenReturn(42)
    }
    #expect(await mock.add(3) == 5)
    #expect(await mock.total == 42)
    verify(mock).add(3)
    verify(mock, never()).add(4)
  }

  @Test @MainActor func aMainActorProtocolsMockIsStubbedAndVerified() {
    let mock = MockBanner()
    stub(mock) { stub in
      when(stub.title.get).thenReturn("Welcome")
      when(stub.show(anyString())).thenDoNothing()
    }
    mock.show("Hello")
    #expect(mock.title == "Welcome")
    verify(mock).show("Hello")
    verify(mock, times(1)).title.get()
  }

  @Test func anActorProtocolsStubAnswersWithDefaults() async {
    let stub = TallyStub()
    #expect(await stub.add(1) == 0)
  }
}
