import LyrebirdCuckoo
import Testing

/// The README's "From Cuckoo" example, statement for statement, with what its comments say.
@Suite struct ReadmeExampleTests {
  @Test func comingFromCuckoo() {
    let feeder = MockFeeder()
    stub(feeder) { stub in
      when(stub.refill(with: "millet")).thenDoNothing()
      when(stub.portions.get).thenReturn(3, 2)
      when(stub.weigh(anyString())).thenReturn(40)
      when(stub.weigh("thistle")).thenReturn(25)
    }
    feeder.refill(with: "millet")
    #expect(feeder.weigh("thistle") == 25)
    #expect(feeder.portions == 3)
    verify(feeder).refill(with: "millet")
    verify(feeder, atLeastOnce()).weigh(anyString())
    verify(feeder).portions.get()
    verifyNoMoreInteractions(feeder)
    #expect([feeder.portions, feeder.portions] == [2, 2])
    #expect(feeder.weigh("millet") == 40)
  }
}
