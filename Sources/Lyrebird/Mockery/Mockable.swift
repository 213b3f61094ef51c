/// Anything that records its calls in a ``Mock``: a `Mock` subclass records in itself, and a class that must
/// inherit from something else holds one as its `mock`.
///
/// ```swift
/// final class FeederMock: BirdFeeder, Mockable {
///   let mock = Mock()
///   override func refill(grams: Int) -> Bool { invoke(refill, args: (grams)) }
/// }
/// ```
/// `invoke`, `registerResult(for:)`, `executions(of:)` and Mockery's other spellings work on both.
public protocol Mockable {
  /// The mock that records this object's calls and holds its registered results.
  var mock: Mock { get }
}

extension Mockable {
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
    mock.register(MockeryResult(body: result), key: probed.key, arity: probed.arity, at: location)
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
    mock.register(AsyncMockeryResult(body: result), key: probed.key, arity: probed.arity, at: location)
  }
}
