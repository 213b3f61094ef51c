import Lyrebird
import LyrebirdTestSupport
import Testing

/// A protocol constrained to a class with `init()`: its mock is that class, made either directly
/// or through `initialize()`, Mockingbird's spelling.
@Suite struct ClassConstrainedProtocolTests {
  @Test func theMockIsMadeDirectly() {
    let roosting = mock(Roosting.self)
    given(roosting.settle()) ~> true
    #expect(roosting.settle())
    #expect(roosting.capacity() == 3)
    verify(roosting.settle()).wasCalled(once)
  }

  @Test func theMockIsMadeThroughInitialize() {
    let roosting = mock(Roosting.self).initialize()
    let roost: Roost = roosting
    given(roosting.settle()) ~> true
    #expect(roosting.settle())
    #expect(roost.capacity() == 3)
    let line: UInt = #line + 2
    let failures = captureFailures {
      verify(roosting.settle()).wasCalled(twice)
    }
    #expect(failures.map(\.line) == [line])
  }
}
