import Testing

@testable import Lyrebird

@Suite struct MockeryArgumentsTests {
  private protocol Perch {}
  private struct Branch: Perch, Equatable { let height: Int }

  /// A tuple's elements come out in order with their own types, an existential's value included;
  /// a value that isn't a tuple is one argument, and `()` is none.
  @Test func tuplesAreTakenApartElementByElement() {
    let split = MockeryArguments.split((Int8(3), Branch(height: 2) as any Perch, Int?.none, "wren"))
    #expect(split.count == 4)
    #expect(split[0] as? Int8 == 3)
    #expect((split[1] as? any Perch) as? Branch == Branch(height: 2))
    #expect(isEmptyOptional(split[2]))
    #expect(split[3] as? String == "wren")
    #expect(MockeryArguments.split(7).map { $0 as? Int } == [7])
    #expect(MockeryArguments.split(()).isEmpty)
  }

  /// An element that is itself a tuple stays whole, labels don't matter, and elements that take
  /// no room are still counted.
  @Test func nestedLabeledAndEmptyElements() {
    let nested = MockeryArguments.split((day: (1, 2), name: "nest"))
    #expect(nested.count == 2)
    #expect((nested[0] as? (Int, Int)).map { [$0.0, $0.1] } == [1, 2])
    #expect(nested[1] as? String == "nest")
    #expect(MockeryArguments.split(((), ())).count == 2)
    // The second call of a type reads the kept shape.
    #expect(MockeryArguments.split((day: (3, 4), name: "box"))[1] as? String == "box")
  }
}
