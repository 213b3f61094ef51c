import Testing

@testable import LyrebirdSyntax

/// Record properties of overloads that differ only in their parameter types share a name and are
/// numbered in order, skipping any name another member already has.
@Suite struct RecordNamesTests {
  @Test(arguments: [
    (
      "protocol V {\n  func visit(_ a: A) -> Kind\n  func visit(_ b: B) -> Kind\n  func visit(_ c: C) -> Kind\n}",
      ["_visitKind", "_visitKind2", "_visitKind3"]
    ),
    (
      "protocol V {\n  var visitKind2: Int { get }\n  func visit(_ a: A) -> Kind\n  func visit(_ b: B) -> Kind\n"
        + "  func visit(_ c: C) -> Kind\n}",
      ["_visitKind2", "_visitKind", "_visitKind3", "_visitKind4"]
    ),
    (
      "protocol V {\n  func visit(_ a: A) -> Kind\n  func visit(_ b: B) -> Kind\n  var visitKind2: Int { get }\n}",
      ["_visitKind", "_visitKind2", "_visitKind22"]
    ),
  ])
  func overloadsAreNumberedInOrder(_ source: String, _ expected: [String]) throws {
    let type = try #require(SourceParser.parse(source, path: "V.swift").types.first)
    let members = type.members.flattenedMembers
    let names = RecordNames(members)
    #expect(members.compactMap { names.name(for: $0, identity: $0.identity) } == expected)
  }
}
