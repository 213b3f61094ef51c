import Testing

@testable import LyrebirdMockable

private struct Molt: Error {}

/// An operation finishes inside its limit or is cut off at it.
@Suite struct TimeoutTests {
  @Test func anOperationInsideTheLimitReturnsItsValue() async throws {
    let value = try await withTimeout(after: 5) { 42 }
    #expect(value == 42)
  }

  @Test func anOperationPastTheLimitThrowsTimeoutError() async {
    await #expect(throws: TimeoutError.self) {
      try await withTimeout(after: 0.05) {
        try await Task.sleep(nanoseconds: 10_000_000_000)
        return 0
      }
    }
  }

  @Test func theOperationsOwnErrorComesThrough() async {
    await #expect(throws: Molt.self) {
      try await withTimeout(after: 5) { () async throws -> Int in throw Molt() }
    }
  }

  @Test func aNegativeOrInfiniteLimitDoesNotTrap() async throws {
    await #expect(throws: TimeoutError.self) {
      try await withTimeout(after: -1) {
        try await Task.sleep(nanoseconds: 10_000_000_000)
        return 0
      }
    }
    #expect(try await withTimeout(after: .infinity) { "done" } == "done")
  }
}
