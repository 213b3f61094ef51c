import LyrebirdMacros
import Testing

@Mockable
protocol WeatherStation {
  var city: String { get set }
  func waterLevel(north: Double, east: Double) async throws -> Double
  func forecast(days: Int) -> [Double]
}

@Mockable(compilationCondition: .none)
public protocol Thermostat: Sendable {
  func set(_ degrees: Double) throws
  static func defaultSetting() -> Double
}

@Mockable(compilationCondition: .none)
protocol Inventory<Item> {
  associatedtype Item: Hashable
  var total: Int { mutating get }
  mutating func add(_ item: Item, count: Int)
  func count(of item: Item) -> Int
  func archive(_ items: consuming [Item], note: sending String) -> Bool
}

@Mockable(compilationCondition: .none)
protocol Ledger: Actor {
  func record(_ amount: Int) -> Int
}

/// `@Mockable` mocks used with the full DSL under Swift Testing.
@Suite struct MockableUsageTests {
  @Test func stubsVerifiesAndCaptures() async throws {
    let service = mock(WeatherStation.self)
    given(await service.waterLevel(north: any(), east: any())).willReturn(21.5)
    given(service.forecast(days: 3)) ~> [1, 2, 3]
    given(service.city).willReturn("Oslo")
    #expect(try await service.waterLevel(north: 59.9, east: 10.7) == 21.5)
    #expect(service.forecast(days: 3) == [1, 2, 3])
    #expect(service.city == "Oslo")
    let north = ArgumentCaptor<Double>()
    verify(await service.waterLevel(north: north.any(), east: any())).wasCalled(once)
    #expect(north.value == 59.9)
    let temperature: MemberHandle<ThrowingFunctionDeclaration, (Double, Double) async throws -> Double, Double> =
      await service.waterLevel(north: any(), east: any())
    inOrder {
      verify(temperature).wasCalled()
      verify(service.forecast(days: any())).wasCalled()
    }
  }

  @Test func throwingStaticGenericAndActorMocks() async throws {
    let thermostat = mock(Thermostat.self)
    given(thermostat.set(any(where: { $0 > 30 }))).willThrow(TooHot())
    #expect(throws: TooHot.self) { try thermostat.set(40) }
    try thermostat.set(20)
    reset(ThermostatMock.self)
    given(ThermostatMock.defaultSetting()).willReturn(19)
    #expect(ThermostatMock.defaultSetting() == 19)

    let inventory = mock(InventoryMock<String>.self)
    given(inventory.count(of: "apple")).willReturn(4)
    var copy: any Inventory<String> = inventory
    copy.add("pear", count: 2)
    #expect(inventory.count(of: "apple") == 4)
    verify(inventory.add("pear", count: 2)).wasCalled()
    given(inventory.getTotal()).willReturn(6)
    #expect(copy.total == 6)
    given(inventory.archive(any(), note: any())).willReturn(true)
    #expect(inventory.archive(["fig"], note: "old"))
    #expect(inventory._archive.lastInvocation?.items == ["fig"])

    let ledger = mock(Ledger.self)
    given(ledger.record(any())).will { amount in amount * 2 }
    #expect(await ledger.record(5) == 10)
  }
}

struct TooHot: Error {}

/// The typed records of `@Mockable` mocks, as in swift-mocking's backing properties.
@Suite struct MockableRecordsTests {
  @Test func labeledInvocationsAndResults() async throws {
    let service = mock(WeatherStation.self)
    given(await service.waterLevel(north: any(), east: any())).willReturn(12)
    _ = try await service.waterLevel(north: 1.5, east: 2.5)
    #expect(service._waterLevel.callCount == 1)
    #expect(service._waterLevel.invocations.last?.north == 1.5)
    #expect(service._waterLevel.lastInvocation?.east == 2.5)
    #expect(service._waterLevel.returnedValues == [12])
  }
}

@Mockable(compilationCondition: .none)
protocol Animal {
  var legs: Int { get }
  func eat(_ food: String) -> Bool
}

@Mockable(compilationCondition: .none, extending: "AnimalMock")
protocol Songbird: Animal {
  func sing() -> String
}

/// A parent from elsewhere that the macro can't see.
protocol Named {
  var name: String { get }
}

@Mockable(compilationCondition: .none)
protocol Pet: Named {
  /// Restated from `Named`, so the macro mocks it.
  var name: String { get }
  func play() -> Bool
}

/// Inherited protocols: a parent's mock extended, and a parent's requirements restated.
@Suite struct MockableInheritanceTests {
  @Test func aChildMockExtendsItsParentsMock() {
    let bird = mock(Songbird.self)
    given(bird.getLegs()).willReturn(2)
    given(bird.eat(any())).willReturn(true)
    given(bird.sing()).willReturn("tweet")
    let animal: any Animal = bird
    #expect(animal.legs == 2)
    #expect(animal.eat("seed"))
    #expect(bird.sing() == "tweet")
    verify(bird.eat("seed")).wasCalled()
    #expect(bird._eat.invocations == ["seed"])
    let parent: AnimalMock = bird
    #expect(parent.eat("seed"))
  }

  @Test func restatedRequirementsOfAnUnseenParent() {
    let pet = mock(Pet.self)
    given(pet.name).willReturn("Rex")
    given(pet.play()).willReturn(true)
    let named: any Named = pet
    #expect(named.name == "Rex")
    #expect(pet.play())
  }
}
