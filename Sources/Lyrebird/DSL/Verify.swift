/// Starts verifying calls to a mocked member, for example `verify(bird.fly()).wasCalled()`.
public func verify<D, S, R>(
  _ handle: MemberHandle<D, S, R>,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> VerificationManager<D, S, R> {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  for failure in handle.chainFailures { FailureReporter.report(failure, at: location) }
  return VerificationManager(target: handle.target, location: location)
}

/// Mockingbird's spelling for a helper that verifies at its caller's location:
/// `verify(bird.fly(), file: file, line: line)`, with the `file` and `line` the helper was given.
public func verify<D, S, R>(
  _ handle: MemberHandle<D, S, R>, file: StaticString = #file, line: UInt
) -> VerificationManager<D, S, R> {
  // Mockingbird's `file` is whatever the helper's caller passed: it serves as both spellings.
  let given = file
  return verify(handle, fileID: given, filePath: given, line: line, column: 1)
}

/// Mockingbird's spelling for a helper that verifies a property access at its caller's location.
@_disfavoredOverload
public func verify<R>(
  _ expression: @autoclosure () throws -> R, file: StaticString = #file, line: UInt
) -> VerificationManager<PropertyGetterDeclaration, () -> R, R> {
  let given = file
  return verify(try expression(), fileID: given, filePath: given, line: line, column: 1)
}

/// Verifies a property access, for example `verify(bird.name).wasCalled()` or `verify(bird.name = any())`.
@_disfavoredOverload
public func verify<R>(
  _ expression: @autoclosure () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> VerificationManager<PropertyGetterDeclaration, () -> R, R> {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let captured = CapturedInvocation.capturing(at: location, expression)
  return VerificationManager(
    target: captured.map { StubTarget(context: $0.context, pattern: $0.pattern) }, location: location)
}

/// Checks how often a member was called.
public struct VerificationManager<Declaration, Signature, ReturnType>: @unchecked Sendable {
  let target: StubTarget?
  let location: SourceLocation

  /// Picks the overload that returns `type` when members differ only by return type.
  public func returning(_ type: ReturnType.Type = ReturnType.self) -> Self { self }

  /// Checks the member was called exactly `times` times (by default once, as in Mockingbird).
  public func wasCalled(_ times: Int = once) {
    wasCalled(exactly(times))
  }

  /// Checks the member was called a number of times that `count` accepts.
  public func wasCalled(_ count: CountMatcher) {
    guard let target else { return }
    if let deferred = ThreadState.currentIfCreated?.deferredVerification {
      deferred.add { VerificationManager(target: target, location: location).wasCalled(count) }
      return
    }
    let matchedCount: Int
    if target.pattern.hasCaptors {
      let matched = target.context.invocations(matching: target.pattern)
      target.context.markVerified(matched)
      for invocation in matched { target.pattern.notifyCaptors(invocation) }
      matchedCount = matched.count
    } else {
      // Counting needs no invocations: typed calls are matched where they are stored.
      matchedCount = target.context.verifyMatches(target.pattern)
    }
    if let ordered = ThreadState.currentIfCreated?.orderedVerification {
      ordered.add(OrderedVerificationCollector.Entry(target: target, count: count, location: location))
      return
    }
    guard !count.matches(matchedCount) else { return }
    FailureReporter.report(
      "Expected \(count) of \(target.description), but received \(matchedCount).\n"
        + target.context.invocationLog(for: target.pattern.member),
      at: location)
  }

  /// Checks the member was never called.
  public func wasNeverCalled() {
    wasCalled(never)
  }
}

/// Fails when a mock received calls that no `verify` has checked (Cuckoo's check).
public func verifyNoMoreInteractions(
  _ mocks: any MockObject...,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  for mock in mocks {
    let context = mock.__lyrebirdContext
    let unverified = context.unverifiedInvocations()
    guard !unverified.isEmpty else { continue }
    let lines = unverified.map { "  \(context.mockName).\($0.rendered)" }
    FailureReporter.report(
      "Expected no more interactions with \(context.mockName), but \(unverified.count) "
        + "call\(unverified.count == 1 ? " was" : "s were") not verified:\n" + lines.joined(separator: "\n"),
      at: location)
  }
}
