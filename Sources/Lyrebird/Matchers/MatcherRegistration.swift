/// Hands a matcher to the member call that receives the returned placeholder.
///
/// Every matcher function ends here: it records the matcher for this thread and returns a value of
/// the parameter's type that is safe to pass along but is never read.
@usableFromInline
func register<T>(_ matcher: ArgumentMatcher, as type: T.Type, at location: SourceLocation) -> T {
  ThreadState.current.pendingMatchers.append(matcher)
  return Placeholder.makeOrTrap(T.self, for: "Using the matcher \(matcher)", at: location)
}

/// Builds a typed matcher from a predicate over `T`, which typed slots call on the argument in place.
///
/// Inlinable so the cast back to `T` is specialized in the test module, where `T` is known.
/// `package`, so a dialect's matchers (`LyrebirdCuckoo`'s) cost what Lyrebird's own do.
@inlinable
package func typedMatcher<T>(_ description: String, _ predicate: @escaping (T) -> Bool) -> ArgumentMatcher {
  ArgumentMatcher(
    description: description,
    matches: { argument in
      guard let value = argument as? T else { return false }
      return predicate(value)
    }, inPlace: .over(predicate))
}
