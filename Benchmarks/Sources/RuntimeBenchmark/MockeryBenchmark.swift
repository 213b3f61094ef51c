import Lyrebird

/// `Speaker` mocked by hand in Mockery's style: a `Mock` subclass whose members call `invoke`.
final class MockerySpeaker: Mock, Speaker, @unchecked Sendable {
  func chirp(volume: Int, pitch: Int) -> Bool { invoke(chirp, args: (volume, pitch)) }
  func fly() { invoke(fly, args: ()) }
}

/// A call answered by a result registered with Mockery's `registerResult(for:)`.
///
/// Mockery keys a function by its name and type, so each call names its types: this row shows what that costs.
@MainActor
func measureMockeryRegisteredCall() -> Double {
  let mock = MockerySpeaker()
  mock.registerResult(for: mock.chirp) { volume, _ in volume >= 0 }
  return measure("lyrebird-mockery: registerResult, hand-written Mock", iterations: iterations) { index in
    sink = mock.chirp(volume: index, pitch: 1) != sink
  }
}
