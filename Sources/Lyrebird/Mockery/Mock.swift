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
/// A mock that must inherit from another class can hold a `Mock` as its `recorder` and call it instead.
/// Calls land in the same runtime as generated mocks, so `verifyNoMoreInteractions`, `reset` and
/// `inOrder` work with them too.
open class Mock: MockObject, @unchecked Sendable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The runtime state behind this mock's calls, shared with generated mocks.
  public let __lyrebirdContext: MockingContext
  let executionLog = Locked<[String: [Any]]>([:])
  private let thrownError = Locked<(any Error)?>(nil)

  /// An error that every throwing or async `invoke` throws while it is set, before any registered result.
  ///
  /// Mockery's way to make a throwing function fail; a result closure that throws does the same per function.
  public var error: (any Error)? {
    get { thrownError.withValue { $0 } }
    set { thrownError.withValue { $0 = newValue } }
  }

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

  /// Makes `function` answer with `result`, which receives the call's arguments as one tuple.
  ///
  /// `{ _ in 123 }` ignores them; `{ arg1, arg2 in … }` takes them apart, as with any tuple.
  public func registerResult<Arguments, R>(
    for function: (Arguments) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    result: @escaping (Arguments) throws -> R
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let probed = MockeryKey.probe(at: location, { _ = try function(placeholder(Arguments.self, location)) })
    else { return }
    register(MockeryResult(body: result), for: probed, at: location)
  }

  /// Makes the async `function` answer with `result`, which receives the call's arguments as one tuple.
  public func registerResult<Arguments, R>(
    for function: (Arguments) async throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    result: @escaping (Arguments) async throws -> R
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard
      let probed = await MockeryKey.probe(
        at: location, { _ = try await function(placeholder(Arguments.self, location)) })
    else { return }
    register(AsyncMockeryResult(body: result), for: probed, at: location)
  }

  private func register(_ result: Any, for function: MockeryProbe.Function, at location: SourceLocation) {
    let anyArgument = ArgumentMatcher(description: "_") { _ in true }
    let matchers = Array(repeating: anyArgument, count: function.arity)
    let pattern = InvocationPattern(member: .method(function.key), matchers: matchers)
    let stub = Stub(pattern: pattern, location: location)
    __lyrebirdContext.append([.implementation(result)], mode: nil, to: stub)
  }
}

func placeholder<T>(_ type: T.Type, _ location: SourceLocation) -> T {
  Placeholder.makeOrTrap(T.self, for: "Probing a Mockery function", at: location)
}
