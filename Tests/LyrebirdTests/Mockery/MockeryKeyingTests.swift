import Lyrebird
import LyrebirdTestSupport
import Testing

/// Mockery records an `invoke` under the function passed to it, not the member that calls it: a
/// throwing member records another member's call and then throws the mock's `error`.
@Suite struct MockeryKeyingTests {
  final class ArchiveMock: Mock, @unchecked Sendable {
    func store(_ name: String, copies: Int) {
      invoke(store, args: (name, copies))
    }

    func storeOrFail(_ name: String, copies: Int) throws {
      invoke(store, args: (name, copies))
      if let error { throw error }
    }

    func count(of name: String) async throws -> Int {
      try await invoke(count, args: (name))
    }

    func countOrFail(of name: String) async throws -> Int {
      let count = try await invoke(count, args: (name))
      if let error { throw error }
      return count
    }
  }

  struct ArchiveError: Error, Equatable {}

  @Test func aCallIsRecordedUnderTheFunctionItNames() {
    let mock = ArchiveMock()
    mock.error = ArchiveError()
    mock.store("a", copies: 1)
    #expect(throws: ArchiveError()) { try mock.storeOrFail("b", copies: 2) }
    let executions = mock.executions(of: mock.store)
    #expect(executions.map(\.arguments.0) == ["a", "b"])
    #expect(executions.map(\.arguments.1) == [1, 2])
    #expect(mock.executions(of: mock.storeOrFail).isEmpty)
  }

  @Test func anAsyncCallIsRecordedUnderTheFunctionItNames() async throws {
    let mock = ArchiveMock()
    await mock.registerResult(for: mock.count) { name in name.count }
    mock.error = ArchiveError()
    await #expect(throws: ArchiveError()) { try await mock.countOrFail(of: "abc") }
    #expect(try await mock.count(of: "de") == 2)
    let executions = await mock.executions(for: mock.count)
    #expect(executions.map(\.arguments) == ["abc", "de"])
    #expect(executions.map(\.result) == [3, 2])
  }
}
