import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses one Swift file into the protocols and classes it declares.
package enum SourceParser {
  /// Parses `source`.
  ///
  /// A file whose byte scan (``DeclarationScanner``) finds nothing to mock is not given to
  /// SwiftParser: the scan yields the same declared names, compositions and warnings.
  ///
  /// - Parameter classes: what the run does with classes; see ``ClassHandling``.
  package static func parse(_ source: String, path: String, classes: ClassHandling = .mocked) -> ParsedFile {
    let scan = DeclarationScanner.scan(source)
    if !scan.needsTree && !(classes != .skipped && scan.declaresOpenClass) {
      return parsed(scan, source: source, path: path, reportsClasses: classes == .mocked)
    }
    return parseTree(source, path: path, reportsClasses: classes == .mocked)
  }

  /// Parses `source` with SwiftParser, whatever its scan says.
  static func parseTree(_ source: String, path: String, reportsClasses: Bool = true) -> ParsedFile {
    let tree = parseSkippingBodies(source)
    if tree.hasError {
      // Diagnostics come from the source as written, so they read exactly as the compiler's.
      let tree = Parser.parse(source: source)
      let converter = SourceLocationConverter(fileName: path, tree: tree)
      return ParsedFile(path: path, diagnostics: syntaxErrors(in: tree, converter: converter))
    }
    let collector = DeclarationCollector(lines: SourceLines(file: path, source: source))
    collector.reportsClasses = reportsClasses
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

  private static func syntaxErrors(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [DiagnosticSpec] {
    ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
      let location = diagnostic.location(converter: converter)
      return DiagnosticSpec(
        .error, diagnostic.message,
        at: SourceLocationSpec(file: location.file, line: location.line, column: location.column))
    }
  }

  /// The model of a file that needs no syntax tree, from its scan.
  private static func parsed(
    _ scan: DeclarationScan, source: String, path: String, reportsClasses: Bool
  ) -> ParsedFile {
    var parsed = ParsedFile(path: path)
    parsed.declaredTypes = scan.declaredTypes
    parsed.compositions = scan.compositions
    parsed.skipsClasses = scan.declaresOpenClass
    if reportsClasses && !scan.finalClasses.isEmpty {
      let lines = SourceLines(file: path, source: source)
      parsed.diagnostics = scan.finalClasses.map { finalClass in
        DiagnosticSpec.finalClass(
          finalClass.name, at: lines.location(of: AbsolutePosition(utf8Offset: finalClass.offset)))
      }
    }
    return parsed
  }
}
