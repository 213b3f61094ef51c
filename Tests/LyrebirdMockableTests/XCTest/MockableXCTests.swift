import LyrebirdMockable
import LyrebirdTestSupport
import XCTest

/// Mockable's builders under XCTest, where Mockable's own suites live.
final class MockableXCTests: XCTestCase {
  func testStubbingActingAndVerifying() throws {
    var acted = false
    let kennel = MockKennel(policy: .strict)
    given(kennel).age().willReturn(4)
    when(kennel).age().perform { acted = true }
    XCTAssertEqual(kennel.age(), 4)
    XCTAssertTrue(acted)
    verify(kennel).age().called(.once)
  }

  func testAnUnmetCountIsReportedAtItsLine() {
    let kennel = MockKennel(policy: .strict)
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verify(kennel).bark().called(.atLeastOnce)
    }
    XCTAssertEqual(failures.map(\.message), ["bark() was called 0 times, expected at least 1"])
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(failures.first?.fileID, "\(#fileID)")
  }

  func testAWriteIsAwaited() async {
    let aviary = MockAviary<String>(policy: .strict)
    let writer = Thread {
      Thread.sleep(forTimeInterval: 0.05)
      aviary.keeper = "Bea"
    }
    writer.start()
    await verify(aviary).keeper(newValue: .value("Bea")).setCalledEventually(.once, before: .seconds(5))
    var line: UInt = 0
    let failures = await captureFailures {
      line = #line + 1
      await verify(aviary).keeper().setCalledEventually(.exactly(2), before: .milliseconds(20))
    }
    XCTAssertEqual(failures.map(\.message), [#"keeper = any was called once within 0.02 s, expected exactly 2"#])
    XCTAssertEqual(failures.map(\.line), [line])
  }
}
