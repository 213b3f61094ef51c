import Testing

@testable import LyrebirdGenerator

@Suite struct ReferenceScannerTests {
  @Test func findsMockCallsAndMockTypeNames() {
    let names = ReferenceScanner.referencedTypes(
      inSource: """
        let bird = mock(Bird.self)
        let tree = mock( Outer.Tree.self ).initialize()
        let token = mock((any Token).self)
        let store: StoreMock<Int> = mock(StoreMock<Int>.self)
        // mockery(Nope.self) is not a reference
        """)
    #expect(names.isSuperset(of: ["Bird", "Outer.Tree", "Token", "Store"]))
    #expect(!names.contains("Nope"))
  }
}

/// Cuckoo's spellings keep their types when the plugin prunes what no test names.
@Suite struct CuckooReferenceTests {
  @Test func cuckoosMockAndStubNamesNameTheirTypes() {
    let source = """
      let cuckoo = MockClock()
      let stub = WeatherStub()
      let nested = Outer.MockInner()
      let context = MockingContext(mockName: "x")
      """
    #expect(ReferenceScanner.referencedTypes(inSource: source) == ["Clock", "Weather", "Inner"])
  }
}
