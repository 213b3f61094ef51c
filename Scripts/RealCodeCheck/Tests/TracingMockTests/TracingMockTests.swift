import Lyrebird
import Testing
import Tracing

@Test func tracerInstantThroughItsExtension() {
  let instant = mock((any TracerInstant).self)
  given(instant.nanosecondsSinceEpoch).willReturn(3_000_000)
  #expect(instant.millisecondsSinceEpoch == 3)
  verify(instant.nanosecondsSinceEpoch).wasCalled(once)
}
