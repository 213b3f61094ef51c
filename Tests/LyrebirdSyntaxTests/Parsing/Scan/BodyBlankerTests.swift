import Foundation
import SwiftParser
import Testing

@testable import LyrebirdSyntax

/// A file parsed with its function bodies emptied must give the model its whole text gives, with
/// every location on the same line and column.
@Suite struct BodyBlankerTests {
  @Test func aBodyKeepsItsLinesAndItsClosingBracesColumn() throws {
    let source = "class A {\n  func f() -> Int {\n    let x = \"}\"\n    return x.count\n  }\n  var y = 1\n}\n"
    let blanked = try #require(Self.blanked(source))
    #expect(blanked == "class A {\n  func f() -> Int {\n\n\n  }\n  var y = 1\n}\n")
  }

  @Test func aBodyOnOneLineKeepsTheColumnsAfterIt() throws {
    let body = " self.x = [1, 2] "
    let blanked = try #require(Self.blanked("init() {\(body)}; var z: Int\n"))
    #expect(blanked == "init() {\(String(repeating: " ", count: body.utf8.count))}; var z: Int\n")
  }

  @Test func accessorsKeepTheirNamesAndEffectsAndLoseTheirBodies() throws {
    let source = """
      class A {
        var x: Int {
          @inlinable get async throws { 1 }
          set(value) { print(value) }
        }
        var y: Int { x + 1 }
        lazy var z: [Int] = { make(2) }()
        lazy var v: [Int] = { [1, 2] }()
        subscript(i: Int) -> Int { _read { yield i } _modify { var j = i; yield &j } }
        var w = 0 { didSet { print(w) } }
      }

      """
    let blanked = try #require(Self.blanked(source))
    #expect(
      blanked == """
        class A {
          var x: Int {
            @inlinable get async throws {   }
            set(value) {              }
          }
          var y: Int {       }
          lazy var z: [Int] = {         }()
          lazy var v: [Int] = { [1, 2] }()
          subscript(i: Int) -> Int { _read {         } _modify {                     } }
          var w = 0 { didSet {          } }
        }

        """)
  }

  @Test func aPropertyInAProtocolOrWithoutBracesIsKept() {
    #expect(Self.blanked("protocol P { var x: Int { get set }\n subscript(i: Int) -> Int { get } }\n") == nil)
    #expect(Self.blanked("let x = 1\nclass C {}\nactor A { var y = 2 }\n") == nil)
  }

  @Test func aFileThatOnlyFailsWithEmptiedBodiesIsParsedAsWritten() throws {
    // The byte scan doesn't read regular expressions, so it pairs the brace inside one.
    let source = "class K {\n  func f() { _ = /\\{/ }\n  func g() {}\n}\n"
    try #require(!Parser.parse(source: source).hasError)
    let blanked = try #require(Self.blanked(source))
    try #require(Parser.parse(source: blanked).hasError)
    let parsed = SourceParser.parseTree(source, path: "K.swift")
    #expect(parsed == Self.wholeTree(source, path: "K.swift"))
    #expect(parsed.types.first?.members.count == 2)
  }

  @Test func aFileWithoutBodiesOrWithAnUnclosedBodyIsParsedAsWritten() {
    #expect(Self.blanked("protocol P { func f() }\nvar x: Int { [1].count }\n") == nil)
    #expect(Self.blanked("func f() {\n  if x {\n}\n") == nil)
  }

  @Test(arguments: [
    "class A {\n  func f() {\n    print(\"{\")\n  }\n  open var y: Int { 1 }\n}\n",
    "open class Base {\r\n  public init(x: Int) {\r\n    self.x = x\r\n  }\r\n  open func run() async throws {}\r\n}\r\n",
    "class C {\n  func f() { let s = #\"}\"#; /* } */ // }\n  }\n  func g(_ h: () -> Void = { }) {}\n}\n",
    "class Ünïcödé {\n  func f() {\n    let café = \"☕️\"; print(café)\n  }\n  func ç(_ x: Int) -> Int { x }\n}\n",
    "class D {\n  func f() {\n    let m = \"\"\"\n      }\n      \"\"\"\n  }\n  deinit { print(\"\\(x)}\") }\n  var z = 1\n}\n",
    "class E { func a() {} ; func b() {}\n  subscript(i: Int) -> Int { get { i } set {} } }\n",
    "struct S { func f() { class Inner { func g() {} } } }\nopen class F { open func h() { }\n}\n",
    "class L {\n  var a: Int {\n  #if DEBUG\n    get { 1 }\n  #else\n    get { 2 }\n  #endif\n  }\n  var b: Int { get { 1 } set {} }\n}\n",
    "open class M {\n  open var c: String { switch 1 { case 1: \"a\" default: \"b\" } }\n  var d: Int { mutating get { 1 } }\n}\n",
    "class H {\n  func f() { g(#\"\"\"#) }\n  func g() { h(#\"\"\"\n  }\n  \"\"\"#) }\n  func i() {}\n}\n",
    // Raw strings with interpolated raw strings, and a typed-throws getter.
    ##"class J {\##n  func f() { g(#"a \#(h.map { #"\#($0)"# }) "#) }\##n  func k() {}\##n}\##n"##,
    "class N {\n  var e: Int { get throws(E) { 1 } }\n  var g = 1\n}\n",
  ])
  func theModelIsTheWholeTextsModel(_ source: String) throws {
    // The emptied text must be what parseTree reads: a source it can't empty, or whose emptied text
    // doesn't parse, would be compared with itself.
    let blanked = try #require(Self.blanked(source))
    #expect(blanked != source)
    #expect(!Parser.parse(source: blanked).hasError)
    #expect(SourceParser.parseTree(source, path: "File.swift") == Self.wholeTree(source, path: "File.swift"))
  }

  @Test func anErrorAfterABodyIsReportedWhereItIsWritten() throws {
    let parsed = SourceParser.parseTree(
      "class G {\n  func f() {\n    g()\n  }\n  func broken( {}\n}\n", path: "G.swift")
    let error = try #require(parsed.diagnostics.first)
    #expect(error.severity == .error && error.description.hasPrefix("G.swift:5:"))
  }

  /// Every Swift file under `LYREBIRD_SCAN_CORPUS` that a run parses whole: emptied bodies change
  /// no model.
  @Test(.enabled(if: ScanCorpus.root != nil))
  func theModelIsTheWholeTextsModelOnACorpus() throws {
    var blanked = 0
    try ScanCorpus.forEachFile { path, source in
      let scan = DeclarationScanner.scan(source)
      guard scan.needsTree || scan.declaresOpenClass, let text = Self.blanked(source) else { return }
      // A file that doesn't parse as written has no reference model.
      guard !Parser.parse(source: source).hasError else { return }
      blanked += 1
      // A pairing the byte scan gets wrong costs a second parse: rare, or the emptying is no gain.
      if Parser.parse(source: text).hasError {
        Issue.record("\(path): parses only as written")
      }
      #expect(SourceParser.parseTree(source, path: path) == Self.wholeTree(source, path: path), "\(path)")
    }
    print("\(blanked) files parsed with emptied bodies")
    #expect(blanked > 0, "no file of the corpus had a body to empty")
  }

  private static func blanked(_ source: String) -> String? {
    var source = source
    return source.withUTF8(BodyBlanker.blanked).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The model of `source` parsed as written, as ``SourceParser/parseTree(_:path:reportsClasses:)`` makes it.
  private static func wholeTree(_ source: String, path: String) -> ParsedFile {
    let tree = Parser.parse(source: source)
    // The reference is the model of the text as written, which must parse: a fallback to
    // parseTree would compare parseTree with itself.
    if tree.hasError { Issue.record("\(path) doesn't parse as written") }
    return SourceParser.model(
      of: tree, lines: SourceLines(file: path, source: source), path: path, reportsClasses: true)
  }
}
