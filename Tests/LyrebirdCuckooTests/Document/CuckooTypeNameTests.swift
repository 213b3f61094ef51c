import LyrebirdCuckoo
import LyrebirdTestSupport
import Testing

/// Cuckoo's proxy type names picking overloads, `rethrows` stubs, a protocol extension's method on a
/// class mock, and matchers that don't take `nil` for an optional argument.
@Suite struct CuckooTypeNameTests {
  @Test func cuckoosStubTypeNamesPickAnOverload() {
    let log = MockBirdLog()
    var spotted: [String] = []
    stub(log) { stub in
      when(stub.spot(count: Optional.none, at: "pond") as Cuckoo.ClassStubNoReturnFunction<(Int?, String)>).then {
        spotted.append("none at \($0.1)")
      }
      when(stub.spot(count: anyInt(), at: isNil()) as ClassStubNoReturnFunction<(Int, String?)>).then {
        spotted.append("\($0.0) somewhere")
      }
    }
    log.spot(count: nil, at: "pond")
    log.spot(count: 3, at: nil)
    #expect(spotted == ["none at pond", "3 somewhere"])
    _ = verify(log).spot(count: isNil(), at: "pond") as Cuckoo.__DoNotUse<(Int?, String), Void>
    _ = verify(log).spot(count: 3, at: isNil()) as __DoNotUse<(Int, String?), Void>
  }

