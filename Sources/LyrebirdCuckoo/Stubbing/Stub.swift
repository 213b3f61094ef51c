import Lyrebird

/// Runs `block` with `mock`'s stubbing proxy, whose members `when(…)` takes.
///
/// ```swift
/// stub(mock) { stub in
///   when(stub.greet(name: anyString())).thenReturn("Hi")
/// }
/// ```
public func stub<M: Mock>(_ mock: M, block: (M.Stubbing) throws -> Void) rethrows {
  try block(mock.__lyrebirdStubbingProxy())
}
