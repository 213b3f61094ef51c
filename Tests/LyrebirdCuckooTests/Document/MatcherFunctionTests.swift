import LyrebirdCuckoo
import LyrebirdTestSupport
import Testing

/// A seed that is `Equatable`, declared `Matchable` with no body: it matches by equality.
struct Seed: Equatable, Matchable, OptionalMatchable {
  typealias OptionalMatchedType = Seed
  let kind: String
}

/// A nest box, compared by identity.
final class NestBox {}

/// A perch, which has no `==`: matchers compare it with `where:`/`equalWhen:`.
struct Perch {
  let height: Int
}

/// Cuckoo's matcher functions, each checked against values it must and mustn't match.
@Suite struct MatcherFunctionTests {
  @Test func anEquatableTypeDeclaredMatchableMatchesByEquality() {
    #expect(Seed(kind: "millet").matcher.matches(Seed(kind: "millet")))
    #expect(!Seed(kind: "millet").matcher.matches(Seed(kind: "thistle")))
    #expect(Seed(kind: "millet").optionalMatcher.matches(Seed(kind: "millet")))
    #expect(!Seed(kind: "millet").optionalMatcher.matches(nil))
  }

  @Test func aParameterMatcherWithoutAFunctionMatchesEverything() {
    #expect(ParameterMatcher<Int>().matches(4))
  }

  @Test func optionalEqualityAndIdentity() {
    #expect(equal(to: 3 as Int?).matches(3) && !equal(to: 3 as Int?).matches(nil))
    #expect(equal(to: nil as Int?).matches(nil))
    let box = NestBox()
    #expect(sameInstance(as: box).matches(box) && !sameInstance(as: box).matches(NestBox()))
    #expect(sameInstance(as: box as NestBox?).matches(box) && !sameInstance(as: box as NestBox?).matches(nil))
    #expect(equal(to: box as NestBox?).matches(box))
    let sameHeight = equal(to: Perch(height: 2) as Perch?) { $0?.height == $1?.height }
    #expect(sameHeight.matches(Perch(height: 2)) && !sameHeight.matches(nil))
  }

  @Test func optionalAnyMatchers() {
    #expect(anyInt().matches(1 as Int?) && !anyInt().matches(nil as Int?))
    #expect(anyString().matches("a" as String?) && !anyString().matches(nil as String?))
    #expect(any(Perch.self).matches(nil as Perch?))
  }

  @Test func notNegatesAMatcher() {
    #expect(not(equal(to: 3)).matches(4) && !not(equal(to: 3)).matches(3))
  }

  @Test func wrapMatchesAMappedValue() {
    let tall: ParameterMatcher<Perch> = wrap(matchable: 5, mapping: \.height)
    #expect(tall.matches(Perch(height: 5)) && !tall.matches(Perch(height: 1)))
    let named: ParameterMatcher<Perch> = wrap(matchable: "5", mapping: { $0.height == 5 ? "5" : nil })
    #expect(named.matches(Perch(height: 5)) && !named.matches(Perch(height: 2)))
  }

