import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses one Swift file into the protocols and classes it declares.
package enum SourceParser {
  /// Parses `source`.
  ///
  /// Files that can't declare a mockable type are skipped without building a tree.
  package static func parse(_ source: String, path: String) -> ParsedFile {
    guard mayDeclareTypes(source) else {
      var parsed = ParsedFile(path: path)
      parsed.declaredTypes = TopLevelTypeScanner.names(in: source)
      return parsed
    }
    let tree = parseSkippingBodies(source)
    if tree.hasError {
      // Diagnostics come from the source as written, so they read exactly as the compiler's.
      let tree = Parser.parse(source: source)
      let converter = SourceLocationConverter(fileName: path, tree: tree)
      return ParsedFile(path: path, diagnostics: syntaxErrors(in: tree, converter: converter))
    }
    let collector = DeclarationCollector(lines: SourceLines(file: path, source: source))
    collector.walk(tree)
    var parsed = ParsedFile(
      path: path, types: collector.types, imports: collector.imports, diagnostics: collector.diagnostics)
    parsed.noncopyableTypes = collector.noncopyableTypes
    parsed.declaredTypes = collector.declaredTypes
    parsed.compositions = collector.compositions
    parsed.sendableUnavailable = collector.sendableUnavailable
    return parsed
  }

  /// Parses declarations the way the macro sees them: one declaration, no file.
  package static func parse(
    _ declaration: some DeclSyntaxProtocol, file: String = "", includingPrivate: Bool = false
  ) -> ParsedFile {
    let collector = DeclarationCollector(lines: SourceLines(file: file, tree: declaration.root))
    collector.keepsPrivateTypes = includingPrivate
    collector.walk(Syntax(declaration))
    let noncopyable = Set(collector.noncopyableTypes)
    return ParsedFile(
      path: file, types: collector.types.map { $0.markingNoncopyable(noncopyable) }, imports: [],
      diagnostics: collector.diagnostics)
  }

  /// Parses `source` with function bodies blanked (``BodyBlanker``): same offsets, far fewer tokens.
  private static func parseSkippingBodies(_ source: String) -> SourceFileSyntax {
    var source = source
    return source.withUTF8 { bytes in
      guard let blanked = BodyBlanker.blanked(bytes) else { return Parser.parse(source: bytes) }
      return blanked.withUnsafeBufferPointer { Parser.parse(source: $0) }
    }
  }

  /// A cheap scan: a file without these keywords has nothing to mock.
  static func mayDeclareTypes(_ source: String) -> Bool {
    source.utf8.withContiguousStorageIfAvailable { bytes in
      contains(bytes, "protocol") || contains(bytes, "class")
    } ?? (source.contains("protocol") || source.contains("class"))
  }

  private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes.count >= needle.count, let first = needle.first else { return false }
    var index = 0
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first {
        var matched = true
        for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
          matched = false
          break
        }
        if matched { return true }
      }
      index += 1
    }
    return false
  }

  private static func syntaxErrors(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [DiagnosticSpec] {
    ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
      let location = diagnostic.location(converter: converter)
      return DiagnosticSpec(
        .error, diagnostic.message,
        at: SourceLocationSpec(file: location.file, line: location.line, column: location.column))
    }
  }
}
