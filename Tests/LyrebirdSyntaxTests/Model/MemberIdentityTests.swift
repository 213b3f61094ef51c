import Testing

@testable import LyrebirdSyntax

/// `MemberIdentity` replaces the `identity` string when resolving inheritance, so the two must
/// agree on which members are the same requirement.
@Suite struct MemberIdentityTests {
  @Test func agreesWithTheIdentityString() throws {
    let parsed = SourceParser.parse(
      """
      protocol A {
        func fly()
        func fly() -> Void
        func fly() -> Int
        func fly(to: Int)
        func fly(_ to: Int)
        func fly(to: Int...)
        func fly(to: [Int])
        static func fly(to: Int)
        func fly<T>(to: T)
        func fly<T: Hashable>(to: T)
        func fly<U>(to: U)
        func fly(to: Int) async throws
        var fly: Int { get }
        static var fly: Int { get }
        var name: String { get }
        var name: Int { get set }
        subscript(index: Int) -> String { get }
        subscript(index: Int) -> Int { get }
        subscript(index: Int) -> String { get set }
        init(name: String)
        init(name: Int)
        init(name: String) throws
      }
      """, path: "A.swift")
    let members = try #require(parsed.types.first).members.flattenedMembers
    #expect(members.count == 22)
    var sameIdentityPairs = 0
    for left in members {
      for right in members {
        let sameString = left.identity == right.identity
        #expect(
          (MemberIdentity(left) == MemberIdentity(right)) == sameString,
          "\(left.identity) vs \(right.identity)")
        if sameString {
          #expect(MemberIdentity(left).hashValue == MemberIdentity(right).hashValue)
          if left != right { sameIdentityPairs += 1 }
        }
      }
    }
    // Both ways: `fly()`/`fly() -> Void`, the two `name`s, the `String` subscripts and the
    // `init(name: String)`s. `fly(to:)` and `fly(to:) async throws` differ: Swift overloads by `async`.
    #expect(sameIdentityPairs == 8)
  }

  /// Overloads that differ only in their parameters' types (a visitor's `visit(_:)`) hash apart,
  /// so resolving a class with hundreds of them stays linear.
  @Test func overloadsByParameterTypeHashApart() throws {
    let overloads = (0..<200).map { "  func visit(_ node: Node\($0)) -> Int" }.joined(separator: "\n")
    let parsed = SourceParser.parse("protocol Visitor {\n\(overloads)\n}\n", path: "Visitor.swift")
    let members = try #require(parsed.types.first).members.flattenedMembers
    #expect(members.count == 200)
    #expect(Set(members.map { MemberIdentity($0).hashValue }).count == 200)
  }

  /// Requirements Swift reads as one (a re-declaration) or as overloads, named one pair at a time.
  @Test(arguments: [
    ("func fly()", "func fly() -> Void", true),
    ("var name: String { get }", "var name: Int { get set }", true),
    ("subscript(index: Int) -> String { get }", "subscript(index: Int) -> String { get set }", true),
    ("init(name: String)", "init(name: String) throws", true),
    ("func fly() -> Int", "func fly()", false),
    ("func fly(to: Int)", "func fly(_ to: Int)", false),
    ("func fly(to: Int)", "func fly(to: Int...)", false),
    ("func fly(to: Int)", "static func fly(to: Int)", false),
    ("func fly(to: Int)", "func fly(to: Int) async throws", false),
    ("func fly<T>(to: T)", "func fly<U>(to: U)", false),
    ("var fly: Int { get }", "static var fly: Int { get }", false),
    ("subscript(index: Int) -> String { get }", "subscript(index: Int) -> Int { get }", false),
  ])
  func twoRequirementsAreTheSameOnlyWhenSwiftReadsThemAsOne(left: String, right: String, same: Bool) throws {
    let parsed = SourceParser.parse("protocol A {\n  \(left)\n  \(right)\n}", path: "A.swift")
    let members = try #require(parsed.types.first).members.flattenedMembers
    try #require(members.count == 2)
    #expect((MemberIdentity(members[0]) == MemberIdentity(members[1])) == same)
    #expect((members[0].identity == members[1].identity) == same)
  }
}
