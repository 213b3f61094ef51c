import Lyrebird
import Orchard
import Testing
import XCTest

// This target has no settings of its own: the mocks the plugin writes here are main-actor
// isolated as Orchard's types are, so the tests that use them say `@MainActor`.

@MainActor @Test func thePickersBasketIsAProperty() {
  let picker = mock(Picker.self)
  given(picker.basket).willReturn(4)
  #expect(picker.basket == 4)
  picker.basket = 6
  verify(picker.basket = 6).wasCalled(once)
}

final class OrchardPlainXCTests: XCTestCase {
  func testAStubbedScaleWeighs() async {
    await MainActor.run {
      let scale = mock(Scale.self).initialize()
      given(scale.weigh(any())).willReturn(300)
      XCTAssertEqual(scale.weigh(["apple", "quince", "pear"]), 300)
    }
  }
}
