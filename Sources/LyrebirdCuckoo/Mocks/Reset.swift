import Lyrebird

/// Removes every stub and recorded call of `mocks`, which may be of different types.
///
/// As in Cuckoo, a mock that spies on its superclass or has a default implementation keeps doing so.
public func reset(_ mocks: any Mock...) {
  for mock in mocks { mock.__lyrebirdContext.reset([.stubs, .invocations]) }
}

/// Removes the stubs of `mocks`, keeping their recorded calls and any spy or default implementation.
public func clearStubs(_ mocks: any Mock...) {
  for mock in mocks { mock.__lyrebirdContext.reset([.stubs]) }
}

/// Removes the recorded calls of `mocks`, keeping their stubs.
public func clearInvocations(_ mocks: any Mock...) {
  for mock in mocks { mock.__lyrebirdContext.reset([.invocations]) }
}
