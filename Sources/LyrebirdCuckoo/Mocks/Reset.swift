import Lyrebird

/// Removes every stub and recorded call of `mocks`.
public func reset<M: Mock>(_ mocks: M...) {
  for mock in mocks { Lyrebird.reset(mock) }
}

/// Removes the stubs of `mocks`, keeping their recorded calls.
public func clearStubs<M: Mock>(_ mocks: M...) {
  for mock in mocks { Lyrebird.clearStubs(on: mock) }
}

/// Removes the recorded calls of `mocks`, keeping their stubs.
public func clearInvocations<M: Mock>(_ mocks: M...) {
  for mock in mocks { Lyrebird.clearInvocations(on: mock) }
}
