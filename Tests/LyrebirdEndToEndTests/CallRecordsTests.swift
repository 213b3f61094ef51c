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
  }

  @Test func overloadsStaticMembersAndUnusualParameters() {
    let messenger = mock(Messenger.self)
    given(messenger.message()).willReturn("hi")
    let text: String = messenger.message()
    #expect(text == "hi")
    #expect(messenger._messageString.callCount == 1)
    #expect(messenger._messageInt.callCount == 0)

    reset(RegistryMock.self)
    given(RegistryMock.register(any())).willReturn(true)
    _ = RegistryMock.register("a")
    #expect(RegistryMock._register.invocations == ["a"])

    let recorder = mock(Recorder.self)
    recorder.record(1, 2)
    given(recorder.transform(any())).will { body in body(1) }
    _ = recorder.transform { $0 + 1 }
    #expect(recorder._record.lastInvocation == [1, 2])
    #expect(recorder._transform.callCount == 1)
    #expect(recorder._transform.returnedValues == [2])
  }
}
