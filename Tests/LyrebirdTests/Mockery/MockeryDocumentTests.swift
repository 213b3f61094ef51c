import Lyrebird
import Testing

/// Mockery's README, snippet by snippet: each shape it shows compiles against `Mock` and does what it says.
///
/// Mockery's text calls the registered function `functionWithIntResult` and expects three executions
/// after two calls; its protocol has no such function, so these tests use `functionWithResult` and two.
@Suite struct MockeryDocumentTests {
  // "Creating a mock"
  protocol TestProtocol {

    func functionWithResult(arg1: String, arg2: Int) -> Int
    func functionWithOptionalResult(arg1: String, arg2: Int) -> Int?
    func functionWithoutResult(arg: String)
  }

  /// Where `functionWithResult`'s `invoke` is, which is where an unregistered result is reported.
  static let invokeLine: UInt = #line + 5
  // Swift 6 asks every subclass of `Mock` to restate `@unchecked Sendable`; the rest is Mockery's.
  final class TestMock: Mock, TestProtocol, @unchecked Sendable {

    func functionWithResult(arg1: String, arg2: Int) -> Int {
      return invoke(functionWithResult, args: (arg1, arg2))
    }

    func functionWithOptionalResult(arg1: String, arg2: Int) -> Int? {
      return invoke(functionWithOptionalResult, args: (arg1, arg2))
    }

    func functionWithoutResult(arg: String) {
      invoke(functionWithoutResult, args: (arg))
    }
  }

  // "Using a mock recorder"
  class TestClass {}

  static let recorderInvokeLine: UInt = #line + 6
  final class RecorderMock: TestClass, TestProtocol {

    var recorder = Mock()

    func functionWithResult(arg1: String, arg2: Int) -> Int {
      return recorder.invoke(functionWithResult, args: (arg1, arg2))
    }

    func functionWithOptionalResult(arg1: String, arg2: Int) -> Int? {
      return recorder.invoke(functionWithOptionalResult, args: (arg1, arg2))
    }

    func functionWithoutResult(arg: String) {
      recorder.invoke(functionWithoutResult, args: (arg))
    }
  }

  // "Registering and throwing errors": Mockery leaves throwing to the mock's `error` property.
  protocol Loader {
    func load(id: Int) throws -> String
    func fetch(id: Int) async throws -> String
  }

  final class LoaderMock: Mock, Loader, @unchecked Sendable {
    func load(id: Int) throws -> String { try invoke(load, args: (id)) }
    func fetch(id: Int) async throws -> String { try await invoke(fetch, args: (id)) }
  }

  struct LoadError: Error, Equatable {}

  static let unregisteredMessage =
    "No result registered for functionWithResult(arg1:arg2:) as (String, Int) -> Int returning 'Int'. "
    + "Register one with registerResult(for:result:)"

  // "Creating a mock": calls are recorded; Mockery crashes on an unregistered result, Lyrebird reports it.
  @Test func anUnregisteredResultIsReportedAtTheInvokeAndReturnsADefault() {
    let mock = TestMock()
    var result = -1
    let failures = captureFailures { result = mock.functionWithResult(arg1: "abc", arg2: 1) }
    #expect(result == 0)
    #expect(failures.map(\.message) == [Self.unregisteredMessage])
    #expect(failures.map(\.line) == [Self.invokeLine])
    #expect(failures.first?.fileID.hasSuffix("MockeryDocumentTests.swift") == true)
    #expect(mock.executions(of: mock.functionWithResult).map(\.result) == [0])
  }

  // "Registering return values"
  @Test func registeringReturnValues() {
    let mock = TestMock()
    mock.registerResult(for: mock.functionWithResult) { _ in return 123 }
    #expect(mock.functionWithResult(arg1: "abc", arg2: 1) == 123)
  }

  // "Since the result block takes in the same arguments as the actual function…"
  @Test func theResultBlockReceivesTheArguments() {
    let mock = TestMock()
    mock.registerResult(for: mock.functionWithResult) { args in args.0.count + args.1 }
    #expect(mock.functionWithResult(arg1: "abc", arg2: 10) == 13)
    mock.registerResult(for: mock.functionWithResult) { arg1, arg2 in arg2 * 2 }  // Lyrebird's earlier form
    #expect(mock.functionWithResult(arg1: "abc", arg2: 10) == 20)
  }

