import Lyrebird
import MainActorApp
import XCTest

// Compiled twice, as MainActorAppMockTests.swift is. XCTest on Linux runs a test method only if it
// is nonisolated, so each method hands its body to the main actor.
nonisolated final class MainActorAppXCTests: XCTestCase {
  func testAnOptedOutProtocolsMockAnswers() async {
    await Self.optedOutProtocolsMockAnswers()
  }

  func testAMainActorClassMockIsStubbedOnTheMainActor() async {
    await Self.mainActorClassMockIsStubbed()
  }

  @MainActor private static func optedOutProtocolsMockAnswers() {
    let thermometer = mock(Thermometer.self)
    given(thermometer.celsius()).willReturn(-3)
    XCTAssertEqual(thermometer.celsius(), -3)
    verify(thermometer.celsius()).wasCalled(once)
  }

  @MainActor private static func mainActorClassMockIsStubbed() {
    let gardener = mock(Gardener.self).initialize(sprinkler: mock(Sprinkler.self))
    given(gardener.plant(any())).willReturn()
    gardener.plant("rose")
    verify(gardener.plant("rose")).wasCalled(once)
  }
}
