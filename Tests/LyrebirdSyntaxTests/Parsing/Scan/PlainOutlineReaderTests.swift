import Foundation
import Testing

@testable import LyrebirdSyntax

/// Plain protocols are read without SwiftParser, into the model the collector makes of their tree;
/// anything else is left to SwiftParser.
@Suite struct PlainOutlineReaderTests {
  /// Outlines the reader must read, each into exactly the tree's model.
  static let plainSources = [
    """
    protocol Grandparent0 {
      var grandparentReadOnly: Bool { get }
      var grandparentReadWrite: Int { get set }
      func grandparentTrivial()
      func grandparentParameterized(param1: Bool, param2: Int)
      func grandparentReturning(param1: Bool, param2: Int) -> String
    }

    protocol Parent0: Grandparent0 {
      func parentTrivial()
    }

    """,
    """
    import Foundation
    @testable import Birds
    public import Networking.Requests // why

    /// A store of things.
    public protocol Store: AnyObject, Swift.Sendable {
      // The count.
      var count: Int? { get }
      var names: [String] { get set }
      var table: [String: [Int]]! { get }
      var nested: Dictionary<String, Array<Set<Int>>> { get }
      var member: Foundation.URL { get }
      var generic: Result<Data, Error>.Success? { get }
      var anything: Any { get }
      func load(from url: Foundation.URL, _ timeout: Double) async throws -> Data
      func save(_: Int, label _: String) throws
      func wait() async
      func nothing() -> Void; func nothingAtAll() -> Swift.Void
    }
    """,
    """
    package protocol Spread {
      func make(
        first: Int,
        second: String?
      )
        async
        throws
        -> [Int]
      var after: Bool { get }
      func last() -> Self
    }
    """,
    "protocol Windows {\r\n  var a: Int { get }\r\n  func b(c: Int) -> Int\r\n}\r\n",
    "internal protocol Empty {}\nprotocol Spaced : Empty{\n  var  a :Int{get set}\n}",
  ]

  /// Outlines the reader leaves to SwiftParser.
  static let otherSources = [
    "@MainActor protocol P { func f() }",
    "protocol P { static func f() }",
    "protocol P { func f<T>(_ value: T) }",
    "protocol P { func f() -> Int where Self: AnyObject }",
    "protocol P { func f(_ completion: @escaping () -> Void) }",
    "protocol P { func f(_ pair: (Int, Int)) }",
    "protocol P { func f(_ values: Int...) }",
    "protocol P { func f(_ value: inout Int) }",
    "protocol P { func f() -> some Sequence }",
    "protocol P { var e: any Error { get } }",
    "#if os(Linux)\nprotocol P { func f() }\n#endif\n",
    "protocol P { /* hidden */ func f() }",
    "protocol P { associatedtype Element }",
    "protocol P { typealias Name = String }",
    "protocol P { subscript(index: Int) -> Int { get } }",
    "protocol P { init(value: Int) }",
    "protocol P { func f(_ g: () throws -> Void) rethrows }",
    "protocol P { func f() throws(MyError) }",
    "private protocol P { func f() }",
    "protocol P<Element> { func f() }",
    "protocol P: class { func f() }",
    "protocol P: A & B { func f() }",
    "protocol P: Base<Int> { func f() }",
    "protocol P { var t: Int.Type { get } }",
    "protocol P { func f() func g() }",
    "protocol P { func `default`() }",
    "protocol P { func f(in value: Int) }",
    "protocol P { var x: Int { get async } }",
    "protocol P { mutating func f() }",
    "protocol P { @available(*, deprecated) func f() }",
    "protocol P { func f(_ x: Int = 1) }",
    "protocol Pé { func f() }",
    "import struct Foundation.URL\nprotocol P { func f() }",
    "protocol P { var x: Int { set get } }",
    "protocol P { func f() -> Int? ? }",
    "protocol P {\n  var x: Int\n  { get }\n}",
    "protocol P { func f(a: Int,) }",
  ]

  @Test(arguments: plainSources)
  func plainProtocolsAreReadAsTheirTreeIs(_ source: String) throws {
    let read = try #require(Self.read(source), "not read without SwiftParser")
    let tree = try #require(Self.tree(source))
    #expect(read.types == tree.types)
    #expect(read.imports == tree.imports)
    #expect(!read.types.isEmpty)
  }

  @Test(arguments: otherSources)
  func anythingElseIsLeftToSwiftParser(_ source: String) {
    #expect(Self.read(source) == nil)
  }

  /// The reader is the parser's path for such files: the parse gives the tree's whole model.
  @Test func theParserReadsPlainOutlinesWithoutTheTree() throws {
    for source in Self.plainSources {
      let parsed = SourceParser.parse(source, path: "Plain.swift", classes: .skipped)
      #expect(parsed == Self.tree(source))
    }
  }

  /// Every outline of a Swift file under `LYREBIRD_SCAN_CORPUS` that the reader reads gives the tree's model.
  @Test(.enabled(if: ScanCorpus.root != nil))
  func plainOutlinesReadAsTheirTreesOnACorpus() throws {
    var read = 0
    try ScanCorpus.forEachFile { path, source in
      let scan = DeclarationScanner.scan(source)
      guard scan.needsTree, !scan.needsWholeTree, let plain = Self.read(source, scan: scan, path: path) else {
        return
      }
      read += 1
      let tree = SourceParser.parseOutline(source, scan: scan, path: path, readsPlainOutlines: false)
      #expect(plain.types == tree?.types, "\(path)")
      #expect(plain.imports == tree?.imports, "\(path)")
    }
    print("\(read) outlines read without SwiftParser")
    #expect(read > 0, "no outline of the corpus was plain")
  }

  private static func read(
    _ source: String, scan: DeclarationScan? = nil, path: String = "Plain.swift"
  ) -> (types: [MockableType], imports: [ImportSpec])? {
    let scan = scan ?? DeclarationScanner.scan(source)
    var source = source
    return source.withUTF8 { bytes in
      guard let outline = DeclarationOutline.outline(bytes, keeping: scan.outline) else { return nil }
      return outline.withUnsafeBufferPointer { PlainOutlineReader.read($0, path: path, expected: scan.protocols) }
    }
  }

  private static func tree(_ source: String) -> ParsedFile? {
    SourceParser.parseOutline(
      source, scan: DeclarationScanner.scan(source), path: "Plain.swift", readsPlainOutlines: false)
  }
}
