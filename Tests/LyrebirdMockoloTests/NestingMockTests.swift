import Foundation
import Testing

/// Tests written as Mockolo's users write them, against Golden/GeneratedMocks.swift: handlers,
/// call counts, argument histories and initializers, with no mocking library linked.
@Suite struct NestingMockTests {
  @Test func aHandlerAnswersAndTheCallIsCounted() {
    let mock = NestingMock()
    #expect(mock.gatherCallCount == 0)
    mock.gatherHandler = { count in count * 2 }
    #expect(mock.gather(count: 4) == 8)
    #expect(mock.gather(count: 5) == 10)
    #expect(mock.gatherCallCount == 2)
  }

  @Test func withoutAHandlerADefaultIsReturned() async throws {
    let mock = NestingMock()
    #expect(mock.gather(count: 1) == 0)
    #expect(try mock.weave("reed", tightly: true) == false)
    #expect(try await mock.settle() == [])
    #expect(mock.sing(at: 3) == "")
    mock.rest()
    #expect(mock.restCallCount == 1)
  }

  @Test func throwingAndAsyncHandlers() async {
    struct Snapped: Error {}
    let mock = NestingMock()
    mock.weaveHandler = { strand, tightly in
      if tightly { throw Snapped() }
      return strand == "reed"
    }
    #expect(throws: Snapped.self) { try mock.weave("reed", tightly: true) }
    #expect((try? mock.weave("reed", tightly: false)) == true)
    mock.settleHandler = { ["moss", "down"] }
    #expect((try? await mock.settle()) == ["moss", "down"])
    #expect(mock.settleCallCount == 1)
  }

  @Test func propertiesAreStoredAndTheirSettersCounted() {
    let mock = NestingMock(twigs: 3, name: "cup", lining: "moss", pebble: Pebble(weight: 2))
    #expect(mock.twigs == 3)
    #expect(mock.name == "cup")
    #expect(mock.lining == "moss")
    #expect(mock.pebble == Pebble(weight: 2))
    // An initializer's assignment runs no observer.
    #expect(mock.twigsSetCallCount == 0)
    mock.twigs = 9
    mock.twigs += 1
    #expect(mock.twigs == 10)
    #expect(mock.twigsSetCallCount == 2)
  }

  @Test func aTypeWithoutADefaultNeedsItsHandler() {
    let mock = NestingMock()
    mock.placeHandler = { pebble in Pebble(weight: pebble.weight + 1) }
    #expect(mock.place(Pebble(weight: 1)) == Pebble(weight: 2))
    mock.pebble = Pebble(weight: 5)
    #expect(mock.pebble.weight == 5)
  }

  @Test func staticMembersAreTheMocksOwn() {
    NestingMock.blueprintHandler = { "bowl" }
    #expect(NestingMock.blueprint() == "bowl")
    #expect(NestingMock.blueprintCallCount >= 1)
  }

  @Test func subscriptsHaveAGetterAndASetterHandler() {
    let mock = NestingMock()
    var stored: [Int: String] = [:]
    mock.subscriptHandler = { slot in stored[slot] ?? "empty" }
    mock.subscriptSetHandler = { slot, value in stored[slot] = value }
    #expect(mock[1] == "empty")
    mock[1] = "egg"
    #expect(mock[1] == "egg")
    #expect(mock.subscriptCallCount == 2)
    #expect(mock.subscriptSetCallCount == 1)
  }

  @Test func genericMethodsSeeAny() {
    let mock = NestingMock()
    mock.pickHandler = { item in (item as? Int).map { $0 + 1 } ?? item }
    #expect(mock.pick(41) == 42)
    #expect(mock.pick("feather") == "feather")
  }

  @Test func closuresInoutAndVariadics() {
    let mock = NestingMock()
    mock.onHatchHandler = { callback in callback(3) }
    var hatched = 0
    mock.onHatch { hatched = $0 }
    #expect(hatched == 3)
    mock.measureHandler = { value in value *= 10 }
    var length = 4
    mock.measure(&length)
    #expect(length == 40)
    mock.countHandler = { values in values.reduce(0, +) }
    #expect(mock.count(1, 2, 3) == 6)
  }

  @Test func overloadsTakeTheirLabelsAndTypes() {
    let mock = NestingMock()
    mock.singHandler = { volume in "volume \(volume)" }
    mock.singAtHandler = { pitch in "pitch \(pitch)" }
    #expect(mock.sing(at: 2) == "volume 2")
    #expect(mock.sing(at: "C") == "pitch C")
    #expect(mock.singCallCount == 1)
    #expect(mock.singAtCallCount == 1)
  }

  @Test func theInitializerTakesAParentsPropertiesFirst() {
    let mock = SongbirdMock(color: "red", song: "trill")
    #expect(mock.color == "red")
    #expect(mock.song == "trill")
  }

  @Test func inheritedRequirementsAreMockedToo() {
    let mock = MoltingMock()
    mock.shedHandler = { feathers in #expect(feathers == 12) }
    mock.shed(feathers: 12)
    mock.gatherHandler = { $0 }
    #expect(mock.gather(count: 7) == 7)
    #expect(mock.shedCallCount == 1)
  }
}
