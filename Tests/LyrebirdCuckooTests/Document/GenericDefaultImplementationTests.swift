import LyrebirdCuckoo
import Testing

/// `enableDefaultImplementation(_:)` on the mock of a protocol with associated types: calls
/// without a stub reach the instance, typed with the mock's generic parameters.
@Suite struct GenericDefaultImplementationTests {
  @Test func unstubbedPropertiesAndMethodsReachAClassInstance() async throws {
    let nest = Nest(label: "oak")
    let original = Incubator(nest: nest, brood: "egg")
    let mock = MockHatchery<Nest, String>()
    mock.enableDefaultImplementation(original)

    #expect(mock.nest === nest)
    #expect(mock.brood == "egg")
    mock.brood = "chick"
    #expect(original.brood == "chick")
    original.spare = "runt"
    #expect(mock.spare == "runt")
    #expect(mock.warm(nest, for: 3) == "chick")
    #expect(try await mock.hatch(count: 2) == ["chick", "chick"])
    var heard: [String] = []
    mock.listen { heard.append($0) }
    #expect(heard == ["chick"])

    verify(mock).nest.get()
    verify(mock).brood.get()
    verify(mock).brood.set("chick")
    verify(mock).warm(sameInstance(as: nest), for: 3)
    verify(mock).hatch(count: 2)
  }

  @Test func stubsTakePrecedenceOverTheInstance() {
    let nest = Nest(label: "elm")
    let mock = MockHatchery<Nest, Int>()
    mock.enableDefaultImplementation(Incubator(nest: nest, brood: 1))
    stub(mock) { stub in
      when(stub.brood.get).thenReturn(40)
      when(stub.warm(any(), for: 5)).thenReturn(50)
    }
    #expect(mock.brood == 40)
    #expect(mock.warm(nest, for: 5) == 50)
    #expect(mock.warm(nest, for: 6) == 1)
    verify(mock, times(2)).warm(any(), for: any())
  }

  @Test func aStructGivenMutatingIsTheCallersVariable() async throws {
    let mock = MockHatchery<Nest, Int>()
    var original = Clutch(nest: Nest(label: "reed"), brood: 2)
    mock.enableDefaultImplementation(mutating: &original)

    mock.brood = 3
    #expect(mock.brood == 3)
    #expect(try await mock.hatch(count: 2) == [3, 3])
    // `hatch` is `mutating`: the struct counted the call.
    #expect(mock.spare == 1)
    // As in Cuckoo, the mock reads and changes the caller's variable itself.
    #expect(original.brood == 3 && original.spare == 1)
    original.brood = 8
    #expect(mock.brood == 8)
  }

  @Test func aValueGivenWithoutMutatingIsTheMocksOwnCopy() async throws {
    let mock = MockHatchery<Nest, Int>()
    let original = Clutch(nest: Nest(label: "reed"), brood: 2)
    mock.enableDefaultImplementation(original)
    mock.brood = 3
    #expect(mock.brood == 3 && original.brood == 2)
  }

  @Test func aRefiningProtocolsMockForwardsTheParentsMembersToo() {
    let mock = MockRookery<String, Int>()
    let original = Colony()
    mock.enableDefaultImplementation(original)
    mock.save(4)
    mock.twigs = ["birch"]
    #expect(mock.all() == [4])
    #expect(original.twigs == ["birch"])
    verify(mock).save(4)
  }

  @Test func aGenericMethodIsForwardedToo() {
    let mock = MockHatchery<Nest, Int>()
    var original = Clutch(nest: Nest(label: "fir"), brood: 0)
    mock.enableDefaultImplementation(mutating: &original)
    #expect(mock.weigh("seed") == 1 && mock.weigh(3) == 1)
    verify(mock).weigh("seed")
  }

  @Test func aGenericRethrowingMethodWithSendingArgumentsIsForwarded() async throws {
    let mock = MockHatchery<Nest, Int>()
    mock.enableDefaultImplementation(Clutch(nest: Nest(label: "fir"), brood: 0))
    #expect(await mock.feed("millet") { $0.count } == 6)
    await #expect(throws: HatchError()) { try await mock.feed(1) { _ in throw HatchError() } }
  }
}

/// The egg-holding class `Hatchery.Egg` must be.
private final class Nest {
  let label: String

  init(label: String) {
    self.label = label
  }
}

/// A class implementation: the mock's calls reach this very instance.
private final class Incubator<Chick>: Hatchery {
  let nest: Nest
  var brood: Chick
  var spare: Chick?

  init(nest: Nest, brood: Chick) {
    self.nest = nest
    self.brood = brood
  }

  func warm(_ egg: Nest, for minutes: Int) -> Chick { brood }

  func hatch(count: Int) async throws -> [Chick] { Array(repeating: brood, count: count) }

  func listen(to chirp: @escaping (Chick) -> Void) { chirp(brood) }

  func weigh<Seed>(_ seed: Seed) -> Int { 1 }
  func feed<Seed>(_ seed: sending Seed, with scoop: @escaping (Seed) throws -> Chick) async rethrows -> Chick {
    try scoop(seed)
  }

  func sibling() -> Self { self }
}

/// A value implementation whose `mutating` method counts its calls in `spare`.
private struct Clutch: Hatchery {
  let nest: Nest
  var brood: Int
  var spare: Int?

  init(nest: Nest, brood: Int) {
    self.nest = nest
    self.brood = brood
  }

  func warm(_ egg: Nest, for minutes: Int) -> Int { brood * minutes }

  mutating func hatch(count: Int) async throws -> [Int] {
    spare = (spare ?? 0) + 1
    return Array(repeating: brood, count: count)
  }

  func listen(to chirp: @escaping (Int) -> Void) { chirp(brood) }

  func weigh<Seed>(_ seed: Seed) -> Int { 1 }
  func feed<Seed>(_ seed: sending Seed, with scoop: @escaping (Seed) throws -> Chick) async rethrows -> Chick {
    try scoop(seed)
  }

  func sibling() -> Self { self }
}

/// A class implementation of a protocol that refines another with associated types.
private final class Colony: Rookery {
  var twigs: [String] = []
  private var saved: [Int] = []

  func save(_ item: Int) { saved.append(item) }

  func all() -> [Int] { saved }
}

private struct HatchError: Error, Equatable {}
