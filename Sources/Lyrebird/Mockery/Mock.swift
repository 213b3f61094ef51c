/// A base class for hand-written mocks in the style of Mockery: record calls with `invoke`,
/// register results with `registerResult(for:)`, and inspect them with `executions(of:)`.
///
/// ```swift
/// final class TestMock: Mock, TestProtocol {
///   func functionWithResult(arg1: String, arg2: Int) -> Int {
///     invoke(functionWithResult, args: (arg1, arg2))
///   }
/// }
/// ```
/// A mock that must inherit from another class can hold a `Mock` as its `recorder` and call it instead.
/// Calls land in the same runtime as generated mocks, so `verifyNoMoreInteractions`, `reset` and
/// `inOrder` work with them too.
open class Mock: MockObject, @unchecked Sendable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The runtime state behind this mock's calls, shared with generated mocks.
  public let __lyrebirdContext: MockingContext
  let executionLog = Locked<[String: [Any]]>([:])

  /// Makes a mock whose failures point at the line that created it.
  ///
  /// `name` is what failures call this mock; `Mock` by default.
  public init(
    name: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    __lyrebirdContext = MockingContext(
      mockName: name ?? "Mock",
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// All executions of `function` so far.
  public func executions<each A, R>(
    of function: (repeat each A) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> [Execution<repeat each A, R>] {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let key = MockeryKey.probe(at: location, { _ = try function(repeat placeholder((each A).self, location)) })
    else { return [] }
    return executionLog.withValue { $0[key] ?? [] }.compactMap { $0 as? Execution<repeat each A, R> }
  }

  /// All executions of the async `function` so far.
  public func executions<each A, R>(
    of function: (repeat each A) async throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> [Execution<repeat each A, R>] {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard
      let key = await MockeryKey.probe(
        at: location, { _ = try await function(repeat placeholder((each A).self, location)) })
    else { return [] }
    return executionLog.withValue { $0[key] ?? [] }.compactMap { $0 as? Execution<repeat each A, R> }
  }

  /// Makes `function` answer with `result`, which receives the call's arguments.
  public func registerResult<each A, R>(
    for function: (repeat each A) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    result: @escaping (repeat each A) throws -> R
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let key = MockeryKey.probe(at: location, { _ = try function(repeat placeholder((each A).self, location)) })
    else { return }
    register(MockeryResult(body: result), for: key, arity: arity(repeat (each A).self), at: location)
  }

  /// Makes the async `function` answer with `result`.
  public func registerResult<each A, R>(
    for function: (repeat each A) async throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    result: @escaping (repeat each A) async throws -> R
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard
      let key = await MockeryKey.probe(
        at: location, { _ = try await function(repeat placeholder((each A).self, location)) })
    else { return }
    register(AsyncMockeryResult(body: result), for: key, arity: arity(repeat (each A).self), at: location)
  }

  private func register(_ result: Any, for key: String, arity: Int, at location: SourceLocation) {
    let anyArgument = ArgumentMatcher(description: "_") { _ in true }
    let pattern = InvocationPattern(member: .method(key), matchers: Array(repeating: anyArgument, count: arity))
    let stub = Stub(pattern: pattern, location: location)
    __lyrebirdContext.append([.implementation(result)], mode: nil, to: stub)
  }
}

func placeholder<T>(_ type: T.Type, _ location: SourceLocation) -> T {
  Placeholder.makeOrTrap(T.self, for: "Probing a Mockery function", at: location)
}

func arity<each A>(_ types: repeat (each A).Type) -> Int {
  var count = 0
  for _ in repeat each types { count += 1 }
  return count
}
