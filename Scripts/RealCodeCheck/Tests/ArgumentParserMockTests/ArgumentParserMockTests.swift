import Lyrebird
import Testing

@testable import ArgumentParser

// An internal protocol and enum: the mock is reachable only through @testable import.
@Test func internalValidatorError() {
  let error = mock(ParsableArgumentsValidatorError.self)
  given(error.kind).willReturn(.warning)
  #expect(error.kind == .warning)
  verify(error.kind).wasCalled(once)
}
