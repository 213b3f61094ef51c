import Lyrebird
import Testing

/// A feeder as a Mockery user mocks it, in the spellings of Mockery 0.1 to 0.3.
protocol Feeder {
  func refill(grams: Int, seed: String) -> Int
  func visitors(hour: Int) -> [String]?
  func ring(times: Int)
  func open(gate: Int, completion: @escaping (Bool) -> Void)
}

final class FeederMock: Mock, Feeder, @unchecked Sendable {
  var built = false

  override init() {
    built = true
    super.init()
  }

  static let refillLine: UInt = #line + 2
  func refill(grams: Int, seed: String) -> Int {
    invoke(refill, args: (grams, seed))
  }

  func visitors(hour: Int) -> [String]? {
    invoke(visitors, args: (hour), default: ["robin"])
  }

  func ring(times: Int) {
    invoke(ring, args: (times))
  }

  /// Calls its completion after `invoke`, with the mock's `error` deciding the answer, as Mockery's README suggests.
  func open(gate: Int, completion: @escaping (Bool) -> Void) {
    invoke(open, args: escaping(gate, completion))
    ring(times: gate)
    completion(error == nil)
  }
}

/// A feeder that must inherit from a class holds its `Mock`, as `Mockable` asks.
class WoodenFeeder {
  func refill(grams: Int, seed: String) -> Int { grams }
}

final class WoodenFeederMock: WoodenFeeder, Mockable {
  let mock = Mock()

  override func refill(grams: Int, seed: String) -> Int {
    invoke(refill, args: (grams, seed), fallback: -1)
  }
}

struct SquirrelAlarm: Error, Equatable {}

@Suite struct MockerySpellingsTests {
  @Test func aSubclassWithItsOwnInitializerIsAMock() {
    let feeder = FeederMock()
    #expect(feeder.built)
    feeder.registerResult(for: feeder.refill) { grams, _ in grams * 2 }
    #expect(feeder.refill(grams: 5, seed: "millet") == 10)
  }

  @Test func escapingGroupsArgumentsWithAClosure() {
    let feeder = FeederMock()
    var opened: [Bool] = []
    feeder.open(gate: 2) { opened.append($0) }
    feeder.error = SquirrelAlarm()
    feeder.open(gate: 3) { opened.append($0) }
    #expect(opened == [true, false])
    #expect(feeder.executions(of: feeder.open).map(\.arguments.0) == [2, 3])
    #expect(escaping(1, "two") == (1, "two"))
  }

  @Test func theErrorPropertyIsTheMocksOwn() {
    let feeder = FeederMock()
    #expect(feeder.error == nil)
    feeder.error = SquirrelAlarm()
    #expect(feeder.error as? SquirrelAlarm == SquirrelAlarm())
    feeder.registerResult(for: feeder.refill) { _ in 7 }
    #expect(feeder.refill(grams: 1, seed: "oats") == 7)  // invoke never reads it
  }

  @Test func probingAMemberThatCallsOnAfterInvokeIsSafe() {
    let feeder = FeederMock()
    let failures = captureFailures {
      feeder.registerResult(for: feeder.open) { _ in () }
      #expect(feeder.executions(of: feeder.open).isEmpty)
    }
    #expect(failures.isEmpty)
    #expect(feeder.executions(of: feeder.ring).isEmpty)  // the probe's `ring` recorded nothing
    #expect(feeder.__lyrebirdContext.allInvocations.isEmpty)
  }

  @Test func aDefaultOrFallbackAnswersUntilAResultIsRegistered() {
    let feeder = FeederMock()
    #expect(feeder.visitors(hour: 6) == ["robin"])
    #expect(feeder.invoke(feeder.refill, args: (3, "corn"), default: 40) == 40)
    #expect(feeder.invoke(feeder.refill, args: (3, "corn"), fallback: 41) == 41)
    feeder.registerResult(for: feeder.refill) { grams, _ in grams }
    #expect(feeder.invoke(feeder.refill, args: (3, "corn"), fallback: 41) == 3)
    #expect(feeder.executions(of: feeder.refill).map(\.result) == [40, 41, 3])

    let wooden = WoodenFeederMock()
    #expect(wooden.refill(grams: 2, seed: "nyjer") == -1)
    wooden.registerResult(for: wooden.refill) { grams, _ in grams + 1 }
    #expect(wooden.refill(grams: 2, seed: "nyjer") == 3)
  }

  @Test func resetAndClearInvocationsClearExecutions() {
    let feeder = FeederMock()
    feeder.registerResult(for: feeder.refill) { _ in 1 }
    _ = feeder.refill(grams: 1, seed: "a")
    clearInvocations(on: feeder)
    #expect(feeder.executions(of: feeder.refill).isEmpty)
    #expect(feeder.refill(grams: 2, seed: "b") == 1)  // the result stays
    #expect(feeder.executions(of: feeder.refill).map(\.arguments.0) == [2])
    reset(feeder)
    #expect(feeder.executions(of: feeder.refill).isEmpty)
  }

  @Test func theSpellingsOfMockery02To03() {
    let feeder = FeederMock()
    #expect(!feeder.hasInvoked(feeder.ring))
    feeder.ring(times: 1)
    feeder.ring(times: 2)
    let invokations: [Invokation<Int, Void>] = feeder.invokations(of: feeder.ring)
    #expect(invokations.map(\.arguments) == [1, 2])
    #expect(feeder.hasInvoked(feeder.ring))
    #expect(feeder.hasInvoked(feeder.ring, numberOfTimes: 2))
    #expect(!feeder.hasInvoked(feeder.ring, numberOfTimes: 1))
    feeder.registerResult(for: feeder.refill) { _ in 1 }
    _ = feeder.refill(grams: 1, seed: "a")
    feeder.resetInvokations(of: feeder.ring)
    #expect(!feeder.hasInvoked(feeder.ring))
    #expect(feeder.hasInvoked(feeder.refill))
    feeder.resetInvokations()
    #expect(!feeder.hasInvoked(feeder.refill))
    let executions: [Execution<(Int, String), Int>] = feeder.executions(of: feeder.refill)
    let erased: [any AnyExecution & AnyInvokation] = executions
    #expect(erased.isEmpty)
  }

  @Test func anUnregisteredResultIsReportedAtTheMembersInvoke() {
    let feeder = FeederMock()
    var grams = -1
    let failures = captureFailures { grams = feeder.refill(grams: 1, seed: "a") }
    #expect(grams == 0)
    #expect(
      failures.map(\.message) == [
        "No result registered for refill(grams:seed:) as (Int, String) -> Int returning 'Int'. "
          + "Register one with registerResult(for:result:)"
      ])
    #expect(failures.map(\.line) == [FeederMock.refillLine])
  }

  @Test func aResultThatThrowsForAFunctionThatCantIsReportedOnce() {
    let feeder = FeederMock()
    feeder.registerResult(for: feeder.refill) { _ in throw SquirrelAlarm() }
    var grams = -1
    var failures = captureFailures { grams = feeder.refill(grams: 1, seed: "a") }
    #expect(grams == 0)
    #expect(failures.map(\.message) == ["refill(grams:seed:) threw SquirrelAlarm(), but it cannot throw"])
    #expect(failures.map(\.line) == [FeederMock.refillLine])

    let line: UInt = #line + 1
    failures = captureFailures { grams = feeder.invoke(feeder.refill, args: (1, "a"), fallback: 9) }
    #expect(grams == 9)
    #expect(failures.map(\.line) == [line])
    #expect(feeder.executions(of: feeder.refill).map { $0.error is SquirrelAlarm } == [true, true])
  }
}
