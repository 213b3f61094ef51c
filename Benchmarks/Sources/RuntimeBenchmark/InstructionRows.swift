import Lyrebird

/// The spy of the baseline row.
func makeSpy() -> SpySpeaker {
  let spy = SpySpeaker()
  spy.chirpHandler = { volume, _ in volume > 3 }
  return spy
}

/// The mock of the 1-stub row: one stub with two matchers, which every call matches.
func makeMockWithOneStub() -> SpeakerMock {
  let mock = SpeakerMock()
  given(mock.chirp(volume: any(), pitch: any(where: { $0 > 0 }))).willReturn(true)
  return mock
}

/// The mock of the 10-stub row: the stub that matches is the oldest, so every call scans all ten.
func makeMockWithTenStubs() -> SpeakerMock {
  let mock = makeMockWithOneStub()
  for value in 1...9 {
    given(mock.chirp(volume: any(where: { $0 < -value }), pitch: any())).willReturn(false)
  }
  return mock
}

/// Makes `count` calls of one row with no timing, for `Benchmarks/call-instructions.sh`.
///
/// Callgrind's instruction counts don't move with the host's load, which the timed rows do. The
/// script runs each row twice, with `count` and twice as many calls, so the difference is the
/// cost of the calls alone: without the process's start-up or the mock's setup. Each row's
/// subject is made as in its timed row.
///
/// - Returns: `false` when `row` names no row.
func runInstructionRow(_ row: String, count: Int) -> Bool {
  var sink = false
  switch row {
  case "spy":
    let spy = makeSpy()
    for index in 0..<count { sink = spy.chirp(volume: index, pitch: 1) != sink }
  case "stubbed-1", "stubbed-10":
    let mock = row == "stubbed-1" ? makeMockWithOneStub() : makeMockWithTenStubs()
    for index in 0..<count { sink = mock.chirp(volume: index, pitch: 1) != sink }
  case "unstubbed":
    let mock = SpeakerMock()
    for _ in 0..<count { mock.fly() }
  default:
    return false
  }
  // Printed so the optimizer keeps the calls.
  print("\(row): \(count) calls, \(sink)")
  return true
}
