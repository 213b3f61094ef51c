import Foundation

/// Tells whether a `rethrows` member's closures threw while its stub ran.
///
/// A mock of a `rethrows` member may throw only when a closure it was given threw: the caller
/// then knows the call can throw. Any other error would escape a call the compiler checked as
/// non-throwing, so it is reported instead.
public final class RethrowTracker: @unchecked Sendable {
  private let lock = NSLock()
  private var threw = false

  init() {}

  var closureThrew: Bool { lock.withLock { threw } }

  /// `closure`, noting when it throws.
  public func tracking<each A, R>(
    _ closure: @escaping (repeat each A) throws -> R
  ) -> (repeat each A) throws -> R {
    { (arguments: repeat each A) throws -> R in
      do {
        return try closure(repeat each arguments)
      } catch {
        self.lock.withLock { self.threw = true }
        throw error
      }
    }
  }
}

/// Runs the stub of a `rethrows` member, rethrowing only errors after one of its closures threw.
///
/// Another error (`willThrow`, or a stub that throws its own) is reported at the mock's creation
/// and the call returns a default value, as for a member that can't throw.
public func rethrowing<R>(in context: MockingContext, _ body: (RethrowTracker) throws -> R) rethrows -> R {
  let tracker = RethrowTracker()
  do {
    return try body(tracker)
  } catch {
    if tracker.closureThrew { return try rethrow(error) }
    return context.cannotRethrow(error, returning: R.self)
  }
}

private func rethrow<R>(_ error: any Error) throws -> R { throw error }

extension MockingContext {
  /// A stub of a `rethrows` member threw an error none of its closures threw.
  func cannotRethrow<R>(_ error: any Error, returning: R.Type) -> R {
    let failure =
      "\(mockName) was stubbed to throw \(error) from a 'rethrows' member, which can only rethrow "
      + "the errors of its closures"
    report(failure, at: location)
    return replacementValue(after: failure)
  }
}
