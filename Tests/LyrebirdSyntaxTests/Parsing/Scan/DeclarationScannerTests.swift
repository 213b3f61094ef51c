import Foundation
import Testing

@testable import LyrebirdSyntax

/// The byte scan must agree with the syntax tree on every file it lets skip SwiftParser.
@Suite struct DeclarationScannerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var source: String
    var needsTree: Bool
    var declaresOpenClass = false
    var testDescription: String { source.debugDescription }
  }

  @Test(arguments: [
    Case(source: "let x = 1\nfunc f() {}\n", needsTree: false),
    Case(source: "protocol P {}", needsTree: true),
    Case(source: "public protocol P: AnyObject { func f() }", needsTree: true),
    Case(source: "let kind = x.protocol\nstruct S {}", needsTree: false),
    Case(source: "// protocol P {}\nlet s = \"protocol Q {}\"\n", needsTree: false),
    Case(source: "struct Token: ~Copyable {}", needsTree: true),
    Case(source: "enum Choice<T: ~Copyable>: Equatable where T: ~Copyable {}", needsTree: false),
    Case(source: "@available(*, unavailable)\nextension Box: Sendable {}", needsTree: false),
    Case(source: "struct Token: ~Copyable /* why */ {}", needsTree: true),
    Case(source: "@available(*, unavailable)\nextension Box: Array<Int> {}", needsTree: true),
    Case(source: "@available(*, unavailable)\nextension Box\n  : Sendable {}", needsTree: true),
    Case(source: "enum `Type` {}", needsTree: true),
    Case(source: "struct S { case `default`; func `init`() {} }", needsTree: false),
    Case(source: "struct S { var `protocol`: Int }\nprotocol P {}", needsTree: true),
    Case(source: "class Base {}", needsTree: false, declaresOpenClass: true),
    Case(source: "final class Sealed {}\npublic final class Other {}", needsTree: false),
    Case(source: "enum E { class func f() {} }", needsTree: false),
    Case(source: "struct S { final class Inner {}; class Open {} }", needsTree: false, declaresOpenClass: true),
    Case(source: "func f() { let y = ~x; class Local {} }", needsTree: false),
    Case(
      source: "func f() { let s = \"}\"; /* } */ // }\n }\nclass Open {}", needsTree: false, declaresOpenClass: true),
    Case(source: "func f() {\n#if DEBUG\nprint(\"{\")\n#endif\n}\nstruct S {}", needsTree: false),
    Case(source: "var v: Int { get { 1 } }\nprotocol P {}", needsTree: true),
    Case(source: "typealias Both = A\n  & B\n", needsTree: true),
    Case(source: "typealias Pair = (Int, Int)\ntypealias Handler = (Int) -> Void\n", needsTree: false),
    Case(source: "typealias Handlers = Box<(Int) -> Void>\n", needsTree: true),
  ])
  func filesThatNeedTheParser(_ test: Case) {
    let scan = DeclarationScanner.scan(test.source)
    #expect(scan.needsTree == test.needsTree)
    #expect(scan.declaresOpenClass == test.declaresOpenClass)
  }

  @Test func nestedTypesAreNamedWithTheirEnclosingTypes() {
    let source = """
      import struct Foundation.URL
      struct Outer<T> where T: Equatable {
        enum Event { case a(Int), b }
        var computed: Int { struct Hidden {}; return 1 }
        #if os(Linux)
        final class Sealed {}
        #endif
      }
      extension Outer.Event { typealias Code = Int }
      extension Array where Element == Int { struct Chunk {} }
      actor Worker { struct Ignored {} }
      typealias Both = First & Second.Third
      func helper() { struct Local {} }
      """
    let scan = DeclarationScanner.scan(source)
    #expect(!scan.needsTree)
    #expect(
      scan.declaredTypes == [
        "Outer", "Outer.Event", "Outer.Sealed", "Outer.Event.Code", "Array.Chunk", "Worker", "Both",
      ])
    #expect(
      scan.compositions == [
        TypeComposition(name: "Outer.Event.Code", components: [InheritedType(named: "Int")]),
        TypeComposition(
          name: "Both", components: [InheritedType(named: "First"), InheritedType(named: "Second.Third")]),
      ])
    #expect(scan.finalClasses.map(\.name) == ["Outer.Sealed"])
    #expect(assertAgreesWithTheTree(source, path: "Nested.swift"))
  }

  @Test(arguments: [
    "typealias Name = Other", "typealias Name = Outer.Inner", "typealias Name = Array<Int>",
    "typealias Name = Dictionary<String, Int>", "typealias Name = A & B & C", "typealias Name = Int?",
    "typealias Name = [Int]", "typealias Name = Outer.Type", "typealias Name<T> = Array<T>",
    "typealias Name = Other // a comment", "typealias Name = Cache<String, [UInt8]> & Other",
    "typealias Name = Outer.Cache<Dictionary<String, Int>>", "typealias Name = Outer<Int>.Inner",
  ])
  func typeAliasesAgreeWithTheTree(_ source: String) {
    #expect(assertAgreesWithTheTree(source, path: "Alias.swift"))
  }

  /// Values the scan settles without the parser: tuples, parenthesized and function types over
  /// several lines, existentials, and names whose generic arguments hold members or brackets.
  @Test(arguments: [
    "typealias Pair = (key: Key, value: Value)", "typealias Paren = (Base)", "typealias Failure = any Error",
    "typealias Failure = any Swift.Error", "typealias View = some Sequence",
    "typealias Row = (\n  name: String,\n  count: Int\n)\nstruct After {}",
    "typealias Handler = @Sendable (\n  Int,\n  String\n) async throws -> Void\nenum After {}",
    "typealias Callback = @convention(c) (\n  Int32\n) -> Void",
    "typealias Index = Set<Feature>.Index", "typealias Routes = OrderedDictionary<OpenAPI.Path, Item>",
    "typealias Deep = Foo<A>.Bar<B.C, [D: E]>", "typealias Boxed = Box<(AnyObject, AnyObject)>",
    "typealias Pointer = Buffer<Syntax?>", "typealias Numbers = Publishers.Sequence<[Int], Never>",
    "typealias Both = Cache & Box<[Int]> & Outer.Item<A.B>",
    "typealias Pair = (Int, Int)\ntypealias Handler = (Int) -> Void\n",
  ])
  func typeAliasesTheScanSettles(_ source: String) {
    #expect(!DeclarationScanner.scan(source).needsTree)
    #expect(assertAgreesWithTheTree(source, path: "Alias.swift"))
  }

  @Test(arguments: [
    "typealias Producer = NIOProducer<\n  Element,\n  Strategy\n>", "typealias Row = (\n  name: String // why\n)",
    "typealias Row = (\n  name: String,", "typealias Handler = (Int) -> Void & Sendable",
    "typealias Mapped = Box<(Int) -> Void>",
  ])
  func typeAliasesTheScanLeavesToTheParser(_ source: String) {
    #expect(DeclarationScanner.scan(source).needsTree)
  }

  @Test(arguments: [
    "enum Choice<T: ~Copyable>: Equatable where T: ~Copyable {}",
    "struct Pair<A, B>: Sendable where A == B {}\nstruct Plain: P { func f<T: ~Copyable>(_: T) {} }",
    "@available(*, unavailable)\nextension Box: Sendable {}\n@available(*, unavailable) extension Other: @unchecked Sendable {}",
    "@available(iOS, unavailable)\nextension Box: Hashable, Swift.Sendable where T: Sendable {}",
    "@available(*, unavailable)\nvar legacy: Int { 1 }\nextension Box: Sendable {}\n@available(*, unavailable) typealias Old = Int\nextension Other: Sendable {}",
    "@available(*, unavailable)\nextension Box where T: Equatable {}",
    "enum E { case `default`, `class` }\nextension E { struct Inner { let `var` = 1 } }",
  ])
  func copyableGenericsUnavailableSendablesAndEscapedNamesAgreeWithTheTree(_ source: String) {
    #expect(assertAgreesWithTheTree(source, path: "Facts.swift"))
  }

  @Test func finalClassWarningsMatchTheCollectorsAndOnlyProtocolRunsLeaveThemOut() {
    let source = "import Foundation\n\n  final class Sealed {}\n"
    let scanned = SourceParser.parse(source, path: "Sealed.swift")
    #expect(
      scanned.diagnostics.map(\.description) == [
        "Sealed.swift:3:15: warning: 'Sealed' is final, so it can't be mocked; mock a protocol it conforms to instead"
      ])
    #expect(SourceParser.parse(source, path: "Sealed.swift", classes: .skipped).diagnostics.isEmpty)
    #expect(assertAgreesWithTheTree(source, path: "Sealed.swift"))
  }

  @Test func onlyProtocolRunsScanFilesWhoseCandidatesAreClasses() {
    let source = "open class Base { func f() {} }\n"
    let skipped = SourceParser.parse(source, path: "Base.swift", classes: .skipped)
    #expect(skipped.types.isEmpty && skipped.skipsClasses && skipped.declaredTypes == ["Base"])
    let parents = SourceParser.parse(source, path: "Base.swift", classes: .parents)
    #expect(parents.types.map(\.name) == ["Base"] && !parents.skipsClasses)
  }

  /// Every Swift file under `LYREBIRD_SCAN_CORPUS` (for example the unpacked package mirror of
  /// `Benchmarks/real-code.sh`): where the scan skips the parser, its facts equal the tree's.
  @Test(.enabled(if: ScanCorpus.root != nil))
  func theScanAgreesWithTheTreeOnACorpus() throws {
    var skipped = 0
    var total = 0
    try ScanCorpus.forEachFile { path, source in
      total += 1
      if assertAgreesWithTheTree(source, path: path) { skipped += 1 }
    }
    print("scanned \(total) files; \(skipped) need no syntax tree")
    #expect(skipped > 0, "no file of the corpus was settled by the scan")
  }

  /// Compares a scanned file with the tree's model; returns whether it could: `false` when the
  /// scan leaves the file to the parser or the tree has errors, so callers expect `true`.
  private func assertAgreesWithTheTree(
    _ source: String, path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let scan = DeclarationScanner.scan(source)
    guard !scan.needsTree else { return false }
    let tree = SourceParser.parseTree(source, path: path)
    guard !tree.hasErrors else { return false }
    // With an open class the file is only scanned when classes are skipped.
    let scanned = SourceParser.parse(source, path: path, classes: scan.declaresOpenClass ? .skipped : .mocked)
    if scan.declaresOpenClass {
      #expect(tree.types.allSatisfy { $0.kind == .classType }, "\(path)", sourceLocation: sourceLocation)
    } else {
      #expect(tree.types.isEmpty, "\(path)", sourceLocation: sourceLocation)
      #expect(scanned.diagnostics == tree.diagnostics, "\(path)", sourceLocation: sourceLocation)
    }
    #expect(scanned.declaredTypes == tree.declaredTypes, "\(path)", sourceLocation: sourceLocation)
    #expect(scanned.compositions == tree.compositions, "\(path)", sourceLocation: sourceLocation)
    #expect(tree.noncopyableTypes.isEmpty, "\(path)", sourceLocation: sourceLocation)
    #expect(scanned.sendableUnavailable == tree.sendableUnavailable, "\(path)", sourceLocation: sourceLocation)
    return true
  }
}
