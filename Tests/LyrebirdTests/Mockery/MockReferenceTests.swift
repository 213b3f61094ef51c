import Lyrebird
import Testing

/// A nest box mocked with Mockery 0.4's references: each member names its function by a `MockReference`.
protocol NestBox {
  func eggs(on day: Int, species: String) -> Int
  func occupant(on day: Int) -> String?
  func clean()
}

final class NestBoxMock: Mock, NestBox, @unchecked Sendable {
  lazy var eggsRef = MockReference(eggs)
  lazy var occupantRef = MockReference(occupant)
  lazy var cleanRef = MockReference(clean)

  static let eggsLine: UInt = #line + 2
  func eggs(on day: Int, species: String) -> Int {
    invoke(eggsRef, args: (day, species))
  }

  func occupant(on day: Int) -> String? { invoke(occupantRef, args: (day)) }

  func clean() { invoke(cleanRef, args: ()) }
}

/// The same, through `Mockable`, with a fallback.
final class HeldNestBoxMock: Mockable {
  let mock = Mock()
  lazy var eggsRef = MockReference(eggs)

  func eggs(on day: Int, species: String) -> Int { invoke(eggsRef, args: (day, species), fallback: 4) }
}

@Suite struct MockReferenceTests {
  @Test func registeredResultsAndInvokations() {
    let box = NestBoxMock()
    box.registerResult(for: box.eggsRef) { day, species in day + species.count }
    #expect(box.eggs(on: 1, species: "wren") == 5)
    #expect(box.occupant(on: 1) == nil)
    box.clean()
    let invokations: [MockInvokation<(Int, String), Int>] = box.invokations(of: box.eggsRef)
    #expect(invokations.map(\.arguments.1) == ["wren"])
    #expect(invokations.map(\.result) == [5])
    #expect(box.hasInvoked(box.cleanRef))
    #expect(box.hasInvoked(box.occupantRef, numberOfTimes: 1))
    #expect(!box.hasInvoked(box.occupantRef, numberOfTimes: 2))
    box.resetInvokations(for: box.cleanRef)
    #expect(!box.hasInvoked(box.cleanRef))
    #expect(box.hasInvoked(box.eggsRef))
  }

  /// Mockery 0.7's own tests read the table of registered results by reference id.
  @Test func registeredResultsAreKeptByReferenceIdUntilReset() throws {
    let box = NestBoxMock()
    #expect(box.registeredResults.isEmpty)
    box.registerResult(for: box.eggsRef) { _ in 3 }
    let held = HeldNestBoxMock()
    held.registerResult(for: held.eggsRef) { _ in 7 }
    #expect(Array(box.registeredResults.keys) == [box.eggsRef.id])
    let result = try #require(box.registeredResults[box.eggsRef.id] as? ((Int, String)) throws -> Int)
    #expect(try result((1, "wren")) == 3)
    #expect(held.mock.registeredResults[held.eggsRef.id] != nil)
    #expect(box.registeredResults[box.occupantRef.id] == nil)
    reset(box)
    #expect(box.registeredResults.isEmpty)
  }

  @Test func twoReferencesAreTwoFunctions() {
    let box = NestBoxMock()
    let other = MockReference(box.eggs)
    #expect(other.id != box.eggsRef.id)
    box.registerResult(for: other) { _ in 9 }
    #expect(box.invoke(box.eggsRef, args: (1, "tit"), fallback: 2) == 2)
    #expect(box.invoke(other, args: (1, "tit")) == 9)
  }

  @Test func aFallbackAnswersUntilAResultIsRegistered() {
    let box = HeldNestBoxMock()
    #expect(box.eggs(on: 2, species: "owl") == 4)
    box.registerResult(for: box.eggsRef) { _ in 6 }
    #expect(box.eggs(on: 2, species: "owl") == 6)
    #expect(box.invokations(of: box.eggsRef).count == 2)
  }

  @Test func anUnregisteredResultIsReportedAtTheMembersInvoke() {
    let box = NestBoxMock()
    var eggs = -1
    let failures = captureFailures { eggs = box.eggs(on: 1, species: "wren") }
    #expect(eggs == 0)
    #expect(
      failures.map(\.message) == [
        "No result registered for eggs(on:species:) returning 'Int'. Register one with registerResult(for:result:)"
      ])
    #expect(failures.map(\.line) == [NestBoxMock.eggsLine])
  }

  @Test func aResultThatThrowsForAFunctionThatCantIsReportedAtItsInvoke() {
    let box = NestBoxMock()
    box.registerResult(for: box.eggsRef) { _ in throw NestBoxFlooded() }
    var eggs = -1
    let failures = captureFailures { eggs = box.eggs(on: 1, species: "wren") }
    #expect(eggs == 0)
    #expect(
      failures.map(\.message) == [
        "eggs(on:species:) threw NestBoxFlooded(), but it cannot throw"
      ])
    #expect(failures.map(\.line) == [NestBoxMock.eggsLine])
  }
}

struct NestBoxFlooded: Error {}
