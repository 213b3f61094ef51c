import SwiftParser
import SwiftSyntax
import Testing

@testable import LyrebirdSyntax

/// Syntax errors in the `#if` clauses that the compiler skips unparsed are not reported.
///
/// The compiler doesn't report them; every other syntax error still is. The clauses are inside a
/// protocol, the part of a file the generator parses.
@Suite struct UnparsedClausesTests {
  /// Text no Swift parser accepts.
  static let garbage = "  var value: Int { borrow { x } mutate { &x } } ]]"

  /// Each block, in a protocol, and whether the compiler reports its error.
  @Test(arguments: [
    ("#if compiler(>=99)\n\(garbage)\n#endif", false),
    ("#if compiler(<5)\n\(garbage)\n#endif", false),
    ("#if !compiler(>=5)\n\(garbage)\n#endif", false),
    ("#if compiler(>=99) && SomeFlag\n\(garbage)\n#endif", false),
    ("#if SomeFlag && (compiler(>=99))\n\(garbage)\n#endif", false),
    ("#if swift(>=3.0)\nfunc kept()\n#else\n\(garbage)\n#endif", false),
    ("#if swift(>=99)\n\(garbage)\n#elseif os(Linux)\nfunc kept()\n#endif", false),
    ("#if os(Linux)\n#if compiler(>=99)\n\(garbage)\n#endif\n#endif", false),
    ("#if compiler(>=99)\n\(garbage)\n#elseif compiler(>=98)\n\(garbage)\n#else\nfunc kept()\n#endif", false),
    // The compiler parses these: their conditions aren't only version checks.
    ("#if os(Linux)\n\(garbage)\n#endif", true),
    ("#if compiler(>=99) || os(Linux)\n\(garbage)\n#endif", true),
    ("#if DEBUG\n#else\n\(garbage)\n#endif", true),
    // Swift 4 mode's language version is 4.1.50, so this `#else` is active in that mode.
    ("#if swift(>=5.0)\nfunc kept()\n#else\n\(garbage)\n#endif", true),
    // When DEBUG is set, the `#elseif` isn't evaluated and the compiler parses it.
    ("#if DEBUG\nfunc kept()\n#elseif compiler(>=99)\n\(garbage)\n#endif", true),
    // An active version check is parsed.
    ("#if compiler(>=5)\n\(garbage)\n#endif", true),
  ])
  func errorsAreReportedOnlyWhereTheCompilerParses(block: String, reported: Bool) throws {
    let parsed = SourceParser.parse("protocol Bird {\n  func fly()\n\(block)\n}\n", path: "Bird.swift")
    if reported {
      let error = try #require(parsed.diagnostics.first)
      #expect(error.severity == .error)
      #expect(error.description.hasPrefix("Bird.swift:"))
      #expect(parsed.types.isEmpty)
    } else {
      #expect(parsed.diagnostics.isEmpty)
      #expect(parsed.types.map(\.name) == ["Bird"])
    }
  }

  @Test func anErrorOutsideTheSkippedClauseIsStillReported() throws {
    let parsed = SourceParser.parse(
      "protocol Broken {\n#if compiler(>=99)\n\(Self.garbage)\n#endif\n  func fly(\n}\n", path: "Broken.swift")
    #expect(parsed.diagnostics.count == 1)
    let error = try #require(parsed.diagnostics.first)
    #expect(error.description.hasPrefix("Broken.swift:5:"))
  }

  @Test func aSkippedClauseOfMembersKeepsItsConditionAndLosesItsMembers() throws {
    let parsed = SourceParser.parse(
      """
      protocol Box {
        func open()
      #if compiler(>=99)
        var value: Int { borrow { x } mutate { &x } }
      #else
        var value: Int { get }
      #endif
      }
      """, path: "Box.swift")
    #expect(parsed.diagnostics.isEmpty)
    let box = try #require(parsed.types.first)
    #expect(box.members.count == 2)
    guard case .conditional(let clauses) = box.members.last else {
      Issue.record("expected the #if block, got \(box.members)")
      return
    }
    #expect(clauses.map(\.condition) == ["compiler(>=99)", nil])
    #expect(clauses.map(\.items.count) == [0, 1])
  }

  @Test func aSkippedClauseThatParsesIsKept() throws {
    let parsed = SourceParser.parse(
      "protocol Box {\n#if compiler(>=99)\n  func new()\n#endif\n#if compiler(>=99)\n\(Self.garbage)\n#endif\n}\n",
      path: "Box.swift")
    #expect(parsed.diagnostics.isEmpty)
    let box = try #require(parsed.types.first)
    let clauses = box.members.compactMap { item -> [ConditionalClause]? in
      guard case .conditional(let clauses) = item else { return nil }
      return clauses
    }
    #expect(clauses.map { $0.map(\.items.count) } == [[1], [0]])
  }

