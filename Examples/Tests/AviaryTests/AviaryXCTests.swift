#if canImport(XCTest)
import Aviary
import Lyrebird
import XCTest

/// The same mocks under XCTest.
final class AviaryXCTests: XCTestCase {
  func testChirpsAreStubbedByVolume() {
    let bird = mock(Bird.self)
    given(bird.chirp(volume: any(where: { $0 > 5 }))) ~> true
    given(bird.chirp(volume: any(where: { $0 <= 5 }))) ~> false
    XCTAssertTrue(bird.chirp(volume: 9))
    XCTAssertFalse(bird.chirp(volume: 1))
    verify(bird.chirp(volume: any())).wasCalled(twice)
  }
}
#endif
