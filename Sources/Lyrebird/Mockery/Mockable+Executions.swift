/// Reading back the calls a hand-written mock recorded, in each of Mockery's spellings.
extension Mockable {
  /// All executions of `function` so far.
  public func executions<Arguments, R>(
    of function: (Arguments) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> [Execution<Arguments, R>] {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let key = probedKey(of: function, at: location) else { return [] }
    return mock.loggedExecutions(of: key, as: Execution<Arguments, R>.self)
  }

  /// All executions of the async `function` so far.
  public func executions<Arguments, R>(
    of function: (Arguments) async throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> [Execution<Arguments, R>] {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let probed = await MockeryKey.probe(
      at: location, { _ = try await function(placeholder(Arguments.self, location)) })
    guard let key = probed?.key else { return [] }
    return mock.loggedExecutions(of: key, as: Execution<Arguments, R>.self)
  }

  /// The same as `executions(of:)`, under the other name Mockery's documentation uses.
  public func executions<Arguments, R>(
    for function: (Arguments) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> [Execution<Arguments, R>] {
    executions(of: function, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The same as `executions(of:)` for an async function, under the other name Mockery's documentation uses.
  public func executions<Arguments, R>(
    for function: (Arguments) async throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> [Execution<Arguments, R>] {
    await executions(of: function, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Mockery 0.2's name for `executions(of:)`.
  public func invokations<Arguments, R>(
    of function: (Arguments) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> [Invokation<Arguments, R>] {
    executions(of: function, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Whether `function` was called at least once.
  public func hasInvoked<Arguments, R>(
    _ function: (Arguments) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    !executions(of: function, fileID: fileID, filePath: filePath, line: line, column: column).isEmpty
  }

  /// Whether `function` was called exactly `numberOfTimes` times.
  public func hasInvoked<Arguments, R>(
    _ function: (Arguments) throws -> R,
    numberOfTimes: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    executions(of: function, fileID: fileID, filePath: filePath, line: line, column: column).count == numberOfTimes
  }

  /// Forgets every recorded call of this mock, keeping its registered results.
  public func resetInvokations() {
    clearInvocations(on: mock)
    mock.forgetExecutions(of: nil)
  }

  /// Forgets the recorded calls of `function`, keeping the others and the registered results.
  public func resetInvokations<Arguments, R>(
    of function: (Arguments) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let key = probedKey(of: function, at: location) else { return }
    mock.forgetExecutions(of: key)
  }

  private func probedKey<Arguments, R>(of function: (Arguments) throws -> R, at location: SourceLocation) -> String? {
    MockeryKey.probe(at: location, { _ = try function(placeholder(Arguments.self, location)) })?.key
  }
}
