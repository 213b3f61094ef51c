import IssueReporting

/// Where the state of mock types' `static` and `class` members lives.
///
/// Swift Testing runs tests in parallel, and a static member has no instance to hold its stubs, so
/// by default each test gets a scope of its own: a stub or a call made in one `@Test` is invisible
/// to every other. Code outside a Swift Testing test (XCTest, whose tests run one at a time in a
/// process, and threads a test's task doesn't reach) uses ``process``.
///
/// Run code in a scope to choose it: `StaticMockScope().run { … }` isolates the cases of a
/// parameterized test from each other, and `StaticMockScope.process.run { … }` shares static stubs
/// on purpose, with every test that does the same and with code on other threads.
public final class StaticMockScope: Sendable {
  private let mocks = Locked<[ObjectIdentifier: StaticMock]>([:])

  /// A new scope with no static stubs, calls or default values.
  public init() {}

  /// The scope shared by the whole process: outside tests, under XCTest, and for sharing on purpose.
  public static let process = StaticMockScope()

  /// The scope `run` set for the current task, if any.
  @TaskLocal static var selected: StaticMockScope?

  /// The scope of each Swift Testing test, by test.
  private static let perTest = Locked<[TestContext.Testing.Test.ID: StaticMockScope]>([:])

  /// The scope static members use right now: the one `run` chose, else the current Swift Testing
  /// test's, else ``process``.
  public static var current: StaticMockScope {
    if let selected { return selected }
    guard case .swiftTesting(let testing?)? = TestContext.current else { return process }
    return perTest.withValue { scopes in
      if let existing = scopes[testing.test.id] { return existing }
      let created = StaticMockScope()
      scopes[testing.test.id] = created
      return created
    }
  }

  /// Runs `body` with this scope as the one static members use, in this task and its child tasks.
  @discardableResult
  public func run<R>(_ body: () throws -> R) rethrows -> R {
    try Self.$selected.withValue(self, operation: body)
  }

  /// Runs `body` with this scope as the one static members use, in this task and its child tasks.
  @discardableResult
  public func run<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
  ) async rethrows -> R {
    try await Self.$selected.withValue(self, operation: body, isolation: isolation)
  }

  /// The static mock for `type` in this scope, created on first use.
  func mock(for type: Any.Type) -> StaticMock {
    mocks.withValue { mocks in
      if let existing = mocks[ObjectIdentifier(type)] { return existing }
      let created = StaticMock(mockName: "\(type)")
      mocks[ObjectIdentifier(type)] = created
      return created
    }
  }
}
