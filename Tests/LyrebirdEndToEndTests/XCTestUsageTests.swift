#if canImport(XCTest)
import Lyrebird
import LyrebirdFixtures
import XCTest

/// The same generated mocks under XCTest.
final class XCTestUsageTests: XCTestCase {
  func testStubbingAndVerifyingAGeneratedProtocolMock() {
    let bird = mock(Bird.self)
    given(bird.canFly) ~> true
    Person().release(bird)
    verify(bird.fly()).wasCalled()
    XCTAssertTrue(bird.canFly)
  }

  func testClassMockAndInOrder() {
    let tree = mock(Tree.self).initialize(height: 1)
    given(tree.shake()) ~> 1
    given(tree.grow(by: any())) ~> { amount in amount * 2 }
    _ = tree.shake()
    XCTAssertEqual(tree.grow(by: 4), 8)
    inOrder {
      verify(tree.shake()).wasCalled()
      verify(tree.grow(by: 4)).wasCalled()
    }
  }

  func testEventuallyOnAGeneratedMock() {
    let logger = mock(Logger.self)
    let expectation = eventually {
      verify(logger.log("done")).wasCalled()
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { logger.log("done") }
    wait(for: [expectation], timeout: 2)
  }
}
#endif
