import Foundation
import Lyrebird
import LyrebirdFixtures
import Testing

/// Partial mocks through the generated `forwarding:` closures, which the runtime hands only the
/// targets that are the mocked type.
@Suite struct ForwardingTests {
  @Test func aTargetOfAnotherTypeIsSkippedForAnOlderOneThatIsABird() async throws {
    let bird = mock(Bird.self)
    bird.forwardCalls(to: Robin(name: "robin"))
    bird.forwardCalls(to: "not a bird")
    #expect(bird.name == "robin")
    #expect(bird.chirp(volume: 2))
    #expect(try await bird.sing(song: "la", times: 2) == "lala")
    bird.name = "changed"
    verify(bird.setName("changed")).wasCalled()
  }

  @Test func theNewestTargetAnswers() {
    let bird = mock(Bird.self)
    bird.forwardCalls(to: Robin(name: "older"))
    bird.forwardCalls(to: Robin(name: "newer"))
    #expect(bird.name == "newer")
  }

  @Test func aGenericMethodForwardsThroughItsMemberForm() {
    let bird = mock(Bird.self)
    bird.forwardCalls(to: Robin(name: "robin"))
    let length: Int = bird.getMessage()
    #expect(length == 5)
  }

  @Test func aTargetAnsweringNilIsTheAnswerNotAFallThrough() {
    let catalog = mock(Catalog.self)
    catalog.forwardCalls(to: Shelf(title: "older"))
    catalog.forwardCalls(to: Shelf(title: nil))
    #expect(catalog.title() == nil)
    verify(catalog.title()).wasCalled()
  }
}

/// A real bird whose answers differ from a mock's defaults.
private final class Robin: Bird {
  var name: String
  init(name: String) { self.name = name }
  var canFly: Bool { true }
  func fly() {}
  func fly(to location: Location) {}
  func chirp(volume: Int) -> Bool { volume > 1 }
  func chirp() throws -> Bool { true }
  func eat(_ fruit: Fruit) {}
  func sing(song: String, times: Int) async throws -> String { String(repeating: song, count: times) }
  func getMessage<T>() -> T {
    guard let length = name.count as? T else { preconditionFailure("only Int is asked for") }
    return length
  }
  func getMessage() -> String { "tweet" }
  func getMessage() -> Data { Data() }
}

/// A real catalog with a title that may be missing.
private struct Shelf: Catalog {
  let shelfTitle: String?
  init(title: String?) { shelfTitle = title }
  func title() -> String? { shelfTitle }
  func parent() -> (any Catalog)? { nil }
  func data() -> Data { Data() }
  func date() -> Date { Date(timeIntervalSince1970: 0) }
  func identifier() -> UUID { UUID() }
  func price() -> Decimal { 0 }
  func tags() -> [String] { [] }
  func counts() -> [String: Int] { [:] }
  func unique() -> Set<Int> { [] }
  func rating() -> Double { 0 }
  func name() -> String { "shelf" }
  func pair() -> (Int, String) { (0, "") }
}
