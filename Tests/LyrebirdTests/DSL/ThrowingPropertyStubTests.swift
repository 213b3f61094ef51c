import Lyrebird
import Testing

/// Mockingbird's `willThrow` and throwing closures on property stubs that can't throw.
@Suite struct ThrowingPropertyStubTests {
  struct Grounded: Error {}

  @Test func aGetterStubbedToThrowReportsAtTheStubAndAnswersADefault() {
    let bird = mock(Bird.self)
    let stubLine: UInt = #line + 2
    let failures = captureFailures {
      given(bird.name).willThrow(Grounded())
      #expect(bird.name == "")
    }
    #expect(failures.map(\.line) == [stubLine])
    #expect(failures.first?.message == "BirdMock.name was stubbed to throw Grounded(), but it cannot throw")
  }

  @Test func aThrowingClosureOnAGetterReportsTheErrorItThrows() {
    let bird = mock(Bird.self)
    let stubLine: UInt = #line + 2
    let failures = captureFailures {
      given(bird.name) ~> { throw Grounded() }
      _ = bird.name
    }
    #expect(failures.map(\.line) == [stubLine])
    #expect(failures.first?.message == "BirdMock.name was stubbed to throw Grounded(), but it cannot throw")
  }

  @Test func aThrowingClosureThatReturnsAnswersTheGetter() {
    let bird = mock(Bird.self)
    given(bird.name).will { () throws -> String in "Kiwi" }
    #expect(bird.name == "Kiwi")
  }

  @Test func aSetterIgnoresTheErrorItIsStubbedToThrow() {
    let bird = mock(Bird.self)
    let writes = Locked(0)
    let failures = captureFailures {
      given(bird.name = any()).will { writes.mutate { $0 += 1 } }
      given(bird.name = "Ryan").willThrow(Grounded())
      bird.name = "Ryan"
      given(bird.name = "Sam") ~> {
        writes.mutate { $0 += 10 }
        throw Grounded()
      }
      bird.name = "Sam"
    }
    #expect(failures.isEmpty)
    #expect(writes.value == 10)
    verify(bird.name = any()).wasCalled(twice)
  }
}
