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
    if MockeryKey.interceptProbe(key, arity: arity(repeat (each A).self)) { return placeholder(R.self, location) }
    let (invocation, implementation) = start(key, args: repeat each args)
    guard let body = (implementation as? MockeryResult<(repeat each A), R>)?.body else {
      return logged(missingResult(invocation, location), key, repeat each args)
    }
    do {
      return logged(try body((repeat each args)), key, repeat each args)
    } catch {
      logged(thrown: error, key, R.self, repeat each args)
      FailureReporter.report("\(functionName) threw \(error), but it cannot throw", at: location)
      return missingResult(invocation, location)
    }
  }

  /// Records a call of a throwing function; the mock's `error`, or a registered result, may throw.
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
    if MockeryKey.interceptProbe(key, arity: arity(repeat (each A).self)) { return placeholder(R.self, location) }
    let (invocation, implementation) = start(key, args: repeat each args)
    if let error { throw logged(thrown: error, key, R.self, repeat each args) }
    guard let body = (implementation as? MockeryResult<(repeat each A), R>)?.body else {
      return logged(missingResult(invocation, location), key, repeat each args)
    }
    do {
      return logged(try body((repeat each args)), key, repeat each args)
    } catch {
      throw logged(thrown: error, key, R.self, repeat each args)
    }
  }

  /// Records a call of an async function; the mock's `error`, or a registered result, may throw.
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
    if MockeryKey.interceptProbe(key, arity: arity(repeat (each A).self)) { return placeholder(R.self, location) }
    let (invocation, implementation) = start(key, args: repeat each args)
    if let error { throw logged(thrown: error, key, R.self, repeat each args) }
    guard let body = (implementation as? AsyncMockeryResult<(repeat each A), R>)?.body else {
      return logged(missingResult(invocation, location), key, repeat each args)
    }
    do {
      return logged(try await body((repeat each args)), key, repeat each args)
    } catch {
      throw logged(thrown: error, key, R.self, repeat each args)
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

  /// Logs a call that returned `result`, and passes the result on.
  private func logged<each A, R>(_ result: R, _ key: String, _ args: repeat each A) -> R {
    let execution = Execution<repeat each A, R>(arguments: (repeat each args), result: result, error: nil)
    executionLog.withValue { $0[key, default: []].append(execution) }
    return result
  }

  /// Logs a call that threw `error`, and passes the error on.
  @discardableResult
  private func logged<each A, R>(thrown error: any Error, _ key: String, _: R.Type, _ args: repeat each A) -> any Error
  {
    let execution = Execution<repeat each A, R>(arguments: (repeat each args), result: nil, error: error)
    executionLog.withValue { $0[key, default: []].append(execution) }
    return error
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

/// How many arguments a Mockery function takes, so its registered result matches every call.
func arity<each A>(_ types: repeat (each A).Type) -> Int {
  var count = 0
  for _ in repeat each types { count += 1 }
  return count
}
