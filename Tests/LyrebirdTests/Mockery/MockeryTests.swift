import Lyrebird
import Testing

protocol TestProtocol {
  func functionWithResult(arg1: String, arg2: Int) -> Int
  func functionWithOptionalResult(arg1: String, arg2: Int) -> Int?
  func functionWithoutResult(arg: String)
  func throwingFunction(value: Int) throws -> String
  func asyncFunction(value: Int) async throws -> String
}

/// Mockery's hand-written style: subclass `Mock` and call `invoke` from each member.
final class TestMock: Mock, TestProtocol, @unchecked Sendable {
  func functionWithResult(arg1: String, arg2: Int) -> Int {
    invoke(functionWithResult, args: (arg1, arg2))
  }

  func functionWithOptionalResult(arg1: String, arg2: Int) -> Int? {
    invoke(functionWithOptionalResult, args: (arg1, arg2))
  }

  func functionWithoutResult(arg: String) {
    invoke(functionWithoutResult, args: (arg))
  }

  func throwingFunction(value: Int) throws -> String {
    try invoke(throwingFunction, args: (value))
  }

  func asyncFunction(value: Int) async throws -> String {
    try await invoke(asyncFunction, args: (value))
  }
}

class ViewController {}

/// The recorder style, for mocks that must inherit from another class.
final class RecordingController: ViewController, TestProtocol, @unchecked Sendable {
  let recorder = Mock(name: "RecordingController")

  func functionWithResult(arg1: String, arg2: Int) -> Int {
    recorder.invoke(functionWithResult, args: (arg1, arg2))
  }
  func functionWithOptionalResult(arg1: String, arg2: Int) -> Int? {
    recorder.invoke(functionWithOptionalResult, args: (arg1, arg2))
  }
  func functionWithoutResult(arg: String) {
    recorder.invoke(functionWithoutResult, args: (arg))
  }
  func throwingFunction(value: Int) throws -> String {
    try recorder.invoke(throwingFunction, args: (value))
  }
  func asyncFunction(value: Int) async throws -> String {
    try await recorder.invoke(asyncFunction, args: (value))
  }
}

@Suite struct MockeryTests {
  @Test func registeredResultsAndExecutions() {
    let mock = TestMock()
    mock.registerResult(for: mock.functionWithResult) { _, number in number * 2 }
    #expect(mock.functionWithResult(arg1: "abc", arg2: 123) == 246)
    #expect(mock.functionWithResult(arg1: "abc", arg2: 456) == 912)
    let executions = mock.executions(of: mock.functionWithResult)
    #expect(executions.count == 2)
    #expect(executions[0].arguments.0 == "abc")
    #expect(executions[0].arguments.1 == 123)
    #expect(executions[1].arguments.1 == 456)
    #expect(executions[1].result == 912)
  }

  @Test func optionalAndVoidResultsNeedNoRegistration() {
    let mock = TestMock()
    let failures = captureFailures {
      #expect(mock.functionWithOptionalResult(arg1: "a", arg2: 1) == nil)
      mock.functionWithoutResult(arg: "x")
    }
    #expect(failures.isEmpty)
    #expect(mock.executions(of: mock.functionWithoutResult).map(\.arguments) == ["x"])
  }

  @Test func unregisteredResultIsReportedAtTheInvokeLine() {
    let mock = TestMock()
    var value = -1
    let failures = captureFailures { value = mock.functionWithResult(arg1: "a", arg2: 1) }
    #expect(value == 0)
    #expect(failures.count == 1)
    #expect(failures.first?.fileID.hasSuffix("MockeryTests.swift") == true)
    #expect(failures.first?.line == 15)
    #expect(
      failures.first?.message
        == "No result registered for functionWithResult(arg1:arg2:) as (String, Int) -> Int returning 'Int'. Register one with registerResult(for:result:)"
    )
  }

  @Test func throwingAndAsyncFunctions() async throws {
    let mock = TestMock()
    mock.registerResult(for: mock.throwingFunction) { value in
      if value < 0 { throw BirdError() }
      return "\(value)"
    }
    #expect(try mock.throwingFunction(value: 3) == "3")
    #expect(throws: BirdError.self) { try mock.throwingFunction(value: -1) }
    let executions = mock.executions(of: mock.throwingFunction)
    #expect(executions.map(\.arguments) == [3, -1])
    #expect(executions[1].error is BirdError)

    await mock.registerResult(for: mock.asyncFunction) { value in "async \(value)" }
    #expect(try await mock.asyncFunction(value: 2) == "async 2")
    #expect(await mock.executions(of: mock.asyncFunction).count == 1)
  }

  @Test func recorderByComposition() {
    let controller = RecordingController()
    controller.recorder.registerResult(for: controller.functionWithResult) { _, _ in 123 }
    #expect(controller.functionWithResult(arg1: "a", arg2: 1) == 123)
    #expect(controller.recorder.executions(of: controller.functionWithResult).count == 1)
    #expect(captureFailures { verifyNoMoreInteractions(controller.recorder) }.count == 1)
  }
}
