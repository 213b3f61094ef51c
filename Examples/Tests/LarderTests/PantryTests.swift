import Larder
import LyrebirdMockable
import Testing

/// Mockable's builders in a main-actor module: a macro mock and a plugin-generated one.
struct PantryTests {
  @Test func aLowSpiceIsRefilledAndTheGuestThanked() async throws {
    let shelf = MockShelf()
    let butler = MockButler()
    given(shelf).jars(of: .any).willReturn(1).refill(.any, jars: .any).willReturn()
    given(butler).thank(.value("Ada")).willReturn("Thank you, Ada")
    #expect(try await Pantry(shelf: shelf, butler: butler).topUp("saffron", noticedBy: "Ada") == "Thank you, Ada")
    verify(shelf).refill(.value("saffron"), jars: .value(4)).called(.once)
    verify(butler).thank(.any).called(1).guests().getCalled(.never)
  }
}
