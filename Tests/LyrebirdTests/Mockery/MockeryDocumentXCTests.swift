#if canImport(XCTest)
import Lyrebird
import XCTest

/// Mockery's snippets under XCTest, where Mockery's own users run them.
final class MockeryDocumentXCTests: XCTestCase {
  typealias TestMock = MockeryDocumentTests.TestMock

  func testRegisteringAResultAndInspectingExecutions() {
    let mock = TestMock()
    mock.registerResult(for: mock.functionWithResult) { _ in return 123 }
    XCTAssertEqual(mock.functionWithResult(arg1: "abc", arg2: 123), 123)
    XCTAssertEqual(mock.functionWithResult(arg1: "abc", arg2: 456), 123)

    let executions = mock.executions(of: mock.functionWithResult)
    XCTAssertEqual(executions.count, 2)
    XCTAssertEqual(executions[0].arguments.0, "abc")
    XCTAssertEqual(executions[0].arguments.1, 123)
    XCTAssertEqual(executions[1].arguments.1, 456)
    XCTAssertEqual(executions[1].result, 123)
  }

  func testAnUnregisteredResultFailsAtTheInvokeInsteadOfCrashing() {
    let mock = TestMock()
    var result = -1
    let failures = captureFailures { result = mock.functionWithResult(arg1: "abc", arg2: 1) }
    XCTAssertEqual(result, 0)
    XCTAssertEqual(failures.map(\.message), [MockeryDocumentTests.unregisteredMessage])
    XCTAssertEqual(failures.map(\.line), [MockeryDocumentTests.invokeLine])
  }
}
#endif
