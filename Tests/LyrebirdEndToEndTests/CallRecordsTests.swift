import Foundation
import Lyrebird
import LyrebirdFixtures
import Testing

/// Typed call records on generated mocks: counts, labeled arguments, results and errors.
@Suite struct CallRecordsTests {
  @Test func methodsRecordLabeledArgumentsAndResults() async throws {
    let bird = mock(Bird.self)
    given(bird.chirp(volume: any())).will { volume in volume > 5 }
    given(await bird.sing(song: any(), times: any())).willReturn("la")
    given(bird.chirp()).willThrow(BirdError())
    _ = bird.chirp(volume: 3)
    _ = bird.chirp(volume: 9)
    _ = try await bird.sing(song: "do", times: 2)
    _ = try? bird.chirp()
    bird.fly()

    #expect(bird._chirpVolume.callCount == 2)
    #expect(bird._chirpVolume.invocations == [3, 9])
    #expect(bird._chirpVolume.returnedValues == [false, true])
    #expect(bird._sing.lastInvocation?.song == "do")
    #expect(bird._sing.lastInvocation?.times == 2)
    #expect(bird._sing.returnedValues == ["la"])
    #expect(bird._chirp.thrownErrors.first is BirdError)
    #expect(bird._chirp.results.count == 1)
    #expect(throws: BirdError.self) { try bird._chirp.results.first?.get() }
    #expect(bird._chirpVolume.results.map { try? $0.get() } == [false, true])
    #expect(bird._fly.callCount == 1)
    #expect(bird._flyTo.callCount == 0)
  }

  @Test func propertiesRecordReadsAndWrites() {
    let bird = mock(Bird.self)
    given(bird.name).willReturn("x")
    var copy: any Bird = bird
    copy.name = "Ada"
    copy.name = "Grace"
    _ = bird.name
    #expect(bird._name.getCallCount == 1)
    #expect(bird._name.setValues == ["Ada", "Grace"])
    #expect(bird._name.lastSetValue == "Grace")
    #expect(bird._name.setCallCount == 2)
  }

  @Test func overloadsStaticMembersAndUnusualParameters() {
    let messenger = mock(Messenger.self)
    given(messenger.message()).willReturn("hi")
    let text: String = messenger.message()
    #expect(text == "hi")
    #expect(messenger._messageString.callCount == 1)
    #expect(messenger._messageInt.callCount == 0)

    // `RegistryMock` belongs to ShapesTests; suites run in parallel, so static state isn't shared.
    reset(TallyMock.self)
    given(TallyMock.count(any())).willReturn(true)
    _ = TallyMock.count("a")
    #expect(TallyMock._count.invocations == ["a"])

    let recorder = mock(Recorder.self)
    recorder.record(1, 2)
    given(recorder.transform(any())).will { body in body(1) }
    _ = recorder.transform { $0 + 1 }
    #expect(recorder._record.lastInvocation == [1, 2])
    #expect(recorder._transform.callCount == 1)
    #expect(recorder._transform.returnedValues == [2])
  }
}
