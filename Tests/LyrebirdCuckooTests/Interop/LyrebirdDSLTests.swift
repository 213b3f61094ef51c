import Lyrebird
import Testing

/// Lyrebird's `given`/`verify` work on a Cuckoo-shaped mock, which answers through the same context.
///
/// This file imports only `Lyrebird`. Serialized: the static members' stubs are the mock type's,
/// shared by every test.
@Suite(.serialized) struct LyrebirdDSLTests {
  @Test func givenAndVerifyWorkOnACuckooMock() {
    let mock = MockGreeter()
    given(mock.countCharacters(any())).willReturn(3)
    #expect(mock.countCharacters("abc") == 3)
    verify(mock.countCharacters("abc")).wasCalled(once)
  }

  @Test func staticMembersOfACuckooMockAreReachedThroughGivenAndVerify() {
    reset(MockRegistry.self)
    given(MockRegistry.lookup(any())).willReturn(7)
    given(MockRegistry.getShared()).willReturn(3)
    #expect(MockRegistry.lookup("a") == 7)
    #expect(MockRegistry.shared == 3)
    MockRegistry.shared = 4
    verify(MockRegistry.lookup("a")).wasCalled(once)
    verify(MockRegistry.setShared(4)).wasCalled(once)
    reset(MockRegistry.self)
  }

  @Test func aClassMocksClassFuncIsReachedThroughGiven() {
    reset(MockCounter.self)
    given(MockCounter.describe()).willReturn("mocked")
    #expect(MockCounter.describe() == "mocked")
    verify(MockCounter.describe()).wasCalled(once)
    reset(MockCounter.self)
  }
}
