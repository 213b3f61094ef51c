/// Recording calls from a hand-written mock's members.
extension Mockable {
  /// Records a call and returns the registered result.
  ///
  /// An unregistered non-optional result is a failure.
  public func invoke<Arguments, R>(
    _ function: (Arguments) -> R,
    args: Arguments,
    functionName: String = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> R {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let key = calledKey(of: function, functionName, at: location)
    return answerReportingErrors(key, functionName, args: args, at: location) {
      mock.missingResult($0, location, reporting: !$1)
    }
  }

  /// Records a call of a throwing function; a registered result that throws makes it throw.
  public func invoke<Arguments, R>(
    _ function: (Arguments) throws -> R,
    args: Arguments,
    functionName: String = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) throws -> R {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let key = calledKey(of: function, functionName, at: location)
    if MockeryKey.interceptProbe(key, arity: MockeryArguments.split(args).count) {
      return placeholder(R.self, location)
    }
    let (call, implementation) = mock.start(key, arguments: MockeryArguments.split(args))
    let body = (implementation as? MockeryResult<Arguments, R>)?.body
    return try mock.finish(call, key, args: args) {
      guard let body else { return mock.missingResult(call, location) }
      return try body(args)
    }
  }

  /// Records a call of an async function; a registered result that throws makes it throw.
  public func invoke<Arguments, R>(
    _ function: (Arguments) async throws -> R,
    args: Arguments,
    functionName: String = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws -> R {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let key = await calledKey(of: function, functionName, at: location)
    if MockeryKey.interceptProbe(key, arity: MockeryArguments.split(args).count) {
      return placeholder(R.self, location)
    }
    let (call, implementation) = mock.start(key, arguments: MockeryArguments.split(args))
    guard let body = (implementation as? AsyncMockeryResult<Arguments, R>)?.body else {
      return mock.finish(call, key, args: args) { mock.missingResult(call, location) }
    }
    do {
      let value = try await body(args)
      return mock.finish(call, key, args: args) { value }
    } catch {
      return try mock.finish(call, key, args: args) { throw error }
    }
  }

  /// Mockery 0.1's spelling: records a call and returns the registered result, or `default` when none is.
  public func invoke<Arguments, R>(
    _ function: (Arguments) -> R,
    args: Arguments,
    default: @autoclosure () -> R,
    functionName: String = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> R {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let key = calledKey(of: function, functionName, at: location)
    return answerReportingErrors(key, functionName, args: args, at: location) { _, _ in `default`() }
  }

  /// Mockery 0.2's spelling: records a call and returns the registered result, or `fallback` when none is.
  public func invoke<Arguments, R>(
    _ function: (Arguments) -> R,
    args: Arguments,
    fallback: @autoclosure () -> R,
    functionName: String = #function,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> R {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let key = calledKey(of: function, functionName, at: location)
    return answerReportingErrors(key, functionName, args: args, at: location) { _, _ in fallback() }
  }

  /// Records a call of a function that can't throw: a registered result that throws is reported.
  private func answerReportingErrors<Arguments, R>(
    _ key: String,
    _ functionName: String,
    args: Arguments,
    at location: SourceLocation,
    missing: (Invocation, _ afterError: Bool) -> R
  ) -> R {
    if MockeryKey.interceptProbe(key, arity: MockeryArguments.split(args).count) {
      return placeholder(R.self, location)
    }
    let (call, implementation) = mock.start(key, arguments: MockeryArguments.split(args))
    let body = (implementation as? MockeryResult<Arguments, R>)?.body
    do {
      return try mock.finish(call, key, args: args) {
        guard let body else { return missing(call, false) }
        return try body(args)
      }
    } catch {
      FailureReporter.report("\(functionName) threw \(error), but it cannot throw", at: location)
      return missing(call, true)
    }
  }
}

extension Mockable {
  /// The key of the function an `invoke` names, which Mockery records the call under.
  ///
  /// Usually the member that calls it, but a member may record another's call
  /// (`invoke(otherFunction, args:)`, then throw), and tests call `invoke` from outside the member
  /// too. The function itself is asked once per call site, by a probe; later calls there read the answer.
  fileprivate func calledKey<Arguments, R>(
    of function: (Arguments) throws -> R, _ functionName: String, at location: SourceLocation
  ) -> String {
    let named = MockeryKey.make(functionName, Arguments.self, R.self)
    guard ThreadState.currentIfCreated?.probe == nil else { return named }
    return MockeryKey.keyAtCallSite(named, location) {
      MockeryKey.probe(reporting: false, at: location, { _ = try function(placeholder(Arguments.self, location)) })?
        .key ?? named
    }
  }

  fileprivate func calledKey<Arguments, R>(
    of function: (Arguments) async throws -> R, _ functionName: String, at location: SourceLocation
  ) async -> String {
    let named = MockeryKey.make(functionName, Arguments.self, R.self)
    guard ThreadState.currentIfCreated?.probe == nil else { return named }
    if let known = MockeryKey.knownKey(named, location) { return known }
    let probed = await MockeryKey.probe(
      reporting: false, at: location, { _ = try await function(placeholder(Arguments.self, location)) })
    return MockeryKey.keyAtCallSite(named, location) { probed?.key ?? named }
  }
}

extension Mock {
  /// Records the call in the runtime and returns what was registered for it.
  func start(_ key: String, arguments: [Any]) -> (Invocation, Any?) {
    let call = __lyrebirdContext.recordClosureCall(.method(key), arguments)
    return (call.invocation, call.stubbed?.body)
  }

  /// Runs `body` for the call and logs its execution, whether it returned or threw.
  func finish<Arguments, R>(
    _ call: Invocation, _ key: String, args: Arguments, answer body: () throws -> R
  ) rethrows -> R {
    do {
      let value = try body()
      log(Execution<Arguments, R>(arguments: args, result: value, error: nil), key: key, call: call)
      return value
    } catch {
      log(Execution<Arguments, R>(arguments: args, result: nil, error: error), key: key, call: call)
      throw error
    }
  }

  /// `nil` for optional results, `()` for none; anything else was never registered and fails.
  ///
  /// `reporting: false` answers a call whose result threw, which was reported already.
  func missingResult<R>(
    _ invocation: Invocation, _ location: SourceLocation, name: String? = nil, reporting: Bool = true
  ) -> R {
    if R.self == Void.self, let void = () as? R { return void }
    if let optional = R.self as? any OptionalValue.Type, let none = optional.noneValue as? R { return none }
    if !reporting, let value = RealValues.make(R.self) { return value }
    let message =
      "No result registered for \(name ?? invocation.member.name) returning '\(R.self)'. "
      + "Register one with registerResult(for:result:)"
    FailureReporter.report(message, at: location)
    if let value = RealValues.make(R.self) { return value }
    preconditionFailure("Lyrebird: \(message)")
  }
}