  @Test func closureMatchersOfEveryArityAndKind() {
    #expect((anyClosure() as ParameterMatcher<() -> Int>).matches { 0 })
    #expect(
      (anyClosure() as ParameterMatcher<(Int, Int, Int, Int, Int, Int, Int) -> Int>).matches { _, _, _, _, _, _, _ in 0
      })
    #expect((anyClosure() as ParameterMatcher<@Sendable (Int, Int) -> Void>).matches { _, _ in })
    #expect((anyClosure() as ParameterMatcher<(String) async -> Void>).matches { _ in })
    #expect((anyThrowingClosure() as ParameterMatcher<(Int, Int, Int) throws -> Int>).matches { _, _, _ in 0 })
    #expect((anyThrowingClosure() as ParameterMatcher<@Sendable () async throws -> Int>).matches { 0 })
    let optional: ParameterMatcher<((Int) -> Void)?> = anyClosure()
    #expect(optional.matches { _ in } && !optional.matches(nil))
    #expect(anyOptionalThrowingClosure().matches { (seed: String) in seed.count })
    #expect(!(anyOptionalThrowingClosure() as ParameterMatcher<((Int) throws -> Int)?>).matches(nil))
  }

  @Test func closureMatchersOfTheMiddleArities() {
    #expect((anyClosure() as ParameterMatcher<(Int, Int, Int) -> Void>).matches { _, _, _ in })
    #expect((anyClosure() as ParameterMatcher<(Int, Int, Int, Int) -> Void>).matches { _, _, _, _ in })
    #expect((anyClosure() as ParameterMatcher<(Int, Int, Int, Int, Int) -> Void>).matches { _, _, _, _, _ in })
    #expect((anyClosure() as ParameterMatcher<(Int, Int, Int, Int, Int, Int) -> Void>).matches { _, _, _, _, _, _ in })
    #expect((anyThrowingClosure() as ParameterMatcher<(Int, Int) throws -> Void>).matches { _, _ in })
    #expect((anyThrowingClosure() as ParameterMatcher<(Int, Int, Int, Int) throws -> Void>).matches { _, _, _, _ in })
    #expect(
      (anyThrowingClosure() as ParameterMatcher<(Int, Int, Int, Int, Int) throws -> Void>).matches { _, _, _, _, _ in })
    #expect(
      (anyThrowingClosure() as ParameterMatcher<(Int, Int, Int, Int, Int, Int) throws -> Void>).matches {
        _, _, _, _, _, _ in
      })
    #expect(
      (anyThrowingClosure() as ParameterMatcher<(Int, Int, Int, Int, Int, Int, Int) throws -> Void>).matches {
        _, _, _, _, _, _, _ in
      })
    let optional: ParameterMatcher<((Int, Int, Int) -> Void)?> = anyClosure()
    #expect(optional.matches { _, _, _ in } && !optional.matches(nil))
  }

  @Test func hasLength() {
    #expect((LyrebirdCuckoo.hasLength(exactly: 2) as ParameterMatcher<[Int]>).matches([1, 2]))
    #expect((LyrebirdCuckoo.hasLength(atLeast: 2) as ParameterMatcher<[Int]>).matches([1, 2]))
    #expect(!(LyrebirdCuckoo.hasLength(atLeast: 2, inclusive: false) as ParameterMatcher<[Int]>).matches([1, 2]))
    #expect((LyrebirdCuckoo.hasLength(atMost: 2) as ParameterMatcher<String>).matches("ab"))
    #expect(!(LyrebirdCuckoo.hasLength(atMost: 2, inclusive: false) as ParameterMatcher<String>).matches("ab"))
    #expect((LyrebirdCuckoo.hasLength(inRange: 1..<3) as ParameterMatcher<[Int]>).matches([1, 2, 3]))
    #expect(!(LyrebirdCuckoo.hasLength(inRange: 1..<3, inclusive: false) as ParameterMatcher<[Int]>).matches([1]))
  }

  @Test func sequenceContainmentOfEquatableAndHashableElements() {
    #expect((containsAnyOf(values: 1, 9) as ParameterMatcher<[Int]>).matches([1, 2]))
    #expect(!(containsAnyOf([8, 9]) as ParameterMatcher<[Int]>).matches([1, 2]))
    #expect((containsAllOf(values: 1, 2) as ParameterMatcher<[Int]>).matches([2, 1, 3]))
    #expect(!(containsAllOf([1, 1]) as ParameterMatcher<[Int]>).matches([1]))
    #expect((containsAllOf(Set([1, 2])) as ParameterMatcher<[Int]>).matches([1, 2, 2]))
    #expect((containsNoneOf(values: 7, 8) as ParameterMatcher<[Int]>).matches([1, 2]))
    #expect(!(containsNoneOf(["a"]) as ParameterMatcher<[String]>).matches(["a"]))
  }

  @Test func sequenceContainmentWithAnEqualityFunction() {
    let perches = [Perch(height: 1), Perch(height: 2)]
    let sameHeight: (Perch, Perch) -> Bool = { $0.height == $1.height }
    #expect((containsAnyOf(values: Perch(height: 2), where: sameHeight) as ParameterMatcher<[Perch]>).matches(perches))
    #expect((containsAllOf(perches, where: sameHeight) as ParameterMatcher<[Perch]>).matches(perches.reversed()))
    #expect(!(containsAllOf(values: Perch(height: 3), where: sameHeight) as ParameterMatcher<[Perch]>).matches(perches))
    #expect((containsNoneOf(values: Perch(height: 3), where: sameHeight) as ParameterMatcher<[Perch]>).matches(perches))
  }

  @Test func dictionaryEntriesKeysAndValues() {
    let feeders = ["north": 3, "south": 5]
    #expect(containsAnyOf(["north": 3, "east": 1]).matches(feeders))
    #expect(!containsAllOf(["north": 3, "east": 1]).matches(feeders))
    #expect(containsNoneOf(["north": 4]).matches(feeders))
    #expect(
      containsAllOf(["south": Perch(height: 5)], where: { $0.height == $1.height }).matches(["south": Perch(height: 5)])
    )
    #expect((containsAnyKeysOf(values: "north", "east") as ParameterMatcher<[String: Int]>).matches(feeders))
    #expect((containsAllKeysOf(["north", "south"]) as ParameterMatcher<[String: Int]>).matches(feeders))
    #expect((containsNoKeysOf(values: "east") as ParameterMatcher<[String: Int]>).matches(feeders))
    #expect((containsAnyValuesOf(values: 5, 9) as ParameterMatcher<[String: Int]>).matches(feeders))
    #expect((containsAllValuesOf([3, 5]) as ParameterMatcher<[String: Int]>).matches(feeders))
    #expect(!(containsNoValuesOf(values: 3) as ParameterMatcher<[String: Int]>).matches(feeders))
    let perches = ["low": Perch(height: 1)]
    let sameHeight: (Perch, Perch) -> Bool = { $0.height == $1.height }
    #expect(
      (containsAnyValuesOf(values: Perch(height: 1), where: sameHeight) as ParameterMatcher<[String: Perch]>).matches(
        perches))
    #expect(
      (containsAllValuesOf([Perch(height: 1)], where: sameHeight) as ParameterMatcher<[String: Perch]>).matches(perches)
    )
    #expect(
      (containsNoValuesOf(values: Perch(height: 9), where: sameHeight) as ParameterMatcher<[String: Perch]>).matches(
        perches))
  }
}
