import LyrebirdMockable
import Testing

/// Mocks `lyrebird generate --dialect mockable` wrote (Golden/GeneratedMocks.swift): a protocol's
/// parents in another file are mocked too, and subscripts get builders, both beyond Mockable's macro.
@Suite struct GeneratedMockTests {
  @Test func aParentInAnotherFileIsMocked() throws {
    let roost = MockRoost(policy: .strict)
    given(roost).twigs.willReturn(12).weave(.any, tightly: .value(true)).willThrow(RoostError.snapped)
    #expect(roost.twigs == 12)
    #expect(throws: RoostError.snapped) { try roost.weave("oak", tightly: true) }
    verify(roost).twigs().getCalled(.once).weave(.value("oak"), tightly: .any).called(.once)
  }

  @Test func subscriptsAreStubbedObservedAndVerified() {
    var writes = 0
    let roost = MockRoost(policy: .strict)
    given(roost)[.value(1)].willReturn("wren")[.any].willReturn("empty")
    when(roost)[.any, newValue: .value("robin")].performOnSet { writes += 1 }
    #expect(roost[1] == "wren")
    #expect(roost[2] == "empty")
    roost[3] = "robin"
    roost[4] = "jay"
    #expect(writes == 1)
    verify(roost)[.any].getCalled(2)[.value(3)].setCalled(.once)[.any, newValue: .any].setCalled(2)
  }

  @Test func genericAndAsyncMembers() async throws {
    let roost = MockRoost(policy: .strict)
    given(roost)
      .land(on: .any).willProduce { branch in branch > 2 }
      .preen(Parameter<String>.any).willReturn(1)
      .call().willReturn("tweet")
    #expect(try await roost.land(on: 3))
    #expect(roost.preen("down") == 1)
    #expect(roost.call() as String == "tweet")
    verify(roost).preen(Parameter<String>.any).called(.once).call().called(.once)
  }
}

enum RoostError: Error {
  case snapped
}

/// Static members, beyond Mockable: each Swift Testing test has the type's static state to itself.
@Suite struct StaticMemberTests {
  @Test func staticMembersAreStubbedAndVerifiedThroughAnInstancesBuilders() {
    let flock = MockFlock(policy: .strict)
    given(flock).size.willReturn(30).gather(at: .value(6)).willReturn(true)
    #expect(MockFlock.size == 30)
    #expect(MockFlock.gather(at: 6))
    verify(flock).size().getCalled(.once).gather(at: .any).called(1)
  }

  @Test func anotherTestSeesNoneOfThem() {
    let flock = MockFlock(policy: .strict)
    verify(flock).size().getCalled(.never).gather(at: .any).called(.never)
  }
}

@Test func aMacroMocksStaticMembersToo() {
  let registry = MockRegistry(policy: .strict)
  given(registry).count.willReturn(2)
  #expect(MockRegistry.count == 2)
  verify(registry).count().getCalled(.once)
}

struct Branch: Perchable {}

@Test func aNestedOpaqueParameterIsMockedAsAnExistential() {
  let landing = MockLanding(policy: .strict)
  given(landing).settle(on: .any).willProduce { perch in perch != nil }
  #expect(landing.settle(on: Branch()))
  #expect(!landing.settle(on: Branch?.none))
  verify(landing).settle(on: .any).called(2)
}
