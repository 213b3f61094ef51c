import Lyrebird
import Testing

/// A Cuckoo-shaped mock answers through the same context as Lyrebird's own mocks, so Lyrebird's
/// `given`/`verify` work on it too; this file imports only `Lyrebird`.
@Suite struct LyrebirdDSLTests {
  @Test func givenAndVerifyWorkOnACuckooMock() {
    let mock = MockGreeter()
    given(mock.countCharacters(any())).willReturn(3)
    #expect(mock.countCharacters("abc") == 3)
    verify(mock.countCharacters("abc")).wasCalled(once)
  }
}
