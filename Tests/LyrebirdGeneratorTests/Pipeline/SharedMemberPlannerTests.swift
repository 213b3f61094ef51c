import Testing

@testable import LyrebirdGenerator
@testable import LyrebirdSyntax

/// Which members a run's mocks take from their protocols' extensions for mocks.
@Suite struct SharedMemberPlannerTests {
  /// The planned entries of `source`'s types, in module `App`, by type name.
  private func plan(_ source: String, handles: Set<String>? = nil) -> [String: PreparedMock] {
    let parsed = SourceParser.parse(source, path: "Types.swift")
    let resolver = InheritanceResolver(inputs: parsed.types, support: [])
    let names = TypeNameResolver(declaredTypes: parsed.declaredTypes, module: "App")
    var entries = parsed.types.map { type in
      OutputPlan.Entry(
        mock: PreparedMock(names.qualifyingModule(resolver.resolve(type).0)), file: "Types.swift", module: "App",
        imports: [], includesHandles: handles?.contains(type.name) ?? true)
    }
    SharedMemberPlanner(resolver: resolver).plan(&entries)
    return Dictionary(uniqueKeysWithValues: entries.map { ($0.type.name, $0.mock) })
  }

  @Test func aChainSharesEachMembersOnceAndTheChildrenLeaveThemOut() {
    let mocks = plan(
      """
      protocol Animal { var legs: Int { get }; func eat() }
      protocol Bird: Animal { func sing() -> String }
      protocol Robin: Bird { func hop() }
      """)
    #expect(mocks["Animal"]?.membersInExtension == ["var legs", "func eat()() -> Void"])
    #expect(mocks["Bird"]?.membersInExtension == ["func sing()() -> String"])
    #expect(mocks["Bird"]?.membersInParentExtensions == ["var legs", "func eat()() -> Void"])
    #expect(
      mocks["Robin"]?.membersInParentExtensions == ["var legs", "func eat()() -> Void", "func sing()() -> String"])
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
    #expect(mocks["Parent"]?.membersInExtension == ["func rest()() -> Void"])
    #expect(mocks["Child"]?.membersInParentExtensions == ["func rest()() -> Void"])
    // Two parents' extensions would both offer `scan()`.
    #expect(mocks["Both"]?.membersInParentExtensions == [])
    #expect(mocks["Left"]?.membersInExtension == ["func scan()() -> Int"])
    // An isolated or generic protocol's mock neither shares nor takes.
    #expect(mocks["Screen"]?.membersInExtension == [] && mocks["Screen"]?.membersInParentExtensions == [])
    #expect(mocks["Generic"]?.membersInExtension == [])
  }

  @Test func aParentWhoseMockHasNoHandlesSharesNothing() {
    let mocks = plan(
      """
      protocol Animal { func eat() }
      protocol Bird: Animal { func sing() }
      """, handles: ["Bird"])
    #expect(mocks["Animal"]?.membersInExtension == [])
    #expect(mocks["Bird"]?.membersInParentExtensions == [])
    #expect(mocks["Bird"]?.membersInExtension == ["func sing()() -> Void"])
  }
}
