import Lyrebird

/// Collects the arguments of the calls a verification matched.
///
/// ```swift
/// let captor = ArgumentCaptor<Int>()
/// verify(mock, times(3)).count.set(captor.capture())
/// captor.allValues  // [10, 20, 30]
/// ```
public final class ArgumentCaptor<T>: @unchecked Sendable {
  private let captor = Lyrebird.ArgumentCaptor<T>()

  /// Makes a captor that has captured nothing yet.
  public init() {}

  /// A matcher that accepts any argument and captures it when a verification matches the call.
  public func capture() -> ParameterMatcher<T> {
    ParameterMatcher(making: { [captor] in Lyrebird.evaluatedArgument(captor.any()) })
  }

  /// The last captured argument, or `nil` before any.
  public var value: T? { captor.value }

  /// Every captured argument, oldest first.
  public var allValues: [T] { captor.allValues }
}
