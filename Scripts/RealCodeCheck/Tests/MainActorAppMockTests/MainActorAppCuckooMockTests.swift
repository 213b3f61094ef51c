import LyrebirdCuckoo
import MainActorApp
import Testing

@MainActor @Test func aMainActorClassMockInCuckoosShape() async {
  let sprinkler = MockSprinkler()
  stub(sprinkler) { stub in
    when(stub.schedule()).thenReturn(["dawn"])
  }
  let gardener = MockGardener(sprinkler: sprinkler)
  stub(gardener) { stub in
    when(stub.plant(any())).thenDoNothing()
  }
  gardener.plant("rose")
  #expect(sprinkler.schedule() == ["dawn"])
  verify(gardener).plant("rose")
}
