import XCTest

@testable import Lyrebird

/// A failer that keeps what it is given, for `swizzleTestFailer`.
private final class NestLog: TestFailer, @unchecked Sendable {
  var entries: [(message: String, isFatal: Bool, line: UInt)] = []
  func fail(message: String, isFatal: Bool, file: StaticString, line: UInt) {
    entries.append((message, isFatal, line))
  }
}

/// `swizzleTestFailer` receives failures in place of the test framework.
///
/// XCTest runs its tests one at a time, so no other test reports while the global failer is swapped.
final class TestFailerTests: XCTestCase {
  func testASwizzledFailerReceivesFailuresAtTheTestsLine() {
    let log = NestLog()
    swizzleTestFailer(log)
    defer { TestFailerRegistry.current.withValue { $0 = nil } }
    let bird = mock(Bird.self)
    let verifyLine: UInt = #line + 1
    verify(bird.fly()).wasCalled()
    let mockLine: UInt = #line + 1
    let other = mock(Bird.self)
    _ = other.chirp(volume: 2)
    XCTAssertEqual(log.entries.map(\.line), [verifyLine, mockLine])
    XCTAssertEqual(log.entries.map(\.isFatal), [false, true])
    XCTAssertEqual(
      log.entries.first?.message,
      """
      Expected exactly 1 invocation of BirdMock.fly(), but received 0.
      No invocations of fly() were recorded on BirdMock.
      """)
  }
}
