import Birdsong
import LyrebirdMocked
import Testing

/// swift-mocking's backing properties on the `@Mocked` macro's `SongRecorderMock`.
@Suite struct DawnChorusTests {
  @Test func eachSpeciesIsRecordedWhileTheBatteryLasts() async throws {
    let recorder = SongRecorderMock()
    recorder._battery.getter.implementation = .returns(80)
    recorder._record.implementation = .invokes { _, seconds in seconds * 16 }

    let recorded = await DawnChorus(recorder: recorder).record(["Robin", "Wren"], seconds: 30)
    #expect(recorded == ["Robin", "Wren"])
    #expect(recorder._record.callCount == 2)
    #expect(recorder._record.lastInvocation?.species == "Wren")
    #expect(recorder._record.lastInvocation?.seconds == 30)
    #expect(try recorder._record.lastReturnedValue?.get() == 480)
  }

  @Test func aFailedRecordingIsLeftOut() async {
    let recorder = SongRecorderMock()
    recorder._battery.getter.implementation = .returns(80)
    recorder._record.implementation = .invokes { species, _ in
      if species == "Owl" { throw RecorderError() }
      return 1
    }

    #expect(await DawnChorus(recorder: recorder).record(["Owl", "Jay"], seconds: 5) == ["Jay"])
    #expect(recorder._record.invocations.map(\.species) == ["Owl", "Jay"])
  }

  @Test func aFlatBatteryRecordsNothing() async {
    let recorder = SongRecorderMock()
    recorder._battery.getter.implementation = .returns(0)

    #expect(await DawnChorus(recorder: recorder).record(["Robin"], seconds: 5).isEmpty)
    #expect(recorder._battery.getter.callCount == 1)
    #expect(recorder._record.callCount == 0)
  }
}

struct RecorderError: Error {}
