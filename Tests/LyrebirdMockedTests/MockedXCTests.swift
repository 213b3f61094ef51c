#if canImport(XCTest)
import LyrebirdMocked
import LyrebirdTestSupport
import XCTest

/// swift-mocking's API under XCTest, and an unimplemented member reported at the mock's line.
final class MockedXCTests: XCTestCase {
  func testBackingPropertiesUnderXCTest() async throws {
    let mock = DependencyMock()
    mock._method.implementation = .invokes { x, y in x * y }
    mock._property.getter.implementation = .returns(1)
    let product = try await mock.method(x: 3, y: 4)
    XCTAssertEqual(product, 12)
    XCTAssertEqual(mock.property, 1)
    XCTAssertEqual(mock._method.callCount, 1)
    XCTAssertEqual(mock._method.lastInvocation?.x, 3)
    XCTAssertEqual(try mock._method.lastReturnedValue?.get(), 12)
  }

  func testAHandWrittenMockedMembersMockUnderXCTest() {
    let mock = RefinedDependency.DependencyMock()
    mock._propertyFromDependency.getter.implementation = .invokes { 9 }
    mock.methodFromDependency()
    XCTAssertEqual(mock.propertyFromDependency, 9)
    XCTAssertEqual(mock._methodFromDependency.callCount, 1)
    verify(mock.methodFromDependency()).wasCalled(once)
  }

  func testAnUnimplementedMemberIsReportedAtTheMocksLine() async throws {
    let mock = DependencyMock()
    let line = UInt(#line - 1)
    let failures = try await captureFailures {
      let value = try await mock.method(x: 1, y: 2)
      XCTAssertEqual(value, 0)
    }
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(
      failures.first?.message,
      """
      Missing stub for DependencyMock.method(x: 1, y: 2) returning 'Int'. Stub it with given(…) or make the mock \
      relaxed with useDefaultValues(from:).
      Invocations of method(x:y:) on DependencyMock:
        #1 method(x: 1, y: 2)
      """)
  }
}
#endif
