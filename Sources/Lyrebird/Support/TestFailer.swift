/// Receives the failures Lyrebird reports, in place of XCTest and Swift Testing (Mockingbird's hook).
public protocol TestFailer {
  /// Reports one failure.
  ///
  /// - Parameters:
  ///   - message: What went wrong.
  ///   - isFatal: `true` where Mockingbird stops the test (a call with no stub); Lyrebird goes on
  ///     with a default value after the failer returns.
  ///   - file: The test's file.
  ///   - line: The test's line.
  func fail(message: String, isFatal: Bool, file: StaticString, line: UInt)
}

/// Sends every later failure to `newTestFailer` instead of the test framework.
public func swizzleTestFailer(_ newTestFailer: TestFailer) {
  TestFailerRegistry.current.withValue { $0 = TestFailerBox(failer: newTestFailer) }
}

/// The failer set by `swizzleTestFailer`, if any.
enum TestFailerRegistry {
  static let current = Locked<TestFailerBox?>(nil)
}

/// Lets the lock hold a failer, which the user's type need not make `Sendable`.
struct TestFailerBox: @unchecked Sendable {
  let failer: TestFailer
}
