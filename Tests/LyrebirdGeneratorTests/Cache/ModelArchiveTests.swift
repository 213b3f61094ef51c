import Foundation
import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// The cache stores parsed models in ``ModelArchive``'s binary form; reading one back must give
/// exactly the model the parser made.
@Suite struct ModelArchiveTests {
  /// Every fixture the end-to-end tests mock, plus the starter pack: each model feature appears.
  static func fixtures() throws -> [ParsedFile] {
    let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    return try names.sorted().map { name in
      let path = directory.appendingPathComponent(name).path
      return SourceParser.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
    }
  }

  @Test func everyFixtureRoundTrips() throws {
    let files = try Self.fixtures()
    #expect(files.count >= 9)
    #expect(files.flatMap(\.types).count > 30)
    for file in files {
      #expect(try ModelArchive.decode(ModelArchive.encode(file)) == file, "\(file.path)")
    }
  }

  @Test func resolvedModelsRoundTrip() throws {
    // Origins, built-in members and warnings only appear after resolution.
    let types = try Self.fixtures().flatMap(\.types)
    let resolver = InheritanceResolver(inputs: types, support: [])
    var file = ParsedFile(path: "Resolved.swift", types: types.map { resolver.resolve($0).0 })
    file.diagnostics =
      types.flatMap { resolver.resolve($0).1 } + [
        DiagnosticSpec(.error, "é 🐦", at: SourceLocationSpec(file: "x", line: 1, column: 2))
      ]
    file.noncopyableTypes = ["Token"]
    file.skipsClasses = true
    let members = file.types.flatMap(\.members.flattenedMembers)
    #expect(
      members.contains {
        if case .method(let method) = $0 { method.builtIn != nil && method.origin != nil } else { false }
      })
    #expect(try ModelArchive.decode(ModelArchive.encode(file)) == file)
  }

  @Test func typeFactsRoundTrip() throws {
    // The fixtures have no labelled closure types, parenthesized existentials or `Self.` sides.
    let source = """
      protocol Cache<Value>: Parent<Int>, Sendable where Self.Value == Self.Key {
        associatedtype Value
        associatedtype Key
        func put(_ value: any (Equatable & Sendable), _ done: @escaping (_ ok: Bool) -> Void) -> Token<Int>
      }
      typealias Both = Cache<Int> & Sendable
      """
    let file = SourceParser.parse(source, path: "Cache.swift")
    let parameters = file.types.flatMap(\.members.flattenedMembers).flatMap { member -> [Parameter] in
      if case .method(let method) = member { method.parameters } else { [] }
    }
    #expect(parameters.map(\.shape.existentialConstraint) == ["Equatable & Sendable", nil])
    #expect(parameters.map(\.shape.unlabeledSpelling) == [nil, "(Bool) -> Void"])
    #expect(file.types.first?.inheritedTypes.first?.arguments == ["Int"])
    #expect(file.compositions.first?.components.first?.name == "Cache")
    #expect(
      file.types.first?.requirements == [
        .sameType("Self.Value", "Self.Key", leftSelfPath: "Value", rightSelfPath: "Key", rightNames: ["Self"])
      ])
    #expect(try ModelArchive.decode(ModelArchive.encode(file)) == file)
  }

  @Test func docAnnotationsRoundTrip() throws {
    let source = "/// @mockable(history: load = true)\nprotocol Loader { func load() }\n"
    let file = DocAnnotationReader.reading(SourceParser.parse(source, path: "Loader.swift"), source: source)
    #expect(file.types.first?.docAnnotations == ["@mockable(history: load = true)"])
    #expect(try ModelArchive.decode(ModelArchive.encode(file)) == file)
  }

  /// The archive writes fields by hand: a field added to a model must be added there too.
  @Test func archiveCoversEveryField() {
    let expected: [(Any, Int)] = [
      (ParsedFile(path: ""), 9),
      (MockableType(name: "", kind: .protocolType), 20),
      (TypeAliasSpec(name: "", type: ""), 3),
      (Method(name: ""), 18),
      (Property(name: "", type: ""), 13),
      (Subscript(parameters: [], returnType: ""), 11),
      (Initializer(), 11),
      (Parameter(label: nil, name: "", type: ""), 10),
      (TypeShape(), 8),
      (InheritedType(named: ""), 3),
      (TypeComposition(name: "", components: []), 2),
      (Effects(), 2),
      (GenericParameter(name: ""), 3),
      (SourceLocationSpec(), 3),
      (DiagnosticSpec(.note, "", at: SourceLocationSpec()), 3),
      (ConditionalClause(condition: nil, items: []), 2),
      (ImportSpec(module: ""), 2),
      (AttributeSpec(.other, ""), 2),
      (TypeAttribute(.other, ""), 2),
    ]
    for (value, count) in expected {
      #expect(Mirror(reflecting: value).children.count == count, "\(type(of: value)) changed; update ModelArchive")
    }
  }

  @Test func truncatedOrCorruptArchivesAreRejected() throws {
    let file = try #require(try Self.fixtures().first)
    let bytes = ModelArchive.encode(file)
    for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 50)) {
      #expect(throws: BinaryArchiveError.self) { try ModelArchive.decode(Array(bytes.prefix(length))) }
    }
    #expect(throws: BinaryArchiveError.self) { try ModelArchive.decode(bytes + [0]) }
  }
}
