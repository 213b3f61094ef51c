import Foundation
import LyrebirdMockable
import Testing

extension SharedComparators {
  /// Which comparator ``Matcher`` hands out for a type: `==`, a registered one, an element-wise one, or none.
  @Suite struct MatcherTests {
    @Test func equatableTypesCompareWithEqualityWithoutRegistration() throws {
      struct Seed: Equatable { let size: Int }
      let compare = try #require(Matcher.comparator(for: Seed.self))
      #expect(compare(Seed(size: 1), Seed(size: 1)))
      #expect(!compare(Seed(size: 1), Seed(size: 2)))
    }

    @Test func anUnregisteredTypeHasNoComparator() {
      #expect(Matcher.comparator(for: Pebble.self) == nil)
      #expect(Matcher.comparator(for: [Pebble].self) == nil)
    }

    @Test func aRegisteredComparatorIsUsedAndResetForgetsIt() throws {
      defer { Matcher.reset() }
      Matcher.register(Feather.self) { $0.color == $1.color }
      let compare = try #require(Matcher.comparator(for: Feather.self))
      #expect(compare(Feather(color: "red"), Feather(color: "red")))
      #expect(!compare(Feather(color: "red"), Feather(color: "blue")))

      Matcher.register(Feather.self) { _, _ in true }
      let replaced = try #require(Matcher.comparator(for: Feather.self))
      #expect(replaced(Feather(color: "red"), Feather(color: "blue")))

      Matcher.reset()
      #expect(Matcher.comparator(for: Feather.self) == nil)
      #expect(Matcher.comparator(for: Int.self) != nil)
    }

    @Test func arraysCompareInOrderOtherSequencesInAnyOrder() throws {
      defer { Matcher.reset() }
      Matcher.register(Feather.self) { $0.color == $1.color }
      let red = Feather(color: "red")
      let blue = Feather(color: "blue")
      let arrays = try #require(Matcher.comparator(for: [Feather].self))
      #expect(arrays([red, blue], [red, blue]))
      #expect(!arrays([red, blue], [blue, red]))
      #expect(!arrays([red], [red, red]))

      let slices = try #require(Matcher.comparator(for: ArraySlice<Feather>.self))
      #expect(slices([red, blue], [blue, red]))
      #expect(!slices([red, red], [red, blue]))
      #expect(!slices([red], [red, red]))
    }

    @Test func setsOfEquatableElementsIgnoreOrder() throws {
      let sets = try #require(Matcher.comparator(for: Set<Int>.self))
      #expect(sets([1, 2, 3], [3, 2, 1]))
      #expect(!sets([1, 2], [1, 2, 3]))
    }

    @Test func aMetatypeRegistrationMatchesThatType() throws {
      defer { Matcher.reset() }
      #expect(Matcher.comparator(for: Feather.Type.self) == nil)
      Matcher.register(Feather.Type.self)
      let compare = try #require(Matcher.comparator(for: Feather.Type.self))
      #expect(compare(Feather.self, Feather.self))
    }

    @Test func anEquatableRegistrationServesGenericLookups() throws {
      struct Seed: Equatable { let size: Int }
      defer { Matcher.reset() }
      #expect(registeredComparator(Seed.self) == nil)
      Matcher.register(Seed.self)
      let compare = try #require(registeredComparator(Seed.self))
      #expect(compare(Seed(size: 2), Seed(size: 2)) && !compare(Seed(size: 2), Seed(size: 3)))
    }

    @Test func basicTypesTheirOptionalsArraysAndMetatypesAreBuiltIn() throws {
      #expect(registeredComparator(Int.self) != nil && registeredComparator(String?.self) != nil)
      #expect(registeredComparator([Double].self) != nil && registeredComparator([UUID?].self) != nil)
      #expect(registeredComparator(Data.self) != nil && registeredComparator(Character.self) != nil)
      #expect(registeredComparator(UInt8.Type.self) != nil && registeredComparator(Bool?.Type.self) != nil)
      let anyType = try #require(registeredComparator(Any.Type.self))
      #expect(anyType(Int.self, String.self))
      let optionals = try #require(registeredComparator([Int?].self))
      #expect(optionals([1, nil], [1, nil]) && !optionals([1, nil], [nil, 1]))
    }
  }
}

/// The comparator as a generic member sees it: only what is registered, whatever `T` conforms to.
private func registeredComparator<T>(_ type: T.Type) -> Matcher.Comparator<T>? {
  Matcher.comparator(for: type)
}
