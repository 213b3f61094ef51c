import Foundation
import Lyrebird
import Testing

@testable import LyrebirdFixtures

/// Associated types, generic methods and class mocks.
@Suite struct GenericsAndClassesTests {
  @Test func associatedTypesBecomeGenericParameters() {
    let store = mock(StoreMock<Fruit, String>.self)
    given(store.item(for: "apple")).willReturn(Fruit(size: 3))
    #expect(store.item(for: "apple") == Fruit(size: 3))
    store.save(Fruit(size: 1), for: "fig")
    verify(store.save(any(), for: "fig")).wasCalled()
    func lookUp<S: Store>(_ key: S.Key, in store: S) -> S.Item? { store.item(for: key) }
    #expect(lookUp("apple", in: store) == Fruit(size: 3))
  }

  @Test func genericMethodsWithWhereClauses() {
    let transformer = mock(Transformer.self)
    given(transformer.transform(any(Int.self), into: any(String.Type.self))).willReturn("7")
    #expect(transformer.transform(7, into: String.self) == "7")
    given(transformer.first(of: any([Int].self))).willReturn(1)
    #expect(transformer.first(of: [1, 2]) == 1)
  }

  @Test func overloadsByReturnTypeAreVerifiedWithReturning() {
    let messenger = mock(Messenger.self)
    given(messenger.message()).willReturn("text")
    given(messenger.message()).willReturn(5)
    let text: String = messenger.message()
    #expect(text == "text")
    verify(messenger.message()).returning(String.self).wasCalled()
    verify(messenger.message()).returning(Int.self).wasNeverCalled()
  }

  /// As in Mockingbird, a generic method's calls at each result type are stubbed and verified apart.
  @Test func genericResultsAreStubbedAndCountedPerType() {
    let feeder = mock(Dispenser.self)
    given(feeder.dispense()) ~> 3
    given(feeder.dispense()) ~> "millet"
    let scoops: Int = feeder.dispense()
    let seed: String = feeder.dispense()
    let more: Int = feeder.dispense()
    #expect(scoops == 3 && seed == "millet" && more == 3)
    verify(feeder.dispense()).returning(Int.self).wasCalled(twice)
    verify(feeder.dispense()).returning(String.self).wasCalled()
    verify(feeder.dispense()).returning(Bool.self).wasNeverCalled()
    #expect(feeder._dispense.callCount == 3)
    let failures = captureFailures { verify(feeder.dispense()).returning(Bool.self).wasCalled() }
    #expect(failures.map(\.line) == [#line - 1])
    #expect(
      failures.first?.message == """
        Expected exactly 1 invocation of DispenserMock.dispense() -> Bool, but received 0.
        No invocations of dispense() -> Bool were recorded on DispenserMock.
        """)
  }

  @Test func classMocksSubclassAndInitialize() {
    let tree = mock(Tree.self).initialize(height: 3)
    given(tree.shake()).willReturn(9)
    #expect(tree.shake() == 9)
    #expect(tree.species == "oak")
    let other = mock(Tree.self).initialize(species: "fir")
    other.forwardCallsToSuper()
    #expect(other.grow(by: 2) == 3)
    verify(other.grow(by: 2)).wasCalled()
    given(tree.height).willReturn(100)
    #expect(tree.height == 100)
  }

  @Test func requiredInitializersAndInheritedClassMembers() {
    let fern = mock(Fern.self).initialize(seeds: 2)
    given(fern.water()).willReturn(false)
    given(fern.unfurl()).willReturn("curled")
    #expect(!fern.water())
    #expect(fern.unfurl() == "curled")
    let plant: Plant = fern
    #expect(!plant.water())
  }

  @Test func classesWithoutAnInitializerAreMockedDirectly() {
    let internalMock: InternalImplicitMock = mock(InternalImplicit.self)
    given(internalMock.bump()).willReturn(5)
    #expect(internalMock.bump() == 5)
    verify(internalMock.bump()).wasCalled()
    let openMock = mock(ImplicitInitializer.self).forwardCallsToSuper()
    #expect(openMock.ping() == 0)
    verify(openMock.ping()).wasCalled(once)
  }
}

