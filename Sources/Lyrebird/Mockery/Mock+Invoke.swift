/// Recording calls from a hand-written mock's members.
extension Mock {
  /// Records a call and returns the registered result.
  ///
  /// An unregistered non-optional result is a failure.
  public func invoke<each A, R>(
    _ function: (repeat each A) -> R,
    args: (repeat each A),
    functionName: String = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> R {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let key = MockeryKey.make(functionName, ((repeat each A) -> R).self)
    if MockeryKey.interceptProbe(key) { return placeholder(R.self, location) }
    let (invocation, implementation) = start(key, args: repeat each args)
    do {
      let result: R
      if let registered = implementation as? MockeryResult<repeat each A, R> {
        result = try registered.body(repeat each args)
      } else {
        result = missingResult(invocation, location)
      }
      log(Execution<repeat each A, R>(arguments: (repeat each args), result: result, error: nil), key)
      return result
    } catch {
      FailureReporter.report("\(functionName) threw \(error), but it cannot throw", at: location)
      log(Execution<repeat each A, R>(arguments: (repeat each args), result: nil, error: error), key)
      return missingResult(invocation, location)
    }
  }

  /// Records a call of a throwing function; a registered result may throw.
  public func invoke<each A, R>(
    _ function: (repeat each A) throws -> R,
    args: (repeat each A),
    functionName: String = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) throws -> R {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let key = MockeryKey.make(functionName, ((repeat each A) -> R).self)
    if MockeryKey.interceptProbe(key) { return placeholder(R.self, location) }
    let (invocation, implementation) = start(key, args: repeat each args)
    guard let body = (implementation as? MockeryResult<repeat each A, R>)?.body else {
      let result: R = missingResult(invocation, location)
      log(Execution<repeat each A, R>(arguments: (repeat each args), result: result, error: nil), key)
      return result
    }
    do {
      let result = try body(repeat each args)
      log(Execution<repeat each A, R>(arguments: (repeat each args), result: result, error: nil), key)
      return result
    } catch {
      log(Execution<repeat each A, R>(arguments: (repeat each args), result: nil, error: error), key)
      throw error
    }
  }

  /// Records a call of an async function; a registered result may suspend and throw.
  public func invoke<each A, R>(
    _ function: (repeat each A) async throws -> R,
    args: (repeat each A),
    functionName: String = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws -> R {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let key = MockeryKey.make(functionName, ((repeat each A) -> R).self)
    if MockeryKey.interceptProbe(key) { return placeholder(R.self, location) }
    let (invocation, implementation) = start(key, args: repeat each args)
    guard let body = (implementation as? AsyncMockeryResult<repeat each A, R>)?.body else {
      let result: R = missingResult(invocation, location)
      log(Execution<repeat each A, R>(arguments: (repeat each args), result: result, error: nil), key)
      return result
    }
    do {
      let result = try await body(repeat each args)
      log(Execution<repeat each A, R>(arguments: (repeat each args), result: result, error: nil), key)
      return result
    } catch {
      log(Execution<repeat each A, R>(arguments: (repeat each args), result: nil, error: error), key)
      throw error
    }
  }

  private func start<each A>(_ key: String, args: repeat each A) -> (Invocation, Any?) {
    let context = __lyrebirdContext
    let (invocation, resolution) = context.recordAndResolve(.method(key), context.pack(repeat each args))
    if case .stubbed(.implementation(let body), _) = resolution {
      return (invocation, body)
    }
    return (invocation, nil)
  }

  private func log(_ execution: Any, _ key: String) {
    executionLog.withValue { $0[key, default: []].append(execution) }
  }

  /// `nil` for optional results, `()` for none; anything else was never registered and fails.
  private func missingResult<R>(_ invocation: Invocation, _ location: SourceLocation) -> R {
    if R.self == Void.self, let void = () as? R { return void }
    if let optional = R.self as? any OptionalValue.Type, let none = optional.noneValue as? R { return none }
    let message =
      "No result registered for \(invocation.member.name) returning '\(R.self)'. "
      + "Register one with registerResult(for:result:)"
    FailureReporter.report(message, at: location)
    if let value = RealValues.make(R.self) { return value }
    preconditionFailure("Lyrebird: \(message)")
  }
}
