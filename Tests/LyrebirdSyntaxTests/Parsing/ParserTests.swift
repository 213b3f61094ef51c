import Testing

@testable import LyrebirdSyntax

@Suite struct ParserTests {
  @Test func protocolMembersBecomeTheModel() throws {
    let parsed = SourceParser.parse(
      """
      import Foundation
      public protocol Bird: Animal, AnyObject {
        var name: String { get set }
        func chirp(volume: Int) async throws -> Bool
        func preen(_ feathers: inout [Feather], using tool: @escaping () -> Void)
      }
      """, path: "Bird.swift")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.imports == [ImportSpec(module: "Foundation")])
    let bird = try #require(parsed.types.first)
    #expect(bird.name == "Bird")
    #expect(bird.access == .public)
    #expect(bird.inheritedTypes.map(\.text) == ["Animal", "AnyObject"])
    let members = bird.members.flattenedMembers
    #expect(members.count == 3)
    guard case .property(let name) = members[0], case .method(let chirp) = members[1],
      case .method(let preen) = members[2]
    else {
      Issue.record("unexpected members \(members)")
      return
    }
    #expect(name.hasSetter && name.type == "String")
    #expect(chirp.selector == "chirp(volume:)")
    #expect(chirp.effects == Effects(isAsync: true, throwing: .throwing))
    #expect(chirp.returnType == "Bool")
    #expect(preen.parameters.map(\.ownership) == [.inout, .none])
    #expect(preen.parameters.map(\.label) == [nil, "using"])
    #expect(preen.parameters[1].storage == .value)
    #expect(preen.parameters[1].typeAttributes == [TypeAttribute(.escaping, "@escaping")])
  }

  @Test func whereSelfConformancesAreParents() throws {
    let parsed = SourceParser.parse(
      "protocol Pruning where Self: Plant & Sendable, Self.ID == Int { associatedtype ID }", path: "Pruning.swift")
    let pruning = try #require(parsed.types.first)
    #expect(pruning.inheritedTypes.map(\.text) == ["Plant", "Sendable"])
    #expect(pruning.requirements.map(\.text) == ["Self.ID == Int"])
  }

  @Test func syntaxErrorsAreReportedWithTheirPosition() throws {
    let parsed = SourceParser.parse("protocol Broken {\n  func fly(\n}\n", path: "Broken.swift")
    let error = try #require(parsed.diagnostics.first)
    #expect(error.severity == .error)
    #expect(error.description.hasPrefix("Broken.swift:2:"))
    #expect(parsed.types.isEmpty)
  }

  @Test func finalClassesAndMembersAreSkippedWithAWarning() {
    let parsed = SourceParser.parse(
      """
      final class Sealed {}
      class Tree {
        final func root() {}
        private func secret() {}
        func shake() {}
      }
      """, path: "Tree.swift")
    #expect(parsed.types.map(\.name) == ["Tree"])
    #expect(
      parsed.diagnostics.map(\.description) == [
        "Tree.swift:1:13: warning: 'Sealed' is final, so it can't be mocked; mock a protocol it conforms to instead",
        "Tree.swift:3:14: warning: 'root' is final, so TreeMock can't override it",
        "Tree.swift:4:16: warning: 'secret' is private, so TreeMock can't override it",
      ])
  }

}

@Suite struct MockableAttributeTests {
  @Test(arguments: ["@Mockable", "@Mocked", "@Mocked(compilationCondition: .debug)"])
  func protocolsWithTheMacroAreLeftToIt(attribute: String) {
    let parsed = SourceParser.parse("\(attribute)\nprotocol A { func a() }\nprotocol B { func b() }\n", path: "A.swift")
    #expect(parsed.types.map(\.name) == ["B"])
    #expect(parsed.diagnostics.isEmpty)
  }
}
