import Lyrebird
import Swinject
import Testing

@Test func objectScopeMakesStorage() {
  let scope = mock(ObjectScopeProtocol.self)
  let storage = PermanentStorage()
  given(scope.makeStorage()).willReturn(storage)
  #expect(scope.makeStorage() === storage)
  verify(scope.makeStorage()).wasCalled(once)
}
