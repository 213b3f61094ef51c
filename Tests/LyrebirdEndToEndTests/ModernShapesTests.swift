import Foundation
import Lyrebird
import LyrebirdFixtures
import Testing

/// Declarations modern Swift allows, mocked by the plugin and used through the DSL.
@Suite struct ScopedNameTests {
  @Test func nestedProtocolsReadTheirOwnScope() {
    let listener = mock(Outer.Listener.self)
    given(listener.handle(Outer.Event(id: 1))).willReturn(true)
    #expect(listener.handle(Outer.Event(id: 1)))
    verify(listener.handle(Outer.Event(id: 1))).wasCalled(once)

    // Mockingbird names a nested type's mock by its path without dots.
    let named: OuterListenerMock = listener
    #expect(String(describing: type(of: named)) == "OuterListenerMock")

    let deep: OuterInnerDeepMock = mock(Outer.Inner.Deep.self)
    given(deep.depth(of: any())).willReturn(3)
    #expect(deep.depth(of: Outer.Event(id: 9)) == 3)

    let engine = mock(Outer.Engine.self).initialize()
    given(engine.start(for: Outer.Event(id: 4))).willReturn(true)
    #expect(engine.start(for: Outer.Event(id: 4)))

    let extended = mock(Outer.Inner.Extended.self)
    given(extended.name()).willReturn("inner")
    #expect(extended.name() == "inner")
  }

  @Test func typesNamedLikeLyrebirdsAndFoundations() throws {
    let lookAlikes = mock(LookAlikes.self)
    given(lookAlikes.member(any())).willReturn(LyrebirdFixtures.Mock())
    given(lookAlikes.operation(LyrebirdFixtures.Operation())).willReturn(LyrebirdFixtures.IndexPath())
    given(lookAlikes.fail()).willThrow(LyrebirdFixtures.Error())
    #expect(lookAlikes.member(LyrebirdFixtures.Member()) == LyrebirdFixtures.Mock())
    #expect(lookAlikes.operation(LyrebirdFixtures.Operation()) == LyrebirdFixtures.IndexPath())
    #expect(throws: LyrebirdFixtures.Error.self) { try lookAlikes.fail() }
    verify(lookAlikes.member(LyrebirdFixtures.Member())).wasCalled()
  }

  @Test func membersNamedLikeTheGeneratorsOwn() {
    let names = mock(GeneratorNames.self)
    given(names.getTitle()).willReturn("method")
    given(names.title).willReturn("property")
    given(names.any()).willReturn(1)
    given(names.mock()).willReturn(2)
    given(names.given()).willReturn(3)
    given(names.verify()).willReturn(4)
    given(names.check(any())).willReturn(true)
    #expect(names.getTitle() == "method")
    #expect(names.title == "property")
    #expect(names.any() == 1 && names.mock() == 2 && names.given() == 3 && names.verify() == 4)
    #expect(names.check((any Equatable & Sendable).self))
    names.setTitle("x")
    names.reset()
    verify(names.setTitle("x")).wasCalled()
    verify(names.reset()).wasCalled()
    verify(names.getTitle()).wasCalled(once)
  }
}

@Suite struct ModernSignatureTests {
  @Test func implicitlyUnwrappedOptionals() {
    let legacy = mock(Legacy.self)
    given(legacy.lookup(any())).willReturn(7)
    given(legacy.name).willReturn("n")
    #expect(legacy.lookup("a") == 7)
    #expect(legacy.name == "n")
    verify(legacy.lookup("a")).wasCalled()
  }

  @Test func sendingParametersAndResults() {
    let transfer = mock(Transfer.self)
    given(transfer.take(any())).will { (value: String) in value + "!" }
    #expect(transfer.take("a") == "a!")
  }

  @Test func parameterPacks() {
    let variadics = mock(Variadics.self)
    given(variadics.count(1, "a")).willReturn(2)
    given(variadics.count(any(Bool.self))).will { (values: [Any]) in values.count * 10 }
    #expect(variadics.count(1, "a") == 2)
    #expect(variadics.count(true) == 10)
    verify(variadics.count(1, "a")).wasCalled(once)
    verify(variadics.count(any(Bool.self))).wasCalled(once)
  }

