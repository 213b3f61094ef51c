import Lyrebird
import Testing

/// `given(bird.name = any()).will { … }` with a closure that takes no value, as Mockingbird allows.
@Suite struct ParameterlessSetterStubTests {
  @Test func aClosureWithoutTheValueRunsOnEachWrite() {
    let bird = mock(Bird.self)
    let writes = Locked(0)
    given(bird.name = any()).will { writes.mutate { $0 += 1 } }
    bird.name = "Ryan"
    bird.name = "Sam"
    #expect(writes.value == 2)
    verify(bird.name = "Sam").wasCalled(once)
  }

  @Test func itAnswersOnlyTheWritesItMatches() {
    let bird = mock(Bird.self)
    let writes = Locked(0)
    given(bird.name = "Ryan").will { writes.mutate { $0 += 1 } }
    bird.name = "Sam"
    bird.name = "Ryan"
    #expect(writes.value == 1)
  }
}
