import LyrebirdMockable
import LyrebirdTestSupport
import Testing

// README's "From Mockable" example, as written there (the declarations at file scope).

enum PantryError: Error {
  case closed
}

@Mockable
protocol Pantry {
  var shelves: Int { get }
  func stock(of item: String) throws -> Int
  func restock(_ item: String, count: Int) async
}

/// README, "Coming from another mocking framework", "From Mockable".
@Suite struct ReadmeMockableExampleTests {
  @Test func fromMockable() async throws {
    var printed: [String] = []
    func print(_ text: String) { printed.append(text) }

    let pantry = MockPantry()
    given(pantry)
      .stock(of: .value("flour")).willReturn(3)
      .stock(of: .any).willThrow(PantryError.closed)
      .shelves.willReturn(4)
    when(pantry).restock(.any, count: .matching { $0 > 10 }).perform { print("a big order") }
    given(pantry).restock(.any, count: .any).willReturn()

    let flour = try pantry.stock(of: "flour")  // 3
    await pantry.restock("rice", count: 12)  // prints "a big order"
    verify(pantry)
      .stock(of: .any).called(.once)
      .restock(.value("rice"), count: .any).called(.atLeastOnce)
      .shelves().getCalled(.never)

    #expect(flour == 3)
    #expect(printed == ["a big order"])
    #expect(throws: PantryError.closed) { try pantry.stock(of: "rice") }
  }
}
