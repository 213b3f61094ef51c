import Foundation
import Testing

@testable import LyrebirdSyntax

/// A file whose only need for the tree is top-level protocols is parsed as its outline, and the
/// model must equal the whole tree's.
@Suite struct DeclarationOutlineTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var source: String
    /// Whether the outline is parsed, not the whole file.
    var usesOutline: Bool
    var testDescription: String { source.debugDescription }
  }

  @Test(arguments: [
    Case(source: "import Foundation\nprotocol P { func f() }\n", usesOutline: true),
    Case(
      source: """
        #if os(iOS)
        import UIKit
        public protocol Screen: AnyObject { var view: UIView { get } }
        #elseif os(macOS)
        import AppKit
        #else
        protocol Fallback {}
        #endif // platforms
        """, usesOutline: true),
    Case(
      source: """
        /// Documented.
        @available(iOS 13, *)
        @MainActor
        public protocol Observer: Sendable {
          // protocol Fake {}
          func update(_ value: Int) async
        }
        """, usesOutline: true),
    Case(
      source: """
        #Preview {
          protocol Local {}
        }
        @freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        let text = "protocol Q {}"
        let block = \"\"\"
          protocol R {}
          \"\"\"
        protocol Real { associatedtype Element: ~Copyable }
        """, usesOutline: true),
    Case(source: "struct S { var x = 1 }; fileprivate protocol Hidden { func f() }\n", usesOutline: true),
    Case(source: "final class Sealed {}\nopen class Base {}\nprotocol View: Base {}\n", usesOutline: true),
    Case(
      source: "typealias Both = A & B\nprotocol P: Both { func f() }\nstruct S<T> { enum E {} }\n", usesOutline: true),
    Case(source: "@testable import A\r\nimport struct B.C\r\nprotocol P {\r\n  func f()\r\n}\r\n", usesOutline: true),
    Case(source: "@Mockable\nprotocol Made { func f() }\nprotocol Open { func g() }\n", usesOutline: true),
    Case(source: "\u{FEFF}import Foundation\nprotocol P { func f() }\n", usesOutline: true),
    Case(source: "\u{FEFF}protocol P { func f() }\n", usesOutline: true),
    Case(source: "struct Outer { protocol Inner {} }\n", usesOutline: false),
    Case(source: "extension Outer { protocol Inner {} }\n", usesOutline: false),
    Case(source: "protocol Token: ~Copyable {}\n", usesOutline: true),
    Case(source: "struct Box: ~Copyable {}\nprotocol P { func f() }\n", usesOutline: false),
    Case(source: "func f<T: ~Copyable>(_: borrowing T) {}\nprotocol P { func f() }\n", usesOutline: true),
    Case(source: "#if os(iOS) ||\n  os(tvOS)\nimport UIKit\n#endif\nprotocol P {}\n", usesOutline: false),
    Case(source: "#if os(iOS)\n  || os(tvOS)\nimport UIKit\n#endif\nprotocol P {}\n", usesOutline: false),
    Case(source: "#if hasAttribute(retroactive)\n@retroactive\n#endif\nprotocol P {}\n", usesOutline: false),
    Case(source: "import A; import B\nprotocol P {}\n", usesOutline: false),
    Case(source: "let x = 1 protocol P {}\n", usesOutline: false),
    Case(source: "protocol Broken {\n  func fly(\n}\n", usesOutline: false),
  ])
  func theOutlineAgreesWithTheTree(_ test: Case) {
    #expect(assertOutlineAgreesWithTheTree(test.source, path: "File.swift") == test.usesOutline)
  }

  @Test func aSyntaxErrorOutsideTheProtocolsIsLeftToTheCompiler() throws {
    let source = "protocol P { func f() }\nfunc broken( {}\n"
    #expect(SourceParser.parseTree(source, path: "File.swift").hasErrors)
    let parsed = SourceParser.parse(source, path: "File.swift", classes: .skipped)
    #expect(parsed.types.map(\.name) == ["P"])
    #expect(parsed.diagnostics.isEmpty)
  }

  @Test func aSyntaxErrorInsideAProtocolIsReportedAsWritten() throws {
    let parsed = SourceParser.parse("import A\nprotocol P {\n  func f(\n}\n", path: "File.swift", classes: .skipped)
    let error = try #require(parsed.diagnostics.first)
    #expect(error.severity == .error && error.description.hasPrefix("File.swift:3:"))
    #expect(parsed.types.isEmpty)
  }

  @Test func theOutlineKeepsLinesAndColumns() throws {
    let source = "struct S {\n  let x = 1\n}; protocol P {\n  var y: Int { get }\n}\nimport A\n"
    var copy = source
    let scan = DeclarationScanner.scan(source)
    let outline = try #require(copy.withUTF8 { DeclarationOutline.outline($0, keeping: scan.outline) })
    #expect(String(decoding: outline, as: UTF8.self) == "\n\n   protocol P {\n  var y: Int { get }\n}\nimport A\n")
  }

  @Test func classRunsParseTheOutlineOnlyWithoutFinalClasses() {
    let protocols = "protocol P { func f() }\nstruct S {}\n"
    #expect(SourceParser.parse(protocols, path: "P.swift") == SourceParser.parseTree(protocols, path: "P.swift"))
    let sealed = "final class Sealed {}\nprotocol P { func f() }\n"
    let parsed = SourceParser.parse(sealed, path: "P.swift")
    #expect(parsed == SourceParser.parseTree(sealed, path: "P.swift"))
    #expect(parsed.diagnostics.count == 1)
  }

  /// Every Swift file under `LYREBIRD_SCAN_CORPUS`: where only the outline is parsed, the model
  /// equals the whole tree's.
  @Test(.enabled(if: ScanCorpus.root != nil))
  func theOutlineAgreesWithTheTreeOnACorpus() throws {
    var outlined = 0
    var total = 0
    try ScanCorpus.forEachFile { path, source in
      guard !DeclarationScanner.scan(source).protocols.isEmpty else { return }
      total += 1
      if assertOutlineAgreesWithTheTree(source, path: path) { outlined += 1 }
    }
    print("\(total) files declare top-level protocols; \(outlined) parsed as their outline")
  }

  /// Compares an only-protocols parse with the whole tree's model, its classes left out; returns
  /// whether the outline was parsed.
  @discardableResult
  private func assertOutlineAgreesWithTheTree(
    _ source: String, path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let scan = DeclarationScanner.scan(source)
    let parsed = SourceParser.parse(source, path: path, classes: .skipped)
    let outline = scan.needsWholeTree ? nil : SourceParser.parseOutline(source, scan: scan, path: path)
    var tree = SourceParser.parseTree(source, path: path, reportsClasses: false)
    guard !tree.hasErrors else {
      // The compiler reports errors outside the protocols; the outline reads only the protocols.
      if outline == nil { #expect(parsed == tree, "\(path)", sourceLocation: sourceLocation) }
      return outline != nil
    }
    if outline != nil {
      tree.types.removeAll { $0.kind == .classType }
      tree.skipsClasses = scan.declaresOpenClass
    }
    #expect(parsed == tree, "\(path)", sourceLocation: sourceLocation)
    return outline != nil
  }

  @Test(arguments: [
    Case(
      source: "import A\nopen class Base { func f() {} }\nstruct S { var x = 1 }\nextension Base { func g() {} }\n",
      usesOutline: true),
    Case(source: "final class Sealed {}\nclass Open { func f() {} }\nprotocol P { func g() }\n", usesOutline: true),
    Case(
      source: "class Outer {\n  class Inner { func f() {} }\n  struct S { typealias T = Int }\n}\n", usesOutline: true),
    Case(source: "#if os(iOS)\n@objc public class A: B {}\n#else\nstruct A {}\n#endif\n", usesOutline: true),
    Case(source: "private class Hidden { func f() {} }\nlet x = 1\n", usesOutline: true),
    // A nested class outlined must start its line.
    Case(source: "struct Outer { class Inner {} }\n", usesOutline: false),
    Case(source: "extension Outer { class Inner {} }\nclass Top {}\n", usesOutline: false),
    Case(source: "extension Outer {\n  public class Inner { func f() {} }\n}\nclass Top {}\n", usesOutline: true),
    Case(
      source:
        "struct S: Codable {\n  var x = 1\n  fileprivate final class Storage { var y: Int = 0 }\n  enum E { case a }\n"
        + "  @objc(O) public class Open: NSObject { func f() {} }\n}\n",
      usesOutline: true),
    Case(
      source: "enum E {\n  case a\n  struct S<T> where T: P {\n    class C { func f() {} }\n  }\n}\n", usesOutline: true
    ),
    Case(source: "struct Outer {\n  #if os(iOS)\n  class Inner {}\n  #endif\n}\n", usesOutline: false),
    Case(source: "struct Outer {\n  #if DEBUG\n  var x = 1\n  #endif\n  class Inner {}\n}\n", usesOutline: true),
    Case(source: "let x = 1; struct Outer {\n  class Inner {}\n}\n", usesOutline: true),
    Case(source: "func f() { class Local {} }\nclass Top {}\n", usesOutline: true),
    Case(source: "let x = 1; class C {}\n", usesOutline: true),
    Case(source: "class C {\n  func f(\n}\n", usesOutline: false),
  ])
  func theClassOutlineAgreesWithTheTree(_ test: Case) {
    #expect(assertClassOutlineAgreesWithTheTree(test.source, path: "File.swift") == test.usesOutline)
  }

  @Test func aSyntaxErrorOutsideTheClassesIsLeftToTheCompiler() throws {
    let source = "class C { func f() {} }\nfunc broken( {}\n"
    #expect(SourceParser.parseTree(source, path: "File.swift").hasErrors)
    let parsed = SourceParser.parse(source, path: "File.swift", classes: .mocked)
    #expect(parsed.types.map(\.name) == ["C"])
    #expect(parsed.diagnostics.isEmpty)
  }

  /// Every Swift file under `LYREBIRD_SCAN_CORPUS` with a class: where only the protocols and
  /// top-level classes are parsed, the model equals the whole tree's.
  @Test(.enabled(if: ScanCorpus.root != nil))
  func theClassOutlineAgreesWithTheTreeOnACorpus() throws {
    var outlined = 0
    var total = 0
    try ScanCorpus.forEachFile { path, source in
      guard DeclarationScanner.scan(source).declaresOpenClass else { return }
      total += 1
      if assertClassOutlineAgreesWithTheTree(source, path: path) { outlined += 1 }
    }
    print("\(total) files declare classes that aren't final; \(outlined) parsed as their outline")
  }

  /// Compares a run's parse when classes are mocked with the whole tree's model; returns whether
  /// the outline was parsed.
  @discardableResult
  private func assertClassOutlineAgreesWithTheTree(
    _ source: String, path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let scan = DeclarationScanner.scan(source)
    let parsed = SourceParser.parse(source, path: path, classes: .mocked)
    let usable = scan.declaresOpenClass && !scan.needsWholeTree && !scan.classesNeedWholeTree
    let outline = usable ? SourceParser.parseOutline(source, scan: scan, path: path, classes: .mocked) : nil
    let tree = SourceParser.parseTree(source, path: path)
    // The compiler reports errors outside the classes; the outline reads only the classes.
    if tree.hasErrors && outline != nil { return true }
    #expect(parsed == tree, "\(path)", sourceLocation: sourceLocation)
    return outline != nil
  }
}
