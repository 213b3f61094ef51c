import Lyrebird
import Testing

/// The one case where a strict mock must stop the process: no value of the return type exists.
///
/// Exit tests run the body in a child process, so the trap is observed without killing this run.
@Suite struct TrapTests {
  @Test func unstubbedCallWithNoPossibleValueTrapsWithAPreciseMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let bird = mock(Bird.self)
      _ = bird.wing
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("Missing stub for BirdMock.wing returning 'Wing'"))
    #expect(output.contains("No default value of type 'Wing' exists, so the call cannot return."))
  }
}
