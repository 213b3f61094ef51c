import Aviary
import Testing

/// `Sources/Aviary/.lyrebird-ignore` leaves out `Drafts/`, so the plugin writes no `PerchMock`: were
/// `Perch` mocked, this hand-written spy would be a redeclaration and the test target would not build.
final class PerchMock: Perch {
  private(set) var landings = 0
  func land() { landings += 1 }
}

@Test func anIgnoredProtocolIsLeftToHandWrittenSpies() {
  let perch = PerchMock()
  perch.land()
  #expect(perch.landings == 1)
}
