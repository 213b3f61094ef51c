import LyrebirdMocked
import LyrebirdTestSupport
import Testing

// Compilation Condition: bare `@Mocked` is compiled because the target defines SWIFT_MOCKING_ENABLED
// as the seed says (Package.swift); the other conditions as the seed writes them.
@Mocked
protocol DefaultCondition {
  func ping() -> Int
}

@Mocked(compilationCondition: .none)
protocol NoneCompilationCondition {}

@Mocked(compilationCondition: .debug)
protocol DebugCompilationCondition {}

@Mocked(compilationCondition: "!RELEASE")
protocol CustomCompilationCondition {}

@Mocked(compilationCondition: .swiftMockingEnabled)
protocol SwiftMockingEnabledCondition {
  func ping() -> Int
}

// Access Levels.
@Mocked(compilationCondition: .none)
public protocol PublicService {
  var name: String { get }
  func load(id: Int) -> String
}

@Mocked(compilationCondition: .none)
private protocol PrivateService {
  func secret() -> Int
}

// Actor Conformance.
@Mocked(compilationCondition: .debug)
protocol Counter: Actor {
  func increment(by amount: Int) -> Int
}

// Associated Types.
@Mocked(compilationCondition: .debug)
protocol Cache {
  associatedtype Key: Hashable
  associatedtype Value: Equatable

  func value(for key: Key) -> Value?
  func store(_ value: Value, for key: Key)
}

// Members: read-only properties with every getter effect, and a read-write one.
@Mocked(compilationCondition: .debug)
protocol Settings {
  var readOnlyProperty: Int { get }
  var readOnlyAsyncProperty: Int { get async }
  var readOnlyThrowingProperty: Int { get throws }
  var readOnlyAsyncThrowingProperty: Int { get async throws }
  var readWriteProperty: Int { get set }
}

// Static Members.
@Mocked(compilationCondition: .debug)
public protocol Registry {
  static var staticReadOnlyProperty: Int { get }
  static var staticReadWriteProperty: Int { get set }
  static func staticMethod()
}

// A generic method's backing property takes and returns `Any`; the method takes Lyrebird's DSL too.
@Mocked(compilationCondition: .debug)
protocol Converter {
  func convert<Value>(_ value: Value) -> String
  func count() -> Int
}

// A global-actor protocol: `init()` and the backing properties are usable from any isolation.
@Mocked(compilationCondition: .debug)
@MainActor
protocol Screen {
  var title: String { get }
  func show(_ item: Int) -> Bool
}

// A `Sendable` protocol, and overloads told apart by their labels.
@Mocked(compilationCondition: .debug)
protocol Navigator: Sendable {
  func go(to place: String)
  func go(back steps: Int)
}

// Subscripts and initializers, which swift-mocking's README doesn't show: mocked, with the DSL.
@Mocked(compilationCondition: .debug)
protocol Shelf {
  init(name: String)
  subscript(index: Int) -> String { get }
}

struct Failure: Error, Equatable {}

@Suite struct MockedShapesTests {
  @Test func everyCompilationConditionCompiles() {
    let mock = DefaultConditionMock()
    mock._ping.implementation = .returns(1)
    #expect(mock.ping() == 1)
    _ = (NoneCompilationConditionMock(), DebugCompilationConditionMock(), CustomCompilationConditionMock())
    let enabled = SwiftMockingEnabledConditionMock()
    enabled._ping.implementation = .returns(2)
    #expect(enabled.ping() == 2)
    #expect(MockCompilationCondition.swiftMockingEnabled.rawValue == "SWIFT_MOCKING_ENABLED")
    #expect(MockCompilationCondition(rawValue: "SWIFT_MOCKING_ENABLED") == .swiftMockingEnabled)
    #expect(MockCompilationCondition(stringLiteral: "DEBUG") == .debug)
    #expect(MockCompilationCondition(rawValue: nil) == MockCompilationCondition.none)
    #expect(MockCompilationCondition(stringLiteral: "MOCKING") == .custom("MOCKING"))
  }

  @Test func accessLevelsFollowTheProtocol() {
    let publicMock: PublicServiceMock = PublicServiceMock()
    publicMock._name.getter.implementation = .returns("public")
    publicMock._load.implementation = .invokes { id in "item \(id)" }
    #expect(publicMock.name == "public")
    #expect(publicMock.load(id: 3) == "item 3")
    #expect(publicMock._load.invocations == [3])

    let privateMock = PrivateServiceMock()
    privateMock._secret.implementation = .returns(42)
    #expect(privateMock.secret() == 42)
  }

