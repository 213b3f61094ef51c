/// Mockery 0.4 and later's API, which names each function by a ``MockReference``.
extension Mockable {
  /// Makes the function behind `ref` answer with `result`, which receives the call's arguments as one tuple.
  public func registerResult<Arguments, R>(
    for ref: MockReference<Arguments, R>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    result: @escaping (Arguments) throws -> R
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    mock.register(MockeryResult(body: result), key: ref.key, arity: 1, at: location)
    mock.referenceResults.withValue { $0[ref.id] = (ref.key, result) }
  }

  /// Records a call of the function behind `ref` and returns the registered result.
  ///
  /// An unregistered non-optional result is a failure.
  public func invoke<Arguments, R>(
    _ ref: MockReference<Arguments, R>,
    args: Arguments,
    functionName: String = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> R {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return answer(ref, args, functionName, location) {
      mock.missingResult($0, location, name: functionName, reporting: !$1)
    }
  }

  /// Records a call of the function behind `ref` and returns the registered result, or `fallback`.
  public func invoke<Arguments, R>(
    _ ref: MockReference<Arguments, R>,
    args: Arguments,
    fallback: @autoclosure () -> R,
    functionName: String = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> R {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return answer(ref, args, functionName, location) { _, _ in fallback() }
  }

  /// All calls of the function behind `ref` so far.
  public func invokations<Arguments, R>(of ref: MockReference<Arguments, R>) -> [MockInvokation<Arguments, R>] {
    mock.loggedExecutions(of: ref.key, as: MockInvokation<Arguments, R>.self)
  }

  /// Whether the function behind `ref` was called at least once.
  public func hasInvoked<Arguments, R>(_ ref: MockReference<Arguments, R>) -> Bool {
    !invokations(of: ref).isEmpty
  }

  /// Whether the function behind `ref` was called exactly `numberOfTimes` times.
  public func hasInvoked<Arguments, R>(_ ref: MockReference<Arguments, R>, numberOfTimes: Int) -> Bool {
    invokations(of: ref).count == numberOfTimes
  }

  /// Forgets the recorded calls of the function behind `ref`.
  public func resetInvokations<Arguments, R>(for ref: MockReference<Arguments, R>) {
    mock.forgetExecutions(of: ref.key)
  }

  private func answer<Arguments, R>(
    _ ref: MockReference<Arguments, R>,
    _ args: Arguments,
    _ functionName: String,
    _ location: SourceLocation,
    missing: (Invocation, _ afterError: Bool) -> R
  ) -> R {
    let (call, implementation) = mock.start(ref.key, arguments: [args])
    let body = (implementation as? MockeryResult<Arguments, R>)?.body
    do {
      return try mock.finish(call, ref.key, args: args) {
        guard let body else { return missing(call, false) }
        return try body(args)
      }
    } catch {
      FailureReporter.report("\(functionName) threw \(error), but it cannot throw", at: location)
      return missing(call, true)
    }
  }
}