  @Test func noncopyableResultsComeFromClosureStubs() {
    let printer = mock(Printer.self)
    given(printer.print(copies: any())).will { (copies: Int) in Receipt(number: copies) }
    let receipt = printer.print(copies: 3)
    #expect(receipt.number == 3)
    verify(printer.print(copies: 3)).wasCalled()
  }

  @Test func optionalAndGenericNoncopyableResults() {
    let drawer = mock(ReceiptDrawer.self)
    given(drawer.last()).will { Receipt(number: 7) }
    #expect(drawer.last()?.number == 7)
    verify(drawer.last()).wasCalled()
    verify(drawer.make { Receipt(number: 0) }).wasNeverCalled()
  }

  @Test func selfAssociatedTypesInWhereClauses() {
    let ledger = mock(Ledger<String>.self)
    given(ledger.entry(at: 2)).willReturn("wren")
    ledger.append(["robin", "jay"])
    #expect(ledger.entry(at: 2) == "wren")
    verify(ledger.append(any([String].self))).wasCalled()
  }

  @Test func closuresInAsyncMembers() async throws {
    let dispatcher = mock(Dispatcher.self)
    let tally = Tally()
    given(await dispatcher.run(any())).will { (body: () -> Void) in body() }
    given(await dispatcher.transfer(any())).will { body in body() }
    given(await dispatcher.subscribe(any())).will { handler in handler(4) }
    given(await dispatcher.perform(any())).will { (body: () throws -> Int) in ((try? body()) ?? 0) * 2 }
    await dispatcher.run { tally.add(1) }
    await dispatcher.transfer { tally.add(10) }
    try await dispatcher.subscribe { tally.add($0 * 100) }
    let outcome = await dispatcher.perform { 21 }
    #expect(outcome == 42)
    #expect(tally.total == 411)
    verify(await dispatcher.transfer(any())).wasCalled()
    verify(await dispatcher.subscribe(any())).wasCalled()
  }

  @Test func aProtocolWhoseConformersMayBeNoncopyable() {
    let voucher = mock(Voucher.self)
    given(voucher.value).willReturn(5)
    given(voucher.redeem()).willReturn(50)
    #expect(voucher.value == 5)
    #expect(voucher.redeem() == 50)
    verify(voucher.redeem()).wasCalled()
  }

  @Test func protocolTypeAliasesOverAssociatedTypes() {
    let flock = mock(Flock<String>.self)
    given(flock.roster()).willReturn(["wren", "jay"])
    flock.add(["owl"])
    let roster: FlockMock<String>.Roster = flock.roster()
    #expect(roster == ["wren", "jay"])
    verify(flock.add(["owl"])).wasCalled()
  }

  @Test func aConditionalAliasIsRefinedAsTheCompilerTakesIt() {
    let nest = mock(Nest.self)
    given(nest.roost).willReturn("eave")
    given(nest.build()).willReturn(3)
    #expect(nest.roost == "eave" && nest.build() == 3)
    verify(nest.roost).wasCalled()
  }

  @Test func autoclosuresAndClosures() {
    let closures = mock(Closures.self)
    given(closures.lazily(5)).willReturn(50)
    given(closures.factory()).willReturn({ 9 })
    given(closures.measure(any())).will { (now: () -> Int) in now() + 1 }
    given(closures.curried(any())).will { (body: (Int) -> (Int) -> Int) in body(2)(3) }
    #expect(closures.lazily(5) == 50)
    #expect(closures.factory()() == 9)
    #expect(closures.measure { 41 } == 42)
    #expect(closures.curried { a in { b in a * b } } == 6)
    verify(closures.lazily(5)).wasCalled()
  }

