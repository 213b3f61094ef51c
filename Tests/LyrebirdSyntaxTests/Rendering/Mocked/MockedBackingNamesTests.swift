import Testing

@testable import LyrebirdSyntax

/// swift-mocking's words for types and its overload names, which tests written for it spell out.
@Suite struct MockedBackingNamesTests {
  @Test(arguments: [
    ("[String: Int]", "DictionaryOfStringToInt"),
    ("Dictionary<String, Int>", "DictionaryOfStringToInt"),
    ("[Int]", "ArrayOfInt"),
    ("Int?", "OptionalInt"),
    ("Result<Int, Error>", "ResultOfIntError"),
    ("(Int, String)", "TupleOfIntString"),
    ("() -> Void", "Closure"),
    ("(Int) -> String", "ClosureWithIntReturningString"),
    ("any Codable & Sendable", "AnyCodableSendable"),
    ("Int.Type", "IntType"),
    ("Swift.Int", "SwiftInt"),
  ])
  func typeWords(type: String, words: String) {
    #expect(MockedNameWords.words(ofTypeText: type) == words)
  }

  @Test func overloadsAddWordsUntilTheyDiffer() throws {
    let parsed = SourceParser.parse(
      """
      protocol A {
        func fetch(id: Int) -> String
        func fetch(id: String) -> String
        func fetch(for user: String)
        func fetch(_ value: Int) async throws
        func load() -> Int
        func load() async -> Int
        func save(_ item: inout Int)
        func clear()
        var count: Int { get }
      }
      """, path: "A.swift")
    let members = try #require(parsed.types.first).members.flattenedMembers
    let names = MockedBackingNames(members, chosen: [:])
    #expect(
      members.compactMap { names.name(for: $0) } == [
        "_fetchIdIntReturningString", "_fetchIdStringReturningString", "_fetchForUser", "_fetch_Value",
        "_loadReturningInt", "_loadReturningIntAsync", "_save", "_clear", "_count",
      ])
  }

  @Test func aChosenNameLeavesTheComparisonAndAClashGetsANumber() throws {
    let parsed = SourceParser.parse(
      """
      protocol A {
        func fetch(id: Int)
        func fetch(id: String)
        func fetchIdInt()
      }
      """, path: "A.swift")
    let members = try #require(parsed.types.first).members.flattenedMembers
    let chosen = MockedBackingNames(members, chosen: ["fetch(id:)": "byNumber"])
    #expect(members.compactMap { chosen.name(for: $0) } == ["_byNumber", "_byNumber2", "_fetchIdInt"])
    let computed = MockedBackingNames(members, chosen: [:])
    #expect(members.compactMap { computed.name(for: $0) } == ["_fetchIdInt", "_fetchIdString", "_fetchIdInt2"])
  }

  @Test func theSameRequirementInTwoBranchesKeepsOneName() throws {
    let parsed = SourceParser.parse(
      """
      protocol A {
        #if os(Linux)
          func fetch() -> Int
        #else
          func fetch() -> Int
          func fetch(id: Int) -> Int
        #endif
      }
      """, path: "A.swift")
    let members = try #require(parsed.types.first).members.flattenedMembers
    let names = MockedBackingNames(members, chosen: [:])
    #expect(members.compactMap { names.name(for: $0) } == ["_fetchReturningInt", "_fetchReturningInt", "_fetchId"])
  }
}
