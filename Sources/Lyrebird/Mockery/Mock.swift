import Foundation

/// A base class for hand-written mocks in the style of Mockery: record calls with `invoke`,
/// register results with `registerResult(for:)`, and inspect them with `executions(of:)`.
///
/// ```swift
/// final class BarometerMock: Mock, Barometer, @unchecked Sendable {
///   func pressure(city: String, hour: Int) -> Int {
///     invoke(pressure, args: (city, hour))
///   }
/// }
/// ```
/// A mock that must inherit from another class conforms to ``Mockable`` and holds a `Mock` instead.
/// Calls land in the same runtime as generated mocks, so `verifyNoMoreInteractions`, `reset` and
/// `inOrder` work with them too.
open class Mock: Mockable, MockObject, @unchecked Sendable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The runtime state behind this mock's calls, shared with generated mocks.
  public let __lyrebirdContext: MockingContext
  let executionLog = Locked<[String: [LoggedExecution]]>([:])
  private let storedError = Locked<(any Error)?>(nil)
  /// Results registered for references, by the reference's `id`, with the runtime key they answer.
  let referenceResults = Locked<[UUID: (key: String, result: Any)]>([:])

  /// The result registered for each ``MockReference``, by its `id`, until `reset` removes it.
  ///
  /// Mockery 0.7 keeps this table, and its own tests read it; calls are answered by the runtime.
  public var registeredResults: [UUID: Any] {
    referenceResults.withValue { $0 }.filter { __lyrebirdContext.isStubbed(.method($0.value.key)) }
      .mapValues(\.result)
  }

  /// An error for the mock's own code to use, as Mockery's is: for example to fail a completion handler.
  ///
  /// `invoke` never reads it; a registered result that throws makes a throwing function throw.
  public var error: (any Error)? {
    get { storedError.withValue { $0 } }
    set { storedError.withValue { $0 = newValue } }
  }

  /// A `Mock` records its own calls.
  public var mock: Mock { self }

  /// Makes a mock, as Mockery's `Mock()`; subclasses may `override init()`.
  public init() {
    __lyrebirdContext = MockingContext(mockName: "Mock")
  }

  /// Makes a mock whose failures point at the line that created it.
  ///
  /// `name` is what failures call this mock.
  public init(
    name: String?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    __lyrebirdContext = MockingContext(
      mockName: name ?? "Mock",
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Installs `result` as the answer of every call to the function keyed `key`.
  func register(_ result: Any, key: String, arity: Int, at location: SourceLocation) {
    let anyArgument = ArgumentMatcher(description: "_") { _ in true }
    let matchers = Array(repeating: anyArgument, count: arity)
    let pattern = InvocationPattern(member: .method(key), matchers: matchers)
    let stub = Stub(pattern: pattern, location: location)
    __lyrebirdContext.append([.implementation(result)], mode: nil, to: stub)
  }

  /// Logs one finished call of the function keyed `key`.
  func log(_ execution: Any, key: String, call: Invocation) {
    let entry = LoggedExecution(sequenceNumber: call.sequenceNumber, execution: execution)
    executionLog.withValue { $0[key, default: []].append(entry) }
  }

  /// The logged executions of `key` whose calls the runtime still holds: `reset` and
  /// `clearInvocations(on:)` clear both.
  func loggedExecutions<E>(of key: String, as _: E.Type) -> [E] {
    let live = Set(__lyrebirdContext.calls(to: .method(key)).map(\.invocation.sequenceNumber))
    let entries = executionLog.withValue { $0[key] ?? [] }
    return entries.filter { live.contains($0.sequenceNumber) }.compactMap { $0.execution as? E }
  }

  /// Forgets the executions of `key`, or of every function when `key` is `nil`.
  func forgetExecutions(of key: String?) {
    executionLog.withValue { log in
      if let key { log[key] = nil } else { log.removeAll() }
    }
  }
}

func placeholder<T>(_ type: T.Type, _ location: SourceLocation) -> T {
  Placeholder.makeOrTrap(T.self, for: "Probing a Mockery function", at: location)
}
