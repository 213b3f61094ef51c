import LyrebirdCuckoo
import LyrebirdTestSupport
import Testing

/// Spies, default implementations and `thenCallRealImplementation` from Cuckoo's document.
@Suite struct SpyAndDefaultImplementationTests {
  @Test func aSuperclassSpyRunsTheRealCodeUnlessStubbed() {
    let spy = MockOriginalGreeter(prefix: "Hello").withEnabledSuperclassSpy()
    #expect(spy.greet(name: "Ann") == "Hello, Ann!")
    stub(spy) { stub in
      when(stub.greet(name: "Bob")).thenReturn("stubbed")
    }
    #expect(spy.greet(name: "Bob") == "stubbed")
    #expect(spy.greet(name: "Ann") == "Hello, Ann!")
    verify(spy, times(2)).greet(name: "Ann")
  }

  @Test func enableSuperclassSpyOnAGrandchildReachesTheGrandparent() {
    let spy = MockLoudGreeter(prefix: "Hey")
    spy.enableSuperclassSpy()
    #expect(spy.shout(name: "Ann") == "HEY, ANN!")
  }

  @Test func thenCallRealImplementationRunsTheClassesCode() {
    let mock = MockOriginalGreeter(prefix: "Hi")
    stub(mock) { stub in
      when(stub.greet(name: anyString())).thenReturn("fake").thenCallRealImplementation()
    }
    #expect(mock.greet(name: "Ann") == "fake")
    #expect(mock.greet(name: "Ann") == "Hi, Ann!")
  }

  @Test func thenCallRealImplementationOnAProtocolMockRunsTheDefaultImplementation() {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.countCharacters(anyString())).thenReturn(100).thenCallRealImplementation()
      when(stub.greet(name: anyString(), times: anyInt())).thenCallRealImplementation()
    }
    // Set after stubbing: the call finds the default implementation when it is made.
    mock.enableDefaultImplementation(ConformingGreeter())
    #expect(mock.countCharacters("four") == 100)
    #expect(mock.countCharacters("four") == 4)
    #expect(mock.greet(name: "Ann", times: 2) == "Hi Ann Hi Ann ")
  }

  @Test func aProtocolExtensionsImplementationRunsThroughAConformingValueThatKeepsIt() {
    let mock = MockRegistry()
    stub(mock) { stub in when(stub.local()).thenReturn(5).thenCallRealImplementation() }
    mock.enableDefaultImplementation(ExtensionRegistry())
    #expect(mock.local() == 5)
    #expect(mock.local() == 1)
  }

  @Test func thenCallRealImplementationWithoutOneIsReportedAtTheStub() {
    let mock = MockGreeter()
    var line: UInt = 0
    stub(mock) { stub in
      line = #line + 1
      when(stub.countCharacters(anyString())).thenCallRealImplementation()
    }
    let failures = captureFailures {
      #expect(mock.countCharacters("four") == 0)
    }
    #expect(failures.map(\.line) == [line])
    #expect(failures.first?.fileID == #fileID)
    #expect(
      failures.first?.message == """
        MockGreeter.countCharacters("four") was stubbed to call the real implementation, but MockGreeter has no \
        superclass and no forwarding target implements it; set one with enableDefaultImplementation(_:)
        """)
  }

  @Test func aClassInstanceAsTheDefaultImplementation() {
    let mock = MockOriginalGreeter(prefix: "Mock")
    let original = OriginalGreeter(prefix: "Original")
    mock.enableDefaultImplementation(original)
    #expect(mock.greet(name: "Ann") == "Original, Ann!")
  }

  @Test func aStructAsTheDefaultImplementation() {
    let mock = MockGreeter()
    var original = ConformingGreeter()
    mock.enableDefaultImplementation(original)
    #expect(mock.countCharacters("four") == 4)
    #expect(mock.readWriteProperty == 7)

    let mutating = MockGreeter()
    original.readWriteProperty = 9
    mutating.enableDefaultImplementation(mutating: &original)
    #expect(mutating.readWriteProperty == 9)
  }

  @Test func stubsTakePrecedenceOverTheDefaultImplementation() {
    let mock = MockGreeter().withEnabledDefaultImplementation(ConformingGreeter())
    stub(mock) { stub in
      when(stub.countCharacters("a")).thenReturn(100)
    }
    #expect(mock.countCharacters("a") == 100)
    #expect(mock.countCharacters("ab") == 2)
  }
}

/// Implements only `Registry`'s static requirements, so `local()` is the protocol extension's.
private struct ExtensionRegistry: Registry {
  static var shared: Int {
    get { 0 }
    set {}
  }

  static func lookup(_ key: String) -> Int { 0 }
}
