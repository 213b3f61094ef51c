import Lyrebird
import Testing

/// Placeholder closures that return nothing can be called: a hand-written mock's code may call its
/// completion handler while `registerResult(for:)` probes it.
@Suite struct CallablePlaceholderTests {
  @Test func aPlaceholderCompletionHandlerDoesNothingWhenCalled() throws {
    let completion = try Placeholder.make(((Bool, String) -> Void).self).get()
    completion(true, "seed")
    let throwing = try Placeholder.make(((Int) throws -> Void).self).get()
    try throwing(1)
    let pair = try Placeholder.make((Int, (Int) -> Void).self).get()
    pair.1(pair.0)
  }

  /// An `@isolated(any)` closure's context holds its isolation, read when the value is converted.
  @Test func anIsolatedAnyClosureHasAContextWithNoIsolation() throws {
    let work = try Placeholder.make((@isolated(any) @Sendable () async -> Int).self).get()
    #expect(work.isolation == nil)
    let nested = try Placeholder.make((Int, (@isolated(any) @Sendable () async -> Void)?).self).get()
    #expect(nested.0 == 0)
    let passed: (@isolated(any) @Sendable () async -> Int)? = work
    #expect(passed?.isolation == nil)
  }
}
