import Testing

@testable import LyrebirdGenerator
@testable import LyrebirdSyntax

/// Which members a run's mocks take from their protocols' extensions for mocks.
@Suite struct SharedMemberPlannerTests {
  /// What the plan gave each of `source`'s mocks, in module `App`, by type name: the names of the
  /// members in its protocol's extension, and of those it leaves to its parents'.
  private func plan(
    _ source: String, handles: Set<String>? = nil
  ) -> [String: (own: Set<String>, parents: Set<String>)] {
    let parsed = SourceParser.parse(source, path: "Types.swift")
    let resolver = InheritanceResolver(inputs: parsed.types, support: [])
    let names = TypeNameResolver(declaredTypes: parsed.declaredTypes, module: "App")
    var entries = parsed.types.map { type in
      OutputPlan.Entry(
        mock: PreparedMock(names.qualifyingModule(resolver.resolve(type).0)), file: "Types.swift", module: "App",
        imports: [], includesHandles: handles?.contains(type.name) ?? true)
    }
    SharedMemberPlanner(resolver: resolver).plan(&entries)
    return Dictionary(
      uniqueKeysWithValues: entries.map { entry in
        let members = entry.type.members.flattenedMembers
        func names(_ locations: Set<SourceLocationSpec>) -> Set<String> {
          Set(members.filter { locations.contains($0.location) }.compactMap(SharedMembers.name(of:)))
        }
        return (entry.type.name, (names(entry.mock.membersInExtension), names(entry.mock.membersInParentExtensions)))
      })
  }

  @Test func aChainSharesEachMembersOnceAndTheChildrenLeaveThemOut() {
    let mocks = plan(
      """
      protocol Animal { var legs: Int { get }; func eat() }
      protocol Bird: Animal { func sing() -> String }
      protocol Robin: Bird { func hop() }
      """)
    #expect(mocks["Animal"]?.own == ["legs", "eat"])
    #expect(mocks["Bird"]?.own == ["sing"])
    #expect(mocks["Bird"]?.parents == ["legs", "eat"])
    #expect(mocks["Robin"]?.own == [])
    #expect(
      mocks["Robin"]?.parents == ["legs", "eat", "sing"])
  }

  @Test func membersThatAMockNamesOrRendersItsOwnWayStayInEveryMock() {
    let mocks = plan(
      """
      protocol Parent { func fly(to: Int); func copy() -> Self; func rest(); static func make() -> Int }
      protocol Child: Parent { func fly(from: Int) }
      protocol Left { func scan() -> Int }
      protocol Right { func scan() -> Int }
      protocol Both: Left, Right {}
      @MainActor protocol Screen: Parent { func show() }
      protocol Generic { associatedtype Item; func take(_ item: Item) }
      """)
    // `fly(to:)` is an overload in Child's mock; `copy()` names Self; statics stay in the mock.
    #expect(mocks["Parent"]?.own == ["rest"])
    #expect(mocks["Child"]?.parents == ["rest"])
    // Two parents' extensions would both offer `scan()`, so no mock takes it from an extension,
    // and Left's mock keeps it.
    #expect(mocks["Both"]?.parents == [])
    #expect(mocks["Left"]?.own == [])
    // An isolated or generic protocol's mock neither shares nor takes.
    #expect(mocks["Screen"]?.own == [] && mocks["Screen"]?.parents == [])
    #expect(mocks["Generic"]?.own == [])
  }

  @Test func aParentWhoseMockHasNoHandlesSharesNothing() {
    let mocks = plan(
      """
      protocol Animal { func eat() }
      protocol Bird: Animal { func sing() }
      """, handles: ["Bird"])
    #expect(mocks["Animal"]?.own == [])
    #expect(mocks["Bird"]?.parents == [])
    // No mock below Bird's takes its members: they stay in its mock.
    #expect(mocks["Bird"]?.own == [])
  }
}
