import InlineSnapshotTesting
import LyrebirdSyntax
import Testing

/// `.defaultIsolation(MainActor.self)`: a class or protocol that names no isolation is
/// `@MainActor`, so its mock says so; types that name their own isolation, and actor protocols,
/// stay as declared.
@Suite struct DefaultIsolationTests {
  static let source = """
    class Feeder { init(grams: Int) {} }
    nonisolated class Scale { func weigh() -> Int { 0 } }
    @PerchActor class Branch {}
    protocol Hopper { func refill() }
    protocol Keeper: Actor { func feed() }
    nonisolated protocol Scoop { func fill() }
    """

  @Test func typesWithoutAnIsolationOfTheirOwnBecomeMainActor() {
    let types = SourceParser.parse(Self.source, path: "Fixture.swift").types
    let isolated = types.map { $0.applyingDefaultIsolation(.mainActor).attributes.map(\.text) }
    #expect(isolated == [["@MainActor"], ["nonisolated"], ["@PerchActor"], ["@MainActor"], [], ["nonisolated"]])
    let unchanged = types.map { $0.applyingDefaultIsolation(.nonisolated).attributes.map(\.text) }
    #expect(unchanged == [[], ["nonisolated"], ["@PerchActor"], [], [], ["nonisolated"]])
  }

  @Test func theMockOfAMainActorClassIsMainActorIsolated() {
    let feeder = SourceParser.parse("class Feeder { init(grams: Int) {} }", path: "Fixture.swift").types[0]
    let mock = MockFileRenderer.renderType(PreparedMock(feeder.applyingDefaultIsolation(.mainActor)))
    assertInlineSnapshot(of: mock.split(separator: "\n").prefix(3).joined(separator: "\n"), as: .lines) {
      """
      @MainActor
      final class FeederMock: Feeder, Lyrebird.MockObject {
        nonisolated let __lyrebirdContext: Lyrebird.MockingContext
      """
    }
  }

  @Test func anExplicitlyNonisolatedClassKeepsItsMockNonisolated() {
    let scale = SourceParser.parse("nonisolated class Scale {}", path: "Fixture.swift").types[0]
    let mock = MockFileRenderer.renderType(PreparedMock(scale.applyingDefaultIsolation(.mainActor)))
    #expect(
      mock.hasPrefix("nonisolated\nfinal class ScaleMock: Scale, Lyrebird.MockObject, @unchecked Swift.Sendable {"))
  }
}