  @Test func anActorProtocolGetsAnActorMock() async {
    let counter = CounterMock()
    counter._increment.implementation = .invokes { amount in amount * 2 }
    #expect(await counter.increment(by: 2) == 4)
    #expect(counter._increment.callCount == 1)
    #expect(counter._increment.lastInvocation == 2)
    #expect(counter._increment.lastReturnedValue == 4)
  }

  @Test func associatedTypesBecomeGenericParameters() {
    let cache = CacheMock<String, Int>()
    cache._value.implementation = .invokes { key in key.count }
    cache.store(7, for: "seven")
    #expect(cache.value(for: "four") == 4)
    #expect(cache._store.lastInvocation?.value == 7)
    #expect(cache._store.lastInvocation?.key == "seven")
    #expect(cache._value.returnedValues == [4])
  }

  @Test func readOnlyGettersWithEffects() async throws {
    let settings = SettingsMock()
    settings._readOnlyProperty.getter.implementation = .returns(1)
    settings._readOnlyAsyncProperty.getter.implementation = .invokes { 2 }
    settings._readOnlyThrowingProperty.getter.implementation = .throws(Failure())
    settings._readOnlyAsyncThrowingProperty.getter.implementation = .uncheckedInvokes { 4 }
    #expect(settings.readOnlyProperty == 1)
    #expect(await settings.readOnlyAsyncProperty == 2)
    #expect(throws: Failure.self) { try settings.readOnlyThrowingProperty }
    #expect(try await settings.readOnlyAsyncThrowingProperty == 4)
    let thrown: Result<Int, any Error>? = settings._readOnlyThrowingProperty.getter.lastReturnedValue
    #expect(throws: Failure.self) { try thrown?.get() }
    #expect(settings._readOnlyAsyncThrowingProperty.getter.returnedValues.map { try? $0.get() } == [4])
  }

  @Test func resetMockedStaticMembersClearsStaticImplementationsAndRecords() {
    RegistryMock.resetMockedStaticMembers()
    RegistryMock._staticReadOnlyProperty.getter.implementation = .returns(3)
    RegistryMock._staticReadWriteProperty.getter.implementation = .returns(5)
    RegistryMock.staticReadWriteProperty = 8
    RegistryMock.staticMethod()
    #expect(RegistryMock.staticReadOnlyProperty == 3)
    #expect(RegistryMock.staticReadWriteProperty == 5)
    #expect(RegistryMock._staticReadWriteProperty.setter.lastInvocation == 8)
    #expect(RegistryMock._staticMethod.callCount == 1)

    RegistryMock.resetMockedStaticMembers()
    #expect(RegistryMock._staticMethod.callCount == 0)
    #expect(RegistryMock._staticReadWriteProperty.setter.invocations.isEmpty)
    let failures = captureFailures { _ = RegistryMock.staticReadOnlyProperty }
    #expect(failures.count == 1)
  }

  @Test func aMainActorProtocolsMockIsMadeAnywhereAndCalledOnTheMainActor() async {
    let screen = ScreenMock()
    screen._show.implementation = .invokes { item in item > 0 }
    screen._title.getter.implementation = .returns("Home")
    #expect(await screen.show(1))
    #expect(await screen.title == "Home")
    #expect(screen._show.invocations == [1])
  }

  @Test func overloadsByLabelGetTheirLabelsAndNamesInTheirBackingNames() {
    let navigator = NavigatorMock()
    navigator.go(to: "home")
    navigator.go(back: 2)
    #expect(navigator._goToPlace.invocations == ["home"])
    #expect(navigator._goBackSteps.invocations == [2])
  }

  @Test func subscriptsAndInitializersAreMockedForTheDSL() {
    let shelf = ShelfMock(name: "top")
    given(shelf.getSubscript(1)).willReturn("book")
    #expect(shelf[1] == "book")
    verify(shelf.getSubscript(any())).wasCalled(once)
  }

  @Test func aGenericMethodIsStubbedWithTheDSL() {
    let converter = ConverterMock()
    given(converter.convert(any(Int.self))).willReturn("number")
    converter._count.implementation = .returns(2)
    #expect(converter.convert(1) == "number")
    #expect(converter.count() == 2)
    verify(converter.convert(1)).wasCalled(once)
  }

  @Test func settingAnImplementationAgainReplacesIt() {
    let mock = DefaultConditionMock()
    mock._ping.implementation = .returns(1)
    mock._ping.implementation = .returns(2)
    #expect(mock.ping() == 2)
    mock._ping.reset()
    let failures = captureFailures { #expect(mock.ping() == 0) }
    #expect(failures.count == 1)
  }
}
