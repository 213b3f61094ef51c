#if canImport(XCTest)
import LyrebirdMacros
import XCTest

@Mockable(compilationCondition: .none)
@MainActor
protocol Screen {
  var title: String { get }
  func render(_ items: Int...) -> String
}

/// `@Mockable` mocks under XCTest, including a main-actor protocol.
final class MockableXCTests: XCTestCase {
  func testMacroMockWithTheDSL() async throws {
    let service = mock(WeatherStation.self)
    given(service.forecast(days: any())) ~> { days in Array(repeating: 1, count: days) }
    XCTAssertEqual(service.forecast(days: 2), [1, 1])
    verify(service.forecast(days: 2)).wasCalled(once)
    XCTAssertEqual(service._forecast.invocations, [2])
  }

  @MainActor
  func testMainActorProtocol() {
    let screen = mock(Screen.self)
    given(screen.render(any())).will { items in "\(items.count) items" }
    given(screen.title).willReturn("Home")
    XCTAssertEqual(screen.render(1, 2, 3), "3 items")
    XCTAssertEqual(screen.title, "Home")
    XCTAssertEqual(screen._render.lastInvocation, [1, 2, 3])
  }
}
#endif
