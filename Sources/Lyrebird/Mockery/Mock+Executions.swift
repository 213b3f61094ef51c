/// Reading back the calls a hand-written mock recorded.
extension Mock {
  /// All executions of `function` so far.
  public func executions<each A, R>(
    of function: (repeat each A) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> [Execution<repeat each A, R>] {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let probed = MockeryKey.probe(at: location, { _ = try function(repeat placeholder((each A).self, location)) })
    return loggedExecutions(of: probed)
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
    let probed = await MockeryKey.probe(
      at: location, { _ = try await function(repeat placeholder((each A).self, location)) })
    return loggedExecutions(of: probed)
  }

  /// The same as `executions(of:)`, under the other name Mockery's documentation uses.
  public func executions<each A, R>(
    for function: (repeat each A) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> [Execution<repeat each A, R>] {
    executions(of: function, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The same as `executions(of:)` for an async function, under the other name Mockery's documentation uses.
  public func executions<each A, R>(
    for function: (repeat each A) async throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> [Execution<repeat each A, R>] {
    await executions(of: function, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  private func loggedExecutions<each A, R>(of function: MockeryProbe.Function?) -> [Execution<repeat each A, R>] {
    guard let key = function?.key else { return [] }
    return executionLog.withValue { $0[key] ?? [] }.compactMap { $0 as? Execution<repeat each A, R> }
  }
}
