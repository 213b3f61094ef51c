import Lyrebird

/// Matches one argument of type `T`; every Cuckoo matcher function makes one.
///
/// ```swift
/// func equal(to value: Feather) -> ParameterMatcher<Feather> {
///   ParameterMatcher { tested in tested.color == value.color }
/// }
/// ```
public struct ParameterMatcher<T>: Matchable, OptionalMatchable, @unchecked Sendable {
  /// Makes the runtime's matcher when a proxy member is called; a captor's registers itself then.
  @usableFromInline let make: () -> ArgumentMatcher

  /// Matches every argument, a non-escaping closure's too (which the mock records as a marker).
  public init() {
    self.init(making: { ArgumentMatcher.anything("any()") })
  }

  /// Matches the arguments `matchesFunction` accepts.
  ///
  /// Inlinable, so the in-place read of the argument is specialized where the test knows `T`.
  @inlinable
  public init(matchesFunction: @escaping (T) -> Bool) {
    self.init(description: "ParameterMatcher<\(T.self)>", matchesFunction)
  }

  /// A typed matcher: a typed slot reads the argument in place instead of casting it from `Any`.
  @inlinable
  init(description: String, _ predicate: @escaping (T) -> Bool) {
    let matcher = typedMatcher(description, predicate)
    make = { matcher }
  }

  init(making make: @escaping () -> ArgumentMatcher) {
    self.make = make
  }

  /// Whether `input` satisfies this matcher.
  public func matches(_ input: T) -> Bool {
    make().matches(input)
  }

  public var matcher: ParameterMatcher<T> { self }

  /// The same test for an optional argument: `nil` matches only matchers that accept anything.
  public var optionalMatcher: ParameterMatcher<T?> { ParameterMatcher<T?>(making: make) }
}

/// The runtime's matcher for one argument of a proxy member; generated proxies call it.
public func matcher<M: Matchable>(for matchable: M) -> ArgumentMatcher {
  matchable.matcher.make()
}

/// The runtime's matcher for one optional argument of a proxy member; generated proxies call it.
public func matcher<M: OptionalMatchable>(forOptional matchable: M) -> ArgumentMatcher {
  matchable.optionalMatcher.make()
}
