import Foundation
import Lyrebird
import LyrebirdFixtures
import Testing

/// The seeds' walkthrough on a mock generated at build time.
@Suite struct BirdTests {
  @Test func stubsAndVerifiesAGeneratedMock() {
    let bird = mock(Bird.self)
    given(bird.canFly).willReturn(true)
    Person().release(bird)
    verify(bird.fly()).wasCalled()
    verify(bird.fly(to: any())).wasNeverCalled()
  }

  @Test func propertiesMatchersAndAsyncMembers() async throws {
    let bird = mock(Bird.self)
    given(bird.name).willReturn("Ryan")
    given(bird.chirp(volume: any(where: { $0 > 5 }))).willReturn(true)
    given(bird.chirp(volume: any(where: { $0 <= 5 }))).willReturn(false)
    given(await bird.sing(song: any(), times: 2)).will { song, times in String(repeating: song, count: times) }
    #expect(bird.name == "Ryan")
    #expect(bird.chirp(volume: 10))
    #expect(!bird.chirp(volume: 1))
    #expect(try await bird.sing(song: "la", times: 2) == "lala")
    var copy: any Bird = bird
    copy.name = "Sam"
    verify(bird.name = "Sam").wasCalled()
    verify(bird.chirp(volume: any())).wasCalled(twice)
  }

  @Test func throwingMembersAndReturnTypeOverloads() throws {
    let bird = mock(Bird.self)
    given(bird.chirp()).willThrow(BirdError())
    #expect(throws: BirdError.self) { try bird.chirp() }
    given(bird.getMessage()).willReturn("caw")
    given(bird.getMessage()).willReturn(Data([1]))
    let text: String = bird.getMessage()
    let data: Data = bird.getMessage()
    #expect(text == "caw")
    #expect(data == Data([1]))
    verify(bird.getMessage()).returning(String.self).wasCalled(once)
    verify(bird.getMessage()).returning(Data.self).wasCalled(once)
  }

  @Test func aMissingStubIsReportedAtTheMockLine() {
    let mockLine = Locked<UInt>(0)
    let failures = captureFailures {
      mockLine.mutate { $0 = #line + 1 }
      let bird = mock(Bird.self)
      _ = bird.chirp(volume: 3)
    }
    #expect(failures.count == 1)
    #expect(failures.first?.line == mockLine.value)
    #expect(failures.first?.message.contains("BirdMock.chirp(volume: 3)") == true)
    #expect(failures.first?.fileID.hasSuffix("BirdTests.swift") == true)
  }

  @Test func partialMocksForwardToARealObject() {
    let bird = mock(Bird.self)
    bird.forwardCalls(to: Sparrow())
    given(bird.chirp(volume: 1)).willReturn(true)
    #expect(bird.chirp(volume: 1))
    #expect(!bird.chirp(volume: 2))
    #expect(bird.name == "sparrow")
  }
}

/// A real bird for partial mocks.
private final class Sparrow: Bird {
  var name = "sparrow"
  var canFly: Bool { true }
  func fly() {}
  func fly(to location: Location) {}
  func chirp(volume: Int) -> Bool { false }
  func chirp() throws -> Bool { true }
  func eat(_ fruit: Fruit) {}
  func sing(song: String, times: Int) async throws -> String { song }
  func getMessage<T>() -> T { preconditionFailure("unused") }
  func getMessage() -> String { "tweet" }
  func getMessage() -> Data { Data() }
}
