import LyrebirdCuckoo

/// A stubbed call whose stub Cuckoo's DSL made: the call takes the same path as one stubbed with
/// `given`; only the matchers differ, and they are the runtime's typed ones too.
@MainActor
func measureCuckooStubbedCall() -> Double {
  let mock = SpeakerMock()
  stub(mock) { stub in
    when(stub.chirp(volume: anyInt(), pitch: ParameterMatcher { $0 > 0 })).thenReturn(true)
  }
  return measure("lyrebird-cuckoo: stubbed call, 1 stub x 2 matchers", iterations: iterations) { index in
    sink = mock.chirp(volume: index, pitch: 1) != sink
  }
}
