import LyrebirdCuckoo
import LyrebirdTestSupport
import XCTest

/// Cuckoo's DSL under XCTest, where most Cuckoo suites live.
final class CuckooXCTests: XCTestCase {
  func testStubbingAndVerifying() {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.greet(name: "Ann", times: 2)).thenReturn("Hi Ann, Hi Ann")
    }
    XCTAssertEqual(mock.greet(name: "Ann", times: 2), "Hi Ann, Hi Ann")
    verify(mock).greet(name: "Ann", times: 2)
    verifyNoMoreInteractions(mock)
  }

  func testAFailedVerificationIsReportedAtItsLine() {
    let mock = MockGreeter()
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verify(mock, atLeastOnce()).greetWithMessage(anyString())
    }
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(failures.first?.fileID, "\(#fileID)")
    XCTAssertEqual(
      failures.first?.message,
      "Wanted at least 1 times but not invoked.")
  }

  func testAThrowingStubUnderXCTest() {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.validate("bad")).thenThrow(GreetingError(reason: "bad"))
      when(stub.validate("good")).thenReturn(true)
    }
    XCTAssertThrowsError(try mock.validate("bad")) { error in
      XCTAssertEqual(error as? GreetingError, GreetingError(reason: "bad"))
    }
    XCTAssertEqual(try mock.validate("good"), true)
  }
}

/// `MockManager.fail`, the global hook Cuckoo suites replace to read failure messages.
final class CuckooFailHookXCTests: XCTestCase {
  func testAReplacedHookReceivesCuckoosMessageAndTheVerifyLine() {
    let feeder = MockFeeder()
    let original = MockManager.fail
    var received: [(message: String, line: Int)] = []
    MockManager.fail = { failure in received.append((failure.message, failure.sourceLocation.line)) }
    let line = #line + 1
    verify(feeder).refill(with: "millet")
    verifyNoMoreInteractions(feeder)
    MockManager.fail = original
    XCTAssertEqual(received.map(\.message), ["Wanted 1 times but not invoked."])
    XCTAssertEqual(received.map(\.line), [line])
  }

  func testTheRestoredHookReportsAtTheTestLineAgain() {
    let original = MockManager.fail
    MockManager.fail = { _ in }
    MockManager.fail = original
    let feeder = MockFeeder()
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verify(feeder).weigh("millet")
    }
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(failures.map(\.message), ["Wanted 1 times but not invoked."])
  }
}
