import Aviary
import Testing

/// lyrebird.yml excludes `Sources/Aviary/Legacy`, so the plugin writes no `CageMock`: were `Cage`
/// mocked, this hand-written spy would be a redeclaration and the test target would not build.
final class CageMock: Cage {
  private(set) var openCount = 0
  func open() { openCount += 1 }
}

@Test func anExcludedProtocolIsLeftToHandWrittenSpies() {
  let cage = CageMock()
  cage.open()
  #expect(cage.openCount == 1)
}