  @Test func overloadsByAsync() async {
    let loader = mock(Loader.self)
    stubSynchronousLoad(loader)
    given(await loader.load()).willReturn(2)
    #expect(await loader.load() == 2)
    verify(await loader.load()).wasCalled(once)
  }

  private func stubSynchronousLoad(_ loader: LoaderMock) {
    given(loader.load()).willReturn(1)
    #expect(loader.load() == 1)
    verify(loader.load()).wasCalled(once)
  }

  @Test func literalArgumentsOnThrowingAndAsyncMembers() async throws {
    let validator = mock(Validator.self)
    given(validator.validate("ok")).willReturn(true)
    given(validator.validate("bad")).willThrow(ParseError(line: 1))
    #expect(try validator.validate("ok"))
    #expect(throws: ParseError.self) { try validator.validate("bad") }
    verify(validator.validate("ok")).wasCalled(once)

    let client = mock(RemoteClient.self)
    given(await client.get("/users")).willReturn(200)
    #expect(try await client.get("/users") == 200)
    verify(await client.get("/users")).wasCalled(once)
    verify(await client.get("/other")).wasNeverCalled()
  }

  @Test func genericParametersNamedLikeTheMocks() {
    let crate = mock(CrateMock<Int>.self)
    given(crate.put(any(String.self))).willReturn(true)
    given(crate.take()).willReturn(4)
    #expect(crate.put("x"))
    #expect(crate.take() == 4)
  }

  @Test func sameTypeAndPrimaryAssociatedTypes() {
    let pair = mock(PairMock<Int>.self)
    given(pair.right()).willReturn([1, 2])
    #expect(pair.right() == [1, 2])

    let keyed = mock(KeyedMock<String, Int>.self)
    given(keyed.value(for: "a")).willReturn(1)
    #expect(keyed.value(for: "a") == 1)

    let images = mock((any ImageStore).self)
    given(images.object(for: "logo")).willReturn([1, 2])
    #expect(images.object(for: "logo") == [1, 2])
    images.set([3], for: "icon")
    verify(images.set([3], for: "icon")).wasCalled()
  }

  /// Mockingbird names the mock of a protocol with associated types by the protocol: `Keyed<K, V>`.
  @Test func aProtocolWithAssociatedTypesIsMockedByItsOwnName() {
    let keyed = mock(Keyed<String, Int>.self)
    given(keyed.value(for: "wren")).willReturn(3)
    #expect(keyed.value(for: "wren") == 3)
    let other: KeyedMock<String, Int> = keyed
    verify(other.value(for: "wren")).wasCalled()
  }

  @Test func genericMembersWithALiteralAndAMatcher() {
    let arithmetic = mock(Arithmetic.self).initialize()
    given(arithmetic.add(1, any(Int.self))).willReturn(10)
    #expect(arithmetic.add(1, 2) == 10)
    verify(arithmetic.add(1, 2)).wasCalled()

    reset(ArithmeticMock.self)
    given(ArithmeticMock.wrap("a", count: any())).willReturn(["b"])
    #expect(ArithmeticMock.wrap("a", count: 3) == ["b"])
    verify(ArithmeticMock.wrap("a", count: 3)).wasCalled()
  }
}

@Suite struct RefinementTests {
  @Test func aPropertyReadInOneParentAndWrittenInAnother() {
    let named = mock(NameDiamond.self)
    given(named.name).willReturn("a")
    named.name = "b"
    #expect(named.name == "a")
    verify(named.name = "b").wasCalled()
  }

  @Test func compositionsThroughAliases() {
    let composed = mock(Composed.self)
    given(composed.a()).willReturn(1)
    given(composed.b()).willReturn(2)
    #expect(composed.a() + composed.b() == 3)
  }

  @Test func classConstrainedProtocolsSubclassTheClass() {
    let delegate = mock(WidgetDelegate.self)
    given(delegate.layout()).willReturn(2)
    #expect(delegate.layout() == 2)
    #expect(delegate.draw() == 1)
    let widget: Widget = delegate
    #expect(widget.draw() == 1)
  }

