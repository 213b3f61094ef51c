import Foundation
import Testing

/// Annotation arguments, initializer requirements, concurrency and class mocks, as Mockolo's users
/// test them.
@Suite struct AnnotatedMockTests {
  @Test func anInitRequirementSetsTheProperties() {
    let mock = PerchingMock(height: 12)
    #expect(mock.height == 12)
    #expect(PerchingMock().height == 0)
  }

  @Test func aTypealiasArgumentFixesTheAssociatedType() {
    let mock = CachingMock()
    mock.store("sunflower")
    mock.store("millet")
    #expect(mock.storeArgValues == ["sunflower", "millet"])
    #expect(mock.retrieve() == nil)
    mock.retrieveHandler = { "thistle" }
    #expect(mock.retrieve() == "thistle")
  }

  @Test func aConstrainedAssociatedTypeIsGeneric() {
    let mock = KeyedMock<String>()
    mock.lookupHandler = { key in key.count }
    #expect(mock.lookup("wren") == 4)
  }

  @Test func overrideNamesTheMockAndModifiersApply() {
    let mock = RenamedFlockMock()
    var leader: NSObject? = NSObject()
    mock.leader = leader
    #expect(mock.leader != nil)
    #expect(mock.leaderSetCallCount == 1)
    leader = nil
    // `weak`: the mock doesn't keep the leader alive.
    #expect(mock.leader == nil)
    mock.join()
    #expect(mock.joinCallCount == 1)
  }

  @Test func aSendableMockLocksItsState() async {
    let mock = MigratingMock()
    mock.flyHandler = { place in place.count }
    await withTaskGroup(of: Int.self) { group in
      for _ in 0..<20 { group.addTask { await mock.fly(to: "south") } }
      for await distance in group { #expect(distance == 5) }
    }
    #expect(mock.flyCallCount == 20)
  }

  @MainActor @Test func aMainActorMockIsIsolated() {
    let mock = ChirpingMock()
    mock.chirpHandler = { "tweet" }
    #expect(mock.chirp() == "tweet")
    #expect(mock.chirpCallCount == 1)
  }

  @Test func anActorMocksCountersAreReadWithoutAwait() async {
    let mock = RoostingMock()
    mock.roostHandler = { true }
    #expect(await mock.roost())
    #expect(mock.roostCallCount == 1)
  }

  @Test func genericResultsAsyncGettersAndRethrows() async throws {
    let mock = HatchingMock()
    #expect(mock.hatch(1) as Int? == nil)
    mock.hatchHandler = { egg in egg }
    #expect(mock.hatch("egg") == "egg")
    #expect(try await mock.temperature == 0.0)
    mock.temperatureHandler = { 38.5 }
    #expect(try await mock.temperature == 38.5)
    var ran = false
    mock.rethrowingHandler = { body in try body() }
    mock.rethrowing { ran = true }
    #expect(ran)
    #expect(mock.rethrowingCallCount == 1)
  }

  @Test func aClassMockOverridesAndFallsBackToTheClass() {
    let mock = AviaryMock(capacity: 3)
    #expect(mock.capacity == 3)
    mock.capacity = 4
    #expect(mock.capacitySetCallCount == 1)
    #expect(mock.admit("robin") == false)
    mock.admitHandler = { name in name == "robin" }
    #expect(mock.admit("robin"))
    #expect(mock.admitCallCount == 2)
    // No default for Pebble: the class's own method answers.
    #expect(mock.census() == Pebble(weight: 7))
  }

  @Test func aSendableClassMockKeepsHandlersAndCounters() {
    let alarm = AlarmMock()
    #expect(alarm.code == 0 && !alarm.ring())
    alarm.codeHandler = { 7 }
    alarm.ringHandler = { true }
    #expect(alarm.code == 7 && alarm.ring() && alarm.ringCallCount == 2)
  }

  @Test func aClassMocksComputedPropertyHasAHandler() {
    let mock = AviaryMock(capacity: 3)
    #expect(!mock.isOpen)
    mock.isOpenHandler = { true }
    #expect(mock.isOpen)
    // No default for Pebble: the class's own getter answers until a handler is set.
    #expect(mock.feeder == Pebble(weight: 2))
    mock.feederHandler = { Pebble(weight: 5) }
    #expect(mock.feeder == Pebble(weight: 5))
  }
}

/// Requirements Mockolo's own output doesn't compile in Swift 6 mode, which Lyrebird's does.
@Suite struct SwiftSixMockTests {
  @Test func genericInoutAndClosureArguments() {
    let mock = CarryingMock()
    mock.carryHandler = { cargo in
      if let count = cargo as? Int { cargo = count + 1 }
    }
    var load = 41
    mock.carry(&load)
    #expect(load == 42)
    mock.eachHandler = { body in
      (body as? (String) -> Void)?("wing")
      return 1
    }
    var seen: [String] = []
    #expect(mock.each { (item: String) in seen.append(item) } == 1)
    #expect(seen == ["wing"])
    mock.laterHandler = { work in _ = (work as? @Sendable () -> Int)?() }
    mock.later { 3 }
    #expect(mock.laterCallCount == 1)
  }

  @Test func aWhereClauseKeepsTheAssociatedTypeGeneric() {
    let mock = DecodingMock<String>()
    #expect(mock.decode([1]) == nil)
    mock.decodeHandler = { data in "\(data.count)" }
    #expect(mock.decode([1, 2]) == "2")
  }

  @Test func aSelfRequirementMakesTheMockFinal() {
    let mock = RankedMock()
    #expect(mock.next == nil)
    mock.next = RankedMock()
    #expect(mock.next != nil)
  }

  @Test func anErrorProtocolsMockIsSendable() async {
    let mock = FailingMock()
    mock.reasonHandler = { "molted" }
    let reason = await Task.detached { mock.reason() }.value
    #expect(reason == "molted")
    #expect(mock.reasonCallCount == 1)
  }
}
