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
}