  // "You don't have to register a return value for functions that return an optional value."
  @Test func optionalAndVoidResultsNeedNoRegistration() {
    let mock = TestMock()
    var optional: Int? = 1
    let failures = captureFailures {
      optional = mock.functionWithOptionalResult(arg1: "abc", arg2: 1)
      mock.functionWithoutResult(arg: "abc")
    }
    #expect(optional == nil)
    #expect(failures.isEmpty)
    #expect(mock.executions(of: mock.functionWithoutResult).map(\.arguments) == ["abc"])
  }

  // "Inspecting executions"
  @Test func inspectingExecutions() {
    let mock = TestMock()
    mock.registerResult(for: mock.functionWithResult) { args in args.1 + 1 }
    _ = mock.functionWithResult(arg1: "abc", arg2: 123)
    _ = mock.functionWithResult(arg1: "abc", arg2: 456)

    let executions = mock.executions(of: mock.functionWithResult)
    #expect(executions.count == 2)
    #expect(executions[0].arguments.0 == "abc")
    #expect(executions[0].arguments.1 == 123)
    #expect(executions[1].arguments.0 == "abc")
    #expect(executions[1].arguments.1 == 456)
    #expect(executions.map(\.result) == [124, 457])
    let named = mock.executions(for: mock.functionWithResult)  // the name Mockery's prose uses
    #expect(named.map(\.arguments.1) == [123, 456])
  }

  // "Using a mock recorder"
  @Test func aRecorderUnderTheHood() {
    let mock = RecorderMock()
    mock.recorder.registerResult(for: mock.functionWithResult) { _ in 123 }
    #expect(mock.functionWithResult(arg1: "abc", arg2: 1) == 123)
    #expect(mock.functionWithOptionalResult(arg1: "abc", arg2: 1) == nil)
    mock.functionWithoutResult(arg: "abc")
    #expect(mock.recorder.executions(of: mock.functionWithResult).map(\.arguments.0) == ["abc"])
    #expect(mock.recorder.executions(for: mock.functionWithoutResult).count == 1)
  }

  @Test func aRecorderReportsAnUnregisteredResultAtItsInvoke() {
    let mock = RecorderMock()
    var result = -1
    let failures = captureFailures { result = mock.functionWithResult(arg1: "abc", arg2: 1) }
    #expect(result == 0)
    #expect(failures.map(\.message) == [Self.unregisteredMessage])
    #expect(failures.map(\.line) == [Self.recorderInvokeLine])
  }

  // "Registering and throwing errors": `error` is the mock's own; a result that throws makes a call throw.
  @Test func theErrorPropertyIsTheMocksAndResultsThrow() async throws {
    let mock = LoaderMock()
    mock.error = LoadError()
    #expect(mock.error as? LoadError == LoadError())
    mock.registerResult(for: mock.load) { id in
      if id < 0 { throw LoadError() }
      return "item \(id)"
    }
    #expect(try mock.load(id: 3) == "item 3")  // `invoke` doesn't read `error`
    #expect(throws: LoadError()) { try mock.load(id: -1) }
    await mock.registerResult(for: mock.fetch) { _ in throw LoadError() }
    await #expect(throws: LoadError()) { try await mock.fetch(id: 2) }

    let executions = mock.executions(of: mock.load)
    #expect(executions.map(\.arguments) == [3, -1])
    #expect(executions[0].result == "item 3")
    #expect(executions[1].error as? LoadError == LoadError())
    #expect(await mock.executions(for: mock.fetch).first?.error is LoadError)
  }

  // Mockery can't register results for async functions; Lyrebird can, with the same tuple closure.
  @Test func asyncFunctionsTakeRegisteredResults() async throws {
    let mock = LoaderMock()
    await mock.registerResult(for: mock.fetch) { id in "fetched \(id)" }
    #expect(try await mock.fetch(id: 4) == "fetched 4")
    #expect(await mock.executions(of: mock.fetch).map(\.result) == ["fetched 4"])
  }
}
