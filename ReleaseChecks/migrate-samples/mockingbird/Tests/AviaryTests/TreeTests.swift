import Mockingbird
import XCTest

@testable import Aviary

final class TreeTests: XCTestCase {
  func testATreeSheltersABirdThatChirps() {
    let bird = mock(Bird.self)
    given(bird.chirp(volume: any())).willReturn(true)
    given(bird.name).willReturn("wren")

    XCTAssertTrue(Tree().shelter(bird))
    XCTAssertEqual(bird.name, "wren")
    verify(bird.chirp(volume: 1)).wasCalled()
  }
}
