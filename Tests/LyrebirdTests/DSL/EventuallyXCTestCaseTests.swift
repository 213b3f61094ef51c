#if canImport(XCTest)
import Foundation
import Lyrebird
import XCTest

/// A test case's own `eventually`, as Mockingbird's: the block reads the test's properties without
/// `self.`, and `waitForExpectations` waits for the expectation it makes.
final class EventuallyXCTestCaseTests: XCTestCase {
  var bird: BirdMock!
  var lateCalls = 0

  override func setUp() {
    bird = mock(Bird.self)
  }

  @MainActor func testTheTestCasesWaitForExpectationsWaitsForEventually() {
    eventually("the bird flies twice") {
      verify(bird.fly()).wasCalled(twice)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { [bird] in
      bird?.fly()
      bird?.fly()
    }
    waitForExpectations(timeout: 2)
  }

  func testTheBlockRunsOnceAndItsVerificationsAreCheckedAgain() {
    let expectation = eventually {
      lateCalls += 1
      verify(bird.chirp(volume: any())).wasCalled()
    }
    given(bird.chirp(volume: any())).willReturn(true)
    _ = bird.chirp(volume: 3)
    wait(for: [expectation], timeout: 2)
    XCTAssertEqual(lateCalls, 1)
  }

  func testTheSwiftTestingFormStillWorksInsideATestCase() async throws {
    bird.fly()
    try await eventually(timeout: .seconds(1)) {
      verify(bird.fly()).wasCalled()
    }
  }
}
#endif
