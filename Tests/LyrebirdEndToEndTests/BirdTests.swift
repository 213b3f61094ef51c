import Lyrebird
import LyrebirdFixtures
import Testing

@Suite struct BirdTests {
  @Test func stubsAndVerifiesAGeneratedMock() {
    let bird = mock(Bird.self)
    given(bird.canFly).willReturn(true)
    Person().release(bird)
    verify(bird.fly()).wasCalled()
  }
}