/// Class shapes the compiler completes: synthesized `init(from:)`, `where Self: AClass`.
@Suite struct SynthesizedClassShapesTests {
  @Test func aCodableClassMockIsMadeByItsInitializersAndByDecoding() throws {
    let invoice = mock(Invoice.self).initialize(total: 3)
    given(invoice.summary()).willReturn("stubbed")
    #expect(invoice.summary() == "stubbed")

    let decoded = try JSONDecoder().decode(InvoiceMock.self, from: Data(#"{"total": 7}"#.utf8))
    decoded.forwardCallsToSuper()
    #expect(decoded.total == 7)
    #expect(decoded.summary() == "total 7")
    verify(decoded.summary()).wasCalled()

    let stamp = try JSONDecoder().decode(StampMock.self, from: Data(#"{"mark": "y"}"#.utf8))
    stamp.forwardCallsToSuper()
    given(stamp.ink()).willReturn(5)
    #expect(stamp.mark == "y")
    #expect(stamp.ink() == 5)
  }

  @Test func aProtocolConstrainedToAClassWithArgumentsIsMadeThroughItsInitializers() {
    let sprouting = mock((any Sprouting).self).initialize(seeds: 3)
    given(sprouting.sprout()).willReturn(4)
    let plant: Plant = sprouting
    #expect(sprouting.sprout() == 4)
    #expect(plant.water())
    verify(sprouting.sprout()).wasCalled()
    verify(sprouting.sprout()).wasCalled(once)
  }

  @Test func aProtocolConstrainedToAClassWithInitIsAlsoMadeThroughInitialize() {
    let climbing: ClimbingMock = mock((any Climbing).self).initialize()
    given(climbing.climb()).willReturn(5)
    #expect(climbing.climb() == 5)
    #expect(climbing.height() == 2)
    verify(climbing.climb()).wasCalled(once)
  }

  @Test func aProtocolConstrainedToAClassWithARequiredInitIsMadeThroughIt() {
    let swarming = mock((any Swarming).self).initialize()
    given(swarming.swarm()).willReturn(6)
    let hive: Hive = swarming
    #expect(swarming.swarm() == 6)
    #expect(hive.bees() == 100)
    #expect(type(of: hive).init() is SwarmingMock)
    verify(swarming.swarm()).wasCalled(once)
  }

  @Test func aClassConstrainedProtocolsOwnInitRequirementIsOnItsProxy() {
    let laying: LayingMock = mock((any Laying).self).initialize(eggs: 4)
    given(laying.lay()).willReturn(4)
    #expect(laying.lay() == 4)
    #expect(laying.hens() == 3)
    verify(laying.initialize(eggs: 4)).wasCalled(once)
    verify(laying.initialize(eggs: 5)).wasNeverCalled()
  }

  @Test func aClassConstrainedProtocolWithAnInitRequirementIsMadeThroughTheClass() {
    let stabling = mock((any Stabling).self).initialize(stalls: 2)
    given(stabling.stable()).willReturn(1)
    let barn: Barn = stabling
    #expect(stabling.stable() == 1)
    #expect(barn.stalls == 2)
    verify(stabling.stable()).wasCalled(once)
  }

  @Test func aProtocolConstrainedToAClassInItsWhereClauseIsMockedAsASubclass() {
    let climbing = mock((any Climbing).self)
    given(climbing.climb()).willReturn(4)
    let trellis: Trellis = climbing
    #expect(climbing.climb() == 4)
    #expect(trellis.height() == 2)
    verify(climbing.climb()).wasCalled()
  }
}

/// Initializers and labels Mockingbird's test host declares.
@Suite struct InitializerAndLabelShapesTests {
  @Test func failableAndGenericClassInitializersMakeTheMock() throws {
    #expect(mock(Kettle.self).initialize(litres: 0) == nil)
    let kettle = try #require(mock(Kettle.self).initialize(litres: 2))
    let cups = mock(Kettle.self).initialize(cups: UInt8(8))
    cups.forwardCallsToSuper()
    #expect(cups.pour(`inout`: 3, var: "tea") == 3)
    given(kettle.pour(`inout`: any(), var: "tea")).willReturn(9)
    #expect(kettle.pour(`inout`: 1, var: "tea") == 9)
    verify(kettle.pour(`inout`: 1, var: any())).wasCalled()
    // An `inout` argument reaches the class's own code and comes back changed.
    kettle.forwardCallsToSuper()
    var level = 1
    kettle.topUp(&level)
    #expect(level == 3)
    verify(kettle.topUp(any())).wasCalled()
    #expect(kettle._pour.invocations.map(\.amount) == [1])
  }

  @Test func aThrowingGenericClassMethodIsStubbedAndForwardedWithTry() throws {
    let unpacker = mock(Unpacker.self).initialize()
    given(unpacker.unpack(Int.self, from: "1")).willReturn(1)
    #expect(try unpacker.unpack(Int.self, from: "1") == 1)
    let real = mock(Unpacker.self).initialize().forwardCallsToSuper()
    #expect(throws: CocoaErrorStandIn()) { try real.unpack(Int.self, from: "2") }
    verify(real.unpack(Int.self, from: "2")).wasCalled()
  }

  @Test func aGenericClassMockKeepsItsGenericParameters() {
    let shelf: ShelfMock<String, Int> = mock(Shelf<String, Int>.self).initialize()
    given(shelf.item(for: "a")).willReturn(1)
    shelf.put(2, for: "b")
    #expect(shelf.item(for: "a") == 1)
    verify(shelf.put(2, for: "b")).wasCalled()
    verify(shelf.put(any(), for: "a")).wasNeverCalled()
  }

  @Test func aSelfReferencingAssociatedTypeIsAGenericParameter() {
    let branching = mock(BranchingMock<Twig>.self)
    let twig = Twig()
    given(branching.children()).willReturn([twig])
    #expect(branching.children().map(ObjectIdentifier.init) == [ObjectIdentifier(twig)])
    verify(branching.children()).wasCalled()
  }

  @Test func keywordLabelsIncludingSelf() {
    let escapes = mock((any Escapes).self)
    given(escapes.put(`inout`: any(), self: "a", let: any())).will { (first: Int, _: String, third: Int) in
      first + third
    }
    #expect(escapes.put(`inout`: 1, self: "a", let: 2) == 3)
    verify(escapes.put(`inout`: 1, self: any(), let: 2)).wasCalled()
    #expect(escapes._put.invocations.map(\.`inout`) == [1])
  }
}
