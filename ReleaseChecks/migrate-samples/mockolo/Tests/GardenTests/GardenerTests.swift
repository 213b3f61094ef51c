import XCTest

@testable import Garden

final class GardenerTests: XCTestCase {
  func testEveryBedIsWateredOnce() {
    let sprinkler = SprinklerMock()
    sprinkler.waterHandler = { bed in bed != "rock" }

    XCTAssertEqual(Gardener(sprinkler: sprinkler).waterAll(["roses", "rock", "herbs"]), 2)
    XCTAssertEqual(sprinkler.waterCallCount, 3)
  }
}
