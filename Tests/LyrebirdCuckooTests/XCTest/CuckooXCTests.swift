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
      """
      Expected at least 1 invocation of MockGreeter.greetWithMessage(any()), but received 0.
      No invocations of greetWithMessage(_:) were recorded on MockGreeter.
      """)
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
