import Larder
import Mockable
import Testing
import XCTest

final class InventoryXCTests: XCTestCase {
  func testALowSpiceIsRefilled() async throws {
    let shelf = MockShelf()
    given(shelf).jars(of: .value("saffron")).willReturn(1)
    given(shelf).refill(.any, jars: .any).willReturn()
    let count = try await Inventory(shelf: shelf).topUp("saffron")
    XCTAssertEqual(count, 1)
    verify(shelf).refill(.value("saffron"), jars: .value(4)).called(.once)
  }
}

struct InventoryTests {
  @Test func aFullSpiceIsLeft() async throws {
    let shelf = MockShelf(policy: .relaxedVoid)
    given(shelf).jars(of: .any).willReturn(6)
    #expect(try await Inventory(shelf: shelf).topUp("cumin") == 6)
    verify(shelf).refill(.any, jars: .any).called(.never).jars(of: .value("cumin")).called(1)
  }
}