  @Test func standardLibraryParents() {
    let key = mock(Keying.self)
    given(key.stringValue).willReturn("a")
    given(key.intValue).willReturn(nil)
    #expect(key.stringValue == "a")
    #expect(key.intValue == nil)

    let entity = mock((any Entity).self)
    given(entity.id).willReturn("e1")
    #expect(entity.id == "e1")

    let raw = mock((any Raw).self)
    given(raw.rawValue).willReturn("r")
    #expect(raw.rawValue == "r")

    let a = mock((any Ranked).self)
    let b = mock((any Ranked).self)
    given(RankedMock.operatorLess(any(), any())).willReturn(true)
    #expect(a < b)

    let described = mock((any Describing).self)
    #expect(described == described)
    #expect(!described.description.isEmpty)
  }
}

@Suite struct IsolationTests {
  @Test func actorMocksKeepNonisolatedMembers() async {
    let worker = mock(Worker.self)
    given(worker.id()).willReturn(7)
    given(worker.label).willReturn("w")
    given(await worker.work()).willReturn(3)
    #expect(worker.id() == 7)
    #expect(worker.label == "w")
    #expect(await worker.work() == 3)
  }

  @Test func anActorRefiningAPlainProtocolWitnessesItNonisolated() async {
    let rookery = mock(Rookery.self)
    given(rookery.roost).willReturn("oak")
    given(rookery.settle(on: any())).willReturn(true)
    given(await rookery.preen()).willReturn(4)
    given(await rookery.gather()).willReturn(9)
    var roosting: any Roosting = rookery
    roosting.mate = "jay"
    #expect(roosting.roost == "oak")
    #expect(roosting.settle(on: 2))
    #expect(await roosting.preen() == 4)
    #expect(await rookery.gather() == 9)
    verify(rookery.settle(on: 2)).wasCalled()
    verify(rookery.mate = "jay").wasCalled()
  }

  @MainActor @Test func globalActorProtocolsAndClasses() {
    let screen = mock(MainScreen.self)
    given(screen.show()).willReturn(true)
    #expect(screen.show())
    let controller = mock(ScreenController.self).initialize()
    given(controller.render()).willReturn(4)
    #expect(controller.render() == 4)
  }

  /// `async` members of main-actor mocks take and return values that aren't `Sendable`.
  @MainActor @Test func mainActorAsyncMembers() async throws {
    let screen = mock(MainScreen.self)
    let first = Page(number: 1)
    stubPages(screen, controller: nil)
    #expect(try await screen.load(first).number == 2)
    let controller = mock(ScreenController.self).initialize()
    stubPages(nil, controller: controller)
    #expect(await controller.open(first).number == 7)
    let forwarding = mock(ScreenController.self).initialize().forwardCallsToSuper()
    let third = Page(number: 3)
    #expect(await forwarding.open(third) === third)
  }

  /// Stubs through the synchronous handles, from a function that isn't `async`
  /// (`AsyncHandleTests` stubs the same members with `given(await …)`).
  @MainActor private func stubPages(_ screen: MainScreenMock?, controller: ScreenControllerMock?) {
    if let screen { given(screen.load(any())).will { (page: Page) in Page(number: page.number + 1) } }
    if let controller { given(controller.open(any())).willReturn(Page(number: 7)) }
  }

  @Test func isolatedParameters() async {
    let isolating = mock(Isolating.self)
    given(isolating.run(on: any())).willReturn(5)
    given(await isolating.settle(on: any())).willReturn(6)
    let actor = Counter()
    #expect(await actor.run(isolating) == 5)
    #expect(await isolating.settle(on: actor) == 6)
    #expect(await isolating.settle(on: nil) == 6)
    verify(await isolating.settle(on: any())).wasCalled(twice)
  }
}

private actor Counter {
  func run(_ isolating: IsolatingMock) -> Int { isolating.run(on: self) }
}

/// A total that `@Sendable` closures add to.
private final class Tally: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  var total: Int { lock.withLock { value } }
  func add(_ amount: Int) { lock.withLock { value += amount } }
}
