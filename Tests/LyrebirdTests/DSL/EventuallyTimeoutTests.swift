#if canImport(XCTest)
import Foundation
@testable import Lyrebird
import XCTest

/// `eventually` under XCTest when the test's wait on its expectation times out.
final class EventuallyTimeoutTests: XCTestCase {
  /// What XCTest does when `wait(for: [expectation], timeout:)` expires: it records a failure that
  /// names the expectation, and `eventually` then reports the verifications still failing.
  func testATimedOutEventuallyReportsItsVerificationsAtTheirLines() {
    let bird = mock(Bird.self)
    var verifyLine: UInt = 0
    let failures = captureFailures {
      // The free function: the test case's own expectation would fail the test unwaited.
      let expectation = Lyrebird.eventually("the bird never flies") {
        verify(bird.fly()).wasCalled()
      }
      verifyLine = #line - 2
      Thread.sleep(forTimeInterval: 0.1)
      EventuallyTimeouts.shared.timedOut(
        "Asynchronous wait failed - Exceeded timeout of 0.1 seconds, with unfulfilled expectations: the bird never flies"
      )
      _ = expectation
    }
    XCTAssertEqual(failures.map(\.line), [verifyLine])
    XCTAssertEqual(
      failures.first?.message,
      """
      Expected exactly 1 invocation of BirdMock.fly(), but received 0.
      No invocations of fly() were recorded on BirdMock.
      """)
  }

  func testAnEventuallyThatPassedReportsNothingOnAnotherTimeout() {
    let bird = mock(Bird.self)
    bird.fly()
    let failures = captureFailures {
      let expectation = eventually("the bird flew") { verify(bird.fly()).wasCalled() }
      wait(for: [expectation], timeout: 2)
      EventuallyTimeouts.shared.timedOut("Asynchronous wait failed - unfulfilled expectations: the bird flew")
    }
    XCTAssertEqual(failures.count, 0)
  }

}
#endif
