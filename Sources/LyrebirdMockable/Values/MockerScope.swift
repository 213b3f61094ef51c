/// One part of a mock's state, so a reset can clear the stubs, the actions or the recorded calls alone.
public enum MockerScope: CaseIterable, Hashable, Sendable {
  /// The return values and errors stubbed with `given`.
  case given
  /// The side effects registered with `when`.
  case when
  /// The calls recorded for `verify`.
  case verify
}

extension Set where Element == MockerScope {
  /// Every scope, for a reset that clears the whole mock.
  public static var all: Set<MockerScope> { Set(MockerScope.allCases) }
}
