import LyrebirdSyntax
import Testing

/// The prepare stage: every pass runs once, in order, and the shapes read what it leaves.
@Suite struct PreparedMockTests {
  private func parsed(_ source: String) throws -> (type: MockableType, noncopyable: Set<String>) {
    let file = SourceParser.parse(source, path: "Fixture.swift")
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    return (try #require(file.types.last), Set(file.noncopyableTypes))
  }

  @Test func aFixedAssociatedTypeBecomesATypeAliasAndLeavesTheGenerics() throws {
    let (type, _) = try parsed(
      """
      protocol Roost where Perch == Int {
        associatedtype Perch
        associatedtype Egg
        func lay(on perch: Perch) -> Egg
      }
      """)
    let mock = PreparedMock(type)
    #expect(mock.fixedAssociatedTypes.map { "\($0.name) = \($0.type)" } == ["Perch = Int"])
    #expect(mock.type.associatedTypes.map(\.name) == ["Egg"])
    #expect(mock.type.requirements.isEmpty)
  }

  @Test func aMethodGenericThatShadowsAnAssociatedTypeIsRenamed() throws {
    let (type, _) = try parsed(
      """
      protocol Crate {
        associatedtype Seed
        func hold<Seed>(_ seed: Seed)
      }
      """)
    let mock = PreparedMock(type)
    guard case .method(let method) = mock.type.members.flattenedMembers.first else {
      Issue.record("expected a method")
      return
    }
    #expect(method.genericParameters.map(\.name) == ["Seed_"])
    #expect(method.parameters.map(\.type) == ["Seed_"])
  }

  @Test func noncopyableArgumentsAreMarkedBeforeTheModuleQualifiesTheirNames() throws {
    let (type, noncopyable) = try parsed(
      """
      struct Ticket: ~Copyable {}
      protocol Gate {
        func admit(_ ticket: borrowing Ticket)
      }
      """)
    var storageSeenByQualification: [Parameter.Storage] = []
    let mock = PreparedMock(type, noncopyableTypes: noncopyable) { type in
      storageSeenByQualification = Self.storage(of: type)
      return type
    }
    #expect(noncopyable == ["Ticket"])
    #expect(storageSeenByQualification == [.noncopyable])
    #expect(Self.storage(of: mock.type) == [.noncopyable])
    #expect(Self.storage(of: PreparedMock(type).type) == [.value])
  }

  private static func storage(of type: MockableType) -> [Parameter.Storage] {
    type.members.flattenedMembers.flatMap { member -> [Parameter.Storage] in
      guard case .method(let method) = member else { return [] }
      return method.parameters.map(\.storage)
    }
  }

  @Test func preparingTwiceGivesTheSameMock() throws {
    let (type, noncopyable) = try parsed(
      """
      protocol Roost where Perch == [Egg] {
        associatedtype Perch
        associatedtype Egg
        func lay<Egg>(_ egg: Egg) -> Self.Perch
      }
      """)
    #expect(PreparedMock(type, noncopyableTypes: noncopyable) == PreparedMock(type, noncopyableTypes: noncopyable))
  }
}