  @Test func theMacroLeavesOutMembersTheCompilerDoesntParse() throws {
    let tree = Parser.parse(
      source: "protocol Box {\n  func open()\n#if compiler(>=99)\n\(Self.garbage)\n#endif\n}\n")
    let declaration = try #require(tree.statements.first?.item.as(ProtocolDeclSyntax.self))
    let box = try #require(SourceParser.parse(declaration).types.first)
    guard case .conditional(let clauses) = box.members.last else {
      Issue.record("expected the #if block, got \(box.members)")
      return
    }
    #expect(box.members.count == 2)
    #expect(clauses.map(\.items.count) == [0])
  }

  @Test func theCompilersOwnClauseIsFoundForEachVersionCheck() {
    let source = """
      #if compiler(>=6.3)
      struct A {}
      #endif
      #if compiler(>=6.4)
      struct B {}
      #endif
      #if compiler(>=6.3.1)
      struct C {}
      #endif
      #if swift(>=6.4)
      struct D {}
      #endif
      #if swift(<4)
      struct E {}
      #endif
      #if swift(>=4.2)
      struct F {}
      #endif
      """
    let tree = Parser.parse(source: source)
    let unparsed = UnparsedClauses(tree, versions: BuildVersions(compilerFrom: [6, 3], compilerBelow: [6, 4]))
    let names = tree.statements.compactMap { statement -> String? in
      guard let block = statement.item.as(IfConfigDeclSyntax.self), let clause = block.clauses.first,
        unparsed.clauses.contains(clause.id)
      else { return nil }
      return clause.condition?.trimmedDescription
    }
    // 6.3.1 may or may not be this 6.3 compiler; Swift 4 mode's 4.1.50 is below 4.2.
    #expect(names == ["compiler(>=6.4)", "swift(>=6.4)", "swift(<4)"])
  }

  @Test(
    arguments: [
      ("compiler(>=6.3)", true), ("compiler(>=6.4)", false), ("compiler(>=6.3.1)", nil), ("compiler(<6)", false),
      ("compiler(<6.4)", true), ("swift(>=3.0)", true), ("swift(>=5)", nil), ("swift(<7)", true),
      ("swift(>=6.4)", false), ("os(Linux)", nil), ("true", true), ("compiler(>=6.4) && os(Linux)", false),
      ("compiler(>=6.4) || os(Linux)", nil), ("compiler(>=6.3) || os(Linux)", true), ("!(compiler(>=6.4))", true),
      ("compiler(>=6.4) && A || compiler(>=6.3)", true), ("compiler(>=banana)", nil), ("_compiler_version(\"5\")", nil),
    ] as [(String, Bool?)])
  func conditionsAreEvaluatedForEveryBuildTheyMayMeet(condition: String, expected: Bool?) throws {
    let tree = Parser.parse(source: "#if \(condition)\n#endif\n")
    let block = try #require(tree.statements.first?.item.as(IfConfigDeclSyntax.self))
    let expression = try #require(block.clauses.first?.condition)
    let versions = BuildVersions(compilerFrom: [6, 3], compilerBelow: [6, 4])
    #expect(versions.evaluate(VersionCheck(expression)) == expected)
  }

  @Test(arguments: [
    ("compiler(>=6) && A", true), ("A && swift(>=5)", true), ("compiler(>=6) || A", false),
    ("compiler(>=6) || swift(<5)", true), ("!compiler(>=6)", true), ("(swift(>=5))", true), ("A", false),
    ("canImport(A)", false), ("A || B && compiler(>=6)", false), ("compiler(>=6) && A || swift(>=5)", true),
  ])
  func onlyVersionChecksLetAClauseGoUnparsed(condition: String, allows: Bool) throws {
    let tree = Parser.parse(source: "#if \(condition)\n#endif\n")
    let block = try #require(tree.statements.first?.item.as(IfConfigDeclSyntax.self))
    let expression = try #require(block.clauses.first?.condition)
    #expect(VersionCheck(expression).allowsSyntaxErrors == allows)
  }

  @Test(arguments: [("6.4", [6, 4]), ("5.9.1", [5, 9, 1]), ("6", [6])] as [(String, [Int])])
  func versionsAreReadAsNumbers(text: String, expected: [Int]) {
    #expect(BuildVersions.version(text[...]) == expected)
  }

  @Test(arguments: ["", "6.", "six", "6.-1", "1.2.3.4.5.6"])
  func anythingElseIsNoVersion(text: String) {
    #expect(BuildVersions.version(text[...]) == nil)
  }

  @Test func theGeneratorsOwnCompilerIsItsVersion() throws {
    let versions = BuildVersions.current
    let tree = Parser.parse(source: "#if compiler(>=6)\n#endif\n#if compiler(>=99)\n#endif\n")
    let conditions = tree.statements.compactMap { $0.item.as(IfConfigDeclSyntax.self)?.clauses.first?.condition }
    #expect(conditions.map { versions.evaluate(VersionCheck($0)) } == [true, false])
  }
}
