import Foundation
import Testing

@testable import LyrebirdGenerator
@testable import LyrebirdSyntax

/// The generator renders an inherited member once and reuses the text in every mock that
/// inherits it.
///
/// Reuse must never change a mock: each one must read exactly as if rendered alone.
@Suite struct SharedRenderingTests {
  static let sources = [
    // Overloads that only exist in the child rename the parent's record property there.
    "Overloads.swift": """
    protocol Parent {
      func fly(to: Int)
      func message() -> String
      var name: String { get }
    }
    protocol Child: Parent {
      func fly(from: Int)
      func message() -> Int
      func name(for id: Int) -> String
    }
    protocol Grandchild: Child {
      func land()
    }
    """,
    // `Self` in a parent's member means something different in each mock.
    "Copies.swift": """
    protocol Copyable2 {
      func copy() -> Self
      func merge(with other: Int) -> Int
    }
    protocol Document: Copyable2 {
      var title: String { get set }
    }
    """,
    // Subclasses share their superclass's members and those members' slot assignments, written
    // once in each designated initializer.
    "Classes.swift": """
    open class Engine {
      public init() {}
      public init(power: Int) {}
      open func start() -> Bool { true }
      open var speed: Int = 0
    }
    open class Turbo: Engine {
      open func boost(by amount: Int) {}
    }
    open class Diesel: Engine {
      open func glow() {}
    }
    """,
    "Access.swift": """
    public protocol Base {
      func reset()
    }
    protocol Derived: Base {
      func start()
    }
    @MainActor protocol Screen: Base {
      func show()
    }
    """,
  ]

  @Test func everyMockReadsAsIfRenderedAlone() throws {
    try withTemporaryDirectory { directory in
      let files = try Self.sources.keys.sorted().map { try directory.write($0, Self.sources[$0] ?? "") }
      let output = directory.url("Mocks.swift")
      let report = try Generator(
        options: GeneratorOptions(
          modules: [GeneratorOptions.Module(name: "App", files: files)], output: .file(output))
      ).run()
      #expect(!report.hasErrors)
      let generated = try String(contentsOfFile: output, encoding: .utf8)

      let parsed = try files.map { SourceParser.parse(try String(contentsOfFile: $0, encoding: .utf8), path: $0) }
      let types = parsed.flatMap(\.types)
      let resolver = InheritanceResolver(inputs: types, support: [])
      let names = TypeNameResolver(declaredTypes: parsed.flatMap(\.declaredTypes), module: "App")
      #expect(types.count == 11)
      // Alone, each mock leaves to the protocols' extensions what the run's planner gave them.
      var entries = types.map { type in
        OutputPlan.Entry(
          mock: PreparedMock(names.qualifyingModule(resolver.resolve(type).0)), file: "", module: "App", imports: [],
          includesHandles: true)
      }
      SharedMemberPlanner(resolver: resolver).plan(&entries)
      #expect(entries.contains { !$0.mock.membersInExtension.isEmpty })
      for entry in entries {
        let alone = MockFileRenderer.renderType(entry.mock)
        #expect(generated.contains(alone + "\n"), "\(entry.type.mockName) differs from its rendering alone")
      }
    }
  }

  @Test func onlyMembersThatMoreThanOneMockRendersAreKept() {
    let source = (Self.sources["Overloads.swift"] ?? "") + "\nprotocol Lonely {\n  func wait()\n}\n"
    let types = SourceParser.parse(source, path: "Overloads.swift").types
    let resolver = InheritanceResolver(inputs: types, support: [])
    let cache = RenderCache(for: types.map { resolver.resolve($0).0 })
    #expect(cache.shares("Parent") && cache.shares("Child"))
    #expect(!cache.shares("Grandchild") && !cache.shares("Lonely"))
    // Without the run's types, every member is kept.
    #expect(RenderCache().shares("Lonely"))
  }

  @Test func recordNamesFollowTheMockTheyAreIn() throws {
    try withTemporaryDirectory { directory in
      let file = try directory.write("Overloads.swift", Self.sources["Overloads.swift"] ?? "")
      let output = directory.url("Mocks.swift")
      _ = try Generator(
        options: GeneratorOptions(
          modules: [GeneratorOptions.Module(name: "App", files: [file])], output: .file(output))
      ).run()
      let generated = try String(contentsOfFile: output, encoding: .utf8)
      let parent = try #require(generated.range(of: "final class ParentMock"))
      let child = try #require(generated.range(of: "final class ChildMock"))
      let parentText = generated[parent.lowerBound...]
      let childText = generated[child.lowerBound..<parent.lowerBound]
      #expect(parentText.contains("var _fly: ") && !parentText.contains("var _flyTo: "))
      #expect(childText.contains("var _flyTo: ") && childText.contains("var _flyFrom: "))
      #expect(childText.contains("var _messageString: ") && childText.contains("var _messageInt: "))
    }
  }

  @Test func recordNamesUseTheReturnTypeAsWrittenNotItsModuleQualification() throws {
    try withTemporaryDirectory { directory in
      let file = try directory.write(
        "Letters.swift",
        """
        struct Letter {}
        protocol Mailbox {
          func next() -> Letter
          func next() -> [Letter]
          func next() -> Int
        }

        """)
      let output = directory.url("Mocks.swift")
      _ = try Generator(
        options: GeneratorOptions(
          modules: [GeneratorOptions.Module(name: "App", files: [file])], output: .file(output))
      ).run()
      let generated = try String(contentsOfFile: output, encoding: .utf8)
      // `Letter` is written `App.Letter` in the mock; its records are still named for `Letter`.
      #expect(generated.contains("-> App.Letter"))
      let records = generated.split(separator: "\n").compactMap { line in
        line.firstRange(of: "var _next").map { String(line[$0.upperBound...].prefix { $0 != ":" }) }
      }
      #expect(records == ["Letter", "Letter2", "Int"])
    }
  }

  @Test func aTypeNestedInAnExtensionOfAnotherModulesTypeDoesNotMakeThatTypeTheModules() throws {
    try withTemporaryDirectory { directory in
      let keys = try directory.write("Keys.swift", "extension String {\n  struct Key {}\n}\nstruct Token {}\n")
      let file = try directory.write("Store.swift", "protocol Store {\n  func value(for key: String) -> Token\n}\n")
      let output = directory.url("Mocks.swift")
      _ = try Generator(
        options: GeneratorOptions(
          modules: [GeneratorOptions.Module(name: "App", files: [keys, file])], output: .file(output))
      ).run()
      let generated = try String(contentsOfFile: output, encoding: .utf8)
      #expect(generated.contains("func value(for key: String) -> App.Token {"))
      #expect(!generated.contains("App.String"))
    }
  }
}
