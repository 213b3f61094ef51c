import Lyrebird
import LyrebirdFixtures
import Testing

/// Tests/Fixtures/HardShapes.swift: declarations from real code whose mocks or usage once failed.
@Suite struct HardShapesTests {
  @Test func aSubclassOfASpecializedGenericClassOverridesInItsTypes() {
    let cache = mock(ThumbnailCache.self).initialize()
    given(cache.value(for: "cover")).willReturn([1, 2])
    given(cache.purge()).willReturn(3)
    cache.store([9], for: "back")
    #expect(cache.value(for: "cover") == [1, 2])
    #expect(cache.purge() == 3)
    verify(cache.store([9], for: "back")).wasCalled()
    let forwarded = mock(ThumbnailCache.self).initialize()
    forwarded.forwardCallsToSuper()
    #expect(forwarded.value(for: "cover") == nil && forwarded.newest == nil)
  }

  @Test func borrowedNonCopyableArgumentsReachStubs() throws {
    let locker = mock(Locker.self)
    given(locker.inspect(any())).will { (key: borrowing LockerKey) in key.id * 2 }
    given(locker.check(any(), label: "front")).will { (key: borrowing LockerKey, label: String) in key.id > 1 }
    var retired: [Int] = []
    given(locker.retire(any())).will { (key: borrowing LockerKey) in retired.append(key.id) }
    let key = LockerKey(id: 3)
    #expect(locker.inspect(key) == 6)
    #expect(try locker.check(key, label: "front"))
    locker.retire(key)
    #expect(retired == [3])
    verify(locker.inspect(any())).wasCalled(once)
  }

  @Test func sendingValuesAndIsolatedClosuresReachStubs() async {
    let courier = mock(Courier.self)
    given(await courier.send(any())).willReturn()
    given(await courier.deliver(any())).will { work in await work() + 1 }
    given(courier.pack()).willReturn(["box"])
    await courier.send([1, 2])
    #expect(await courier.deliver { 41 } == 42)
    #expect(courier.pack() == ["box"])
    verify(await courier.send([1, 2])).wasCalled(once)
  }

  @MainActor @Test func aMainActorClassMockIsUsedFromTheMainActor() {
    let display = mock(Display.self).initialize()
    given(display.render(any())).willReturn(7)
    given(display.title).willReturn("stubbed")
    #expect(display.render("abc") == 7)
    #expect(display.title == "stubbed")
    verify(display.render("abc")).wasCalled(once)
    let real = mock(Display.self).initialize()
    real.forwardCallsToSuper()
    #expect(real.render("abc") == 3 && real.title == "display")
  }

  @Test func aProtocolConstrainedToASpecializedGenericClassSubclassesIt() {
    let shelf = mock(CountingShelf.self)
    given(shelf.tally()).willReturn(2)
    // The class implements its own members, as for any class-constrained protocol.
    let cache: ShelfCache<String, Int> = shelf
    #expect(shelf.tally() == 2 && cache.value(for: "jar") == nil)
  }

  @Test func aVariadicClassMethodIsStubbed() {
    let logbook = mock(Logbook.self).initialize()
    given(logbook.write(any(), level: 1)).willReturn(9)
    #expect(logbook.write("a", "b", level: 1) == 9)
    verify(logbook.write(["a", "b"], level: 1)).wasCalled(once)
  }

  @Test func aClassesOwnAliasesAreItsOwn() {
    let courtyard = mock(Courtyard.self).initialize()
    given(courtyard.open(then: any())).will { (then: Courtyard.Later) in
      then(false)
      return false
    }
    var opened: Bool?
    #expect(!courtyard.open { opened = $0 })
    #expect(opened == false)
    given(courtyard.show(1)).willReturn(5)
    #expect(courtyard.show(1) == 5)
    courtyard.forwardCallsToSuper()
    #expect(courtyard.fill() == 0 && courtyard.show(2) == 3)
  }

  @Test func inheritedInitializersThatDifferInConstraintsAreBothKept() {
    let shooting = mock(Shooting.self)
    given(shooting.grow()).willReturn(4)
    #expect(shooting.grow() == 4)
  }
}