  @Test func aVerificationPickedByItsTypeFailsAtItsLine() {
    let log = MockBirdLog()
    stub(log) { stub in
      when(stub.spot(count: anyInt(), at: anyString()) as ClassStubNoReturnFunction<(Int, String?)>).thenDoNothing()
    }
    log.spot(count: 1, at: Optional("reeds"))
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      _ = verify(log, times(2)).spot(count: 1, at: anyString()) as __DoNotUse<(Int, String?), Void>
    }
    #expect(failures.map(\.line) == [line])
    #expect(failures.first?.message == "Wanted 2 times but invoked 1 times.")
  }

  @Test func theCuckooNamesAreTheProxyTypes() {
    #expect(ClassStubNoReturnFunction<Int>.self == ClassStubFunction<Int, Void>.self)
    #expect(ProtocolStubFunction<Int, String>.self == Cuckoo.ClassStubFunction<Int, String>.self)
    #expect(ProtocolStubNoReturnFunction<Int>.self == Cuckoo.ProtocolStubNoReturnFunction<Int>.self)
    #expect(
      ClassStubNoReturnThrowingFunction<String, any Error>.self
        == ClassStubThrowingFunction<String, Void, any Error>.self)
    #expect(
      Cuckoo.ClassStubNoReturnThrowingFunction<Int, any Error>.self
        == ProtocolStubNoReturnThrowingFunction<Int, any Error>.self)
    #expect(
      Cuckoo.ProtocolStubThrowingFunction<Int, Int, any Error>.self
        == ClassStubThrowingFunction<Int, Int, any Error>.self)
    #expect(Cuckoo.__DoNotUse<Int, String>.self == VerifiedCall<Int, String>.self)
    #expect(Cuckoo.ParameterMatcher<Int>.self == ParameterMatcher<Int>.self)
    #expect(Cuckoo.ArgumentCaptor<Int>.self == ArgumentCaptor<Int>.self)
    #expect(Cuckoo.ConcreteStubCall<Int>.self == ConcreteStubCall<Int>.self)
    #expect(Cuckoo.MockManager.self == MockManager.self)
    #expect(Cuckoo.CallMatcher.self == CallMatcher.self)
    #expect(Cuckoo.DefaultValueRegistry.self == DefaultValueRegistry.self)
    #expect((any Cuckoo.Matchable).self == (any Matchable).self)
    #expect((any Cuckoo.OptionalMatchable).self == (any OptionalMatchable).self)
    #expect((any Cuckoo.Mock).self == (any Mock).self)
    #expect((any Cuckoo.StubCall).self == (any StubCall).self)
  }

  @Test func aRethrowingMethodThrowsItsStubbedError() {
    let log = MockBirdLog()
    stub(log) { stub in
      when(stub.tally(anyThrowingClosure())).thenThrow(Flock.scattered)
      when(stub.each(anyThrowingClosure())).then { visit in try visit("robin") }
    }
    #expect(throws: Flock.scattered) { try log.tally { throw Flock.scattered } }
    #expect(throws: Flock.scattered) {
      try log.each { name in if name == "robin" { throw Flock.scattered } }
    }
    verify(log).tally(anyThrowingClosure())
    verify(log).each(anyThrowingClosure())
  }

  @Test func aRethrowingMethodsThenRunsTheClosure() throws {
    let log = MockBirdLog()
    stub(log) { stub in
      when(stub.tally(anyThrowingClosure())).then { count in try count() * 10 }
    }
    #expect(log.tally { 4 } == 40)
    #expect(throws: Flock.scattered) { try log.tally { throw Flock.scattered } }
  }

  @Test func anAdoptedProtocolsExtensionMethodIsStubbedOnTheClassMock() {
    let log = MockBirdLog()
    stub(log) { stub in
      when(stub.species()).thenReturn("heron")
    }
    #expect(log.species() == "heron")
    verify(log).species()
    let real = MockBirdLog()
    stub(real) { stub in
      when(stub.species()).thenCallRealImplementation()
    }
    #expect(real.species() == "sparrow")
  }

  @Test func aPropertyWithAPrivateSetterIsStubbedAsReadOnly() {
    let log = MockBirdLog()
    stub(log) { stub in
      when(stub.entries.get).thenReturn(12)
    }
    #expect(log.entries == 12)
    verify(log).entries.get()
  }

  @Test func anyIntAnyStringAndAnyClosureDontMatchNilForAnOptionalArgument() {
    let log = MockBirdLog()
    let watcher = MockForecaster()
    stub(log) { stub in
      when(stub.spot(count: anyInt(), at: "pond") as ClassStubNoReturnFunction<(Int?, String)>).thenDoNothing()
      when(stub.spot(count: 1, at: anyString()) as ClassStubNoReturnFunction<(Int, String?)>).thenDoNothing()
    }
    stub(watcher) { stub in when(stub.whenDone(anyClosure())).thenDoNothing() }
    log.spot(count: Optional(2), at: "pond")
    log.spot(count: 1, at: Optional("dunes"))
    watcher.whenDone { _ in }
    _ = verify(log).spot(count: anyInt(), at: "pond") as __DoNotUse<(Int?, String), Void>
    _ = verify(log).spot(count: 1, at: anyString()) as __DoNotUse<(Int, String?), Void>
    verify(watcher).whenDone(anyClosure())
    stub(log) { stub in
      when(stub.spot(count: isNil(), at: "pond") as ClassStubNoReturnFunction<(Int?, String)>).thenDoNothing()
      when(stub.spot(count: 1, at: isNil()) as ClassStubNoReturnFunction<(Int, String?)>).thenDoNothing()
    }
    stub(watcher) { stub in when(stub.whenDone(isNil())).thenDoNothing() }
    log.spot(count: nil, at: "pond")
    log.spot(count: 1, at: nil)
    watcher.whenDone(nil)
    _ = verify(log).spot(count: anyInt(), at: "pond") as __DoNotUse<(Int?, String), Void>
    _ = verify(log).spot(count: 1, at: anyString()) as __DoNotUse<(Int, String?), Void>
    _ = verify(log, times(2)).spot(count: any(), at: "pond") as __DoNotUse<(Int?, String), Void>
    verify(watcher, times(1)).whenDone(anyClosure())
    verify(watcher, times(2)).whenDone(any())
  }

  enum Flock: Error { case scattered }
}
