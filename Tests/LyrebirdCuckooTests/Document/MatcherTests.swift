import LyrebirdCuckoo
import LyrebirdTestSupport
import Testing

struct Feather {
  let color: String
}

/// A custom `equal(to:)`, as Cuckoo's document tells users to add for their own types.
func equal(to value: Feather) -> ParameterMatcher<Feather> {
  ParameterMatcher { tested in tested.color == value.color }
}

/// The matchers of Cuckoo's document: automatic ones for basic types, custom ones, combinations.
@Suite struct MatcherTests {
  @Test func basicValuesAreMatchableByEquality() {
    #expect(true.matcher.matches(true) && !true.matcher.matches(false))
    #expect("a".matcher.matches("a") && !"a".matcher.matches("b"))
    #expect(Float(1.5).matcher.matches(1.5) && Double(2.5).matcher.matches(2.5))
    #expect(Character("c").matcher.matches("c"))
    #expect(Int(1).matcher.matches(1) && Int8(1).matcher.matches(1) && Int16(1).matcher.matches(1))
    #expect(Int32(1).matcher.matches(1) && Int64(1).matcher.matches(1) && UInt(1).matcher.matches(1))
    #expect(UInt8(1).matcher.matches(1) && UInt16(1).matcher.matches(1) && UInt32(1).matcher.matches(1))
    #expect(UInt64(1).matcher.matches(1) && !UInt64(1).matcher.matches(2))
  }

  @Test func collectionsOfMatchableElementsAreMatchable() {
    #expect([1, 2].matcher.matches([1, 2]) && ![1, 2].matcher.matches([2, 1]))
    #expect(Set([1, 2]).matcher.matches([2, 1]) && !Set([1]).matcher.matches([2]))
    #expect(["a": 1].matcher.matches(["a": 1]) && !["a": 1].matcher.matches(["a": 2]))
    #expect(Optional(3).matcher.matches(3) && !Optional(3).matcher.matches(nil))
    #expect((nil as Int?).matcher.matches(nil) && !(nil as Int?).matcher.matches(1))
  }

  @Test func anArrayArgumentMatchesElementByElement() {
    let mock = MockGreeter()
    stub(mock) { stub in when(stub.register(names: ["Ann", "Bob"])).thenDoNothing() }
    mock.register(names: ["Ann", "Bob"])
    verify(mock).register(names: ["Ann", "Bob"])
    verify(mock, never()).register(names: ["Bob"])
  }

  @Test func parameterMatcherFunctions() {
    final class Box {}
    let box = Box()
    #expect(equal(to: 3).matches(3) && !equal(to: 3).matches(4))
    #expect(equal(to: box).matches(box) && !equal(to: box).matches(Box()))
    #expect(equal(to: "a", equalWhen: { $0.lowercased() == $1.lowercased() }).matches("A"))
    #expect(anyInt().matches(7) && anyString().matches("any"))
    #expect(any(Double.self).matches(1) && (any() as ParameterMatcher<[Int]>).matches([]))
    #expect(notNil().matches(Optional(1)) && !notNil().matches(Int?.none))
    #expect(isNil().matches(Int?.none) && !isNil().matches(Optional(1)))
    #expect(equal(to: Feather(color: "red")).matches(Feather(color: "red")))
    #expect(!equal(to: Feather(color: "red")).matches(Feather(color: "blue")))
  }

  @Test func closureMatchers() {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.onFinish(anyClosure())).then { completion in completion(5) }
    }
    let received = Locked<[String]>([])
    mock.onFinish { received.append("\($0)") }
    #expect(received.value == ["5"])
    let throwing: ParameterMatcher<(Int) throws -> Int> = anyThrowingClosure()
    #expect(throwing.matches { $0 })
  }

  @Test func matchablesChainWithOrAndAnd() {
    let mock = MockGreeter()
    stub(mock) { stub in when(stub.greetWithMessage(anyString())).thenDoNothing() }
    mock.greetWithMessage("Hallo Welt")
    verify(mock).greetWithMessage("Hello world".or("Hallo Welt"))
    verify(mock, never()).greetWithMessage(anyString().and("Hello world"))
  }

  @Test func aCombinedMatcherThatMatchesNothingFails() {
    let mock = MockGreeter()
    let failures = captureFailures {
      verify(mock).greetWithMessage("Hello world".or("Hallo Welt"))
    }
    #expect(failures.first?.message == "Wanted 1 times but not invoked.")
  }

  @Test func sequenceAndDictionaryMatchers() {
    #expect(containsAllOf([1, 2]).matches([3, 2, 1]) && !containsAllOf([1, 4]).matches([1, 2]))
    #expect(containsAnyOf([1, 9]).matches([1, 2]) && !containsAnyOf([9]).matches([1, 2]))
    #expect(containsNoneOf([9]).matches([1, 2]) && !containsNoneOf([1]).matches([1, 2]))
    #expect(hasCount(2).matches([1, 2]) && !hasCount(1).matches([1, 2]))
    let keys: ParameterMatcher<[String: Int]> = containsAllKeys(["a"])
    #expect(keys.matches(["a": 1, "b": 2]) && !keys.matches(["b": 2]))
    #expect(containsEntry(key: "a", value: 1).matches(["a": 1]) && !containsEntry(key: "a", value: 1).matches(["a": 2]))
  }
}
