import SwiftDiagnostics
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
    let parsesClasses = classes != .skipped && scan.declaresOpenClass
    if !scan.needsTree && !parsesClasses {
      return parsed(scan, source: source, path: path, reportsClasses: classes == .mocked)
    }
    // Only top-level protocols need the tree: parse just them (warnings about final classes would
    // come from the scan, so those files are parsed whole to keep the collector's order).
    if !scan.needsWholeTree && !parsesClasses && (classes != .mocked || scan.finalClasses.isEmpty),
      let parsed = parseOutline(source, scan: scan, path: path)
    {
      return parsed
    }
    // Classes too: parse the protocols and the top-level classes, final ones with their warnings.
    if parsesClasses && !scan.needsWholeTree && !scan.classesNeedWholeTree,
      let parsed = parseOutline(source, scan: scan, path: path, classes: classes)
    {
      return parsed
    }
    return parseTree(source, path: path, reportsClasses: classes == .mocked)
  }

  /// Parses only the file's top-level protocols, imports and `#if` lines (``DeclarationOutline``),
  /// and with `classes` its top-level classes, with their bodies emptied (``BodyBlanker``).
  ///
  /// Every other fact comes from the scan. `nil` when the outline doesn't parse cleanly into the
  /// types the scan found, and the file is parsed whole.
  ///
  /// A syntax error outside those declarations isn't reported: the compiler reports it.
  ///
  /// An outline of plain protocols is read without SwiftParser (``PlainOutlineReader``), unless
  /// `readsPlainOutlines` is `false`, as the tests that compare the two pass.
  static func parseOutline(
    _ source: String, scan: DeclarationScan, path: String, classes: ClassHandling? = nil,
    readsPlainOutlines: Bool = true
  ) -> ParsedFile? {
    var source = source
    let ranges = classes == nil ? scan.outline : scan.outline + scan.classOutline
    let expected = classes == nil ? scan.protocols : scan.outlinedTypes
    return source.withUTF8 { bytes -> ParsedFile? in
      guard var outline = DeclarationOutline.outline(bytes, keeping: ranges) else { return nil }
      if classes != nil, let emptied = outline.withUnsafeBufferPointer(BodyBlanker.blanked) { outline = emptied }
      return outline.withUnsafeBufferPointer { outline -> ParsedFile? in
        if classes == nil, readsPlainOutlines,
          let (types, imports) = PlainOutlineReader.read(outline, path: path, expected: expected)
        {
          var parsed = scanned(scan, path: path)
          parsed.types = types
          parsed.imports = imports
          return parsed
        }
        let tree = Parser.parse(source: outline)
        guard !tree.hasError else { return nil }
        let collector = DeclarationCollector(lines: SourceLines(file: path, bytes: outline))
        collector.reportsClasses = classes != .parents
        collector.walk(tree)
        guard collector.declaredTypes == expected else { return nil }
        var parsed = scanned(scan, path: path, collector: collector)
        if classes != nil { parsed.skipsClasses = false }
        return parsed
      }
    }
  }

  /// Parses `source` with SwiftParser, whatever its scan says.
  static func parseTree(_ source: String, path: String, reportsClasses: Bool = true) -> ParsedFile {
    var (tree, lines) = parseSkippingBodies(source, path: path)
    var unparsed: UnparsedClauses?
    if tree.hasError {
      // Diagnostics come from the source as written, so they read exactly as the compiler's; and
      // a file that only fails with its bodies emptied (a brace the byte scan paired wrongly) is
      // read as written, not dropped.
      tree = Parser.parse(source: source)
      if tree.hasError {
        // Errors inside a clause the compiler skips unparsed (`#if compiler(>=7)`) are not the
        // user's: such a file is read without those clauses.
        let clauses = UnparsedClauses(tree)
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { !clauses.contains($0.node) }
        guard errors.isEmpty else {
          let converter = SourceLocationConverter(fileName: path, tree: tree)
          return ParsedFile(path: path, diagnostics: syntaxErrors(errors, converter: converter))
        }
        unparsed = clauses
      }
      lines = SourceLines(file: path, source: source)
    }
    return model(of: tree, lines: lines, path: path, reportsClasses: reportsClasses, unparsed: unparsed)
  }

  /// What the collector reads from a whole file's tree, leaving out the clauses in `unparsed` that
  /// don't parse.
  static func model(
    of tree: SourceFileSyntax, lines: SourceLines, path: String, reportsClasses: Bool,
    unparsed: UnparsedClauses? = nil
  ) -> ParsedFile {
    let collector = DeclarationCollector(lines: lines)
    collector.reportsClasses = reportsClasses
    collector.unparsed = unparsed
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
    // A clause the compiler skips unparsed (`#if compiler(>=7)`) may hold syntax this parser
    // doesn't know: its members are left out, as the generator leaves them out.
    if declaration.hasError { collector.unparsed = UnparsedClauses(declaration) }
    collector.walk(Syntax(declaration))
    var parsed = ParsedFile(path: file, types: collector.types, imports: [], diagnostics: collector.diagnostics)
    parsed.noncopyableTypes = collector.noncopyableTypes
    return parsed
  }

  /// Parses `source` with function bodies emptied (``BodyBlanker``): same lines and columns, far
  /// fewer bytes; the lines read positions in the text that was parsed.
  private static func parseSkippingBodies(_ source: String, path: String) -> (SourceFileSyntax, SourceLines) {
    var source = source
    return source.withUTF8 { bytes in
      guard let blanked = BodyBlanker.blanked(bytes) else {
        return (Parser.parse(source: bytes), SourceLines(file: path, bytes: bytes))
      }
      return blanked.withUnsafeBufferPointer { (Parser.parse(source: $0), SourceLines(file: path, bytes: $0)) }
    }
  }

  private static func syntaxErrors(_ errors: [Diagnostic], converter: SourceLocationConverter) -> [DiagnosticSpec] {
    errors.map { diagnostic in
      let location = diagnostic.location(converter: converter)
      return DiagnosticSpec(
        .error, diagnostic.message,
        at: SourceLocationSpec(file: location.file, line: location.line, column: location.column))
    }
  }

  /// A model whose declared names, compositions and unavailable-`Sendable` types are the scan's,
  /// and whose types, imports and diagnostics are the collector's, if any.
  private static func scanned(
    _ scan: DeclarationScan, path: String, collector: DeclarationCollector? = nil
  ) -> ParsedFile {
    var parsed = ParsedFile(
      path: path, types: collector?.types ?? [], imports: collector?.imports ?? [],
      diagnostics: collector?.diagnostics ?? [])
    parsed.declaredTypes = scan.declaredTypes
    parsed.compositions = scan.compositions
    parsed.sendableUnavailable = scan.sendableUnavailable
    parsed.skipsClasses = scan.declaresOpenClass
    return parsed
  }

  /// The model of a file that needs no syntax tree, from its scan.
  private static func parsed(
    _ scan: DeclarationScan, source: String, path: String, reportsClasses: Bool
  ) -> ParsedFile {
    var parsed = scanned(scan, path: path)
    if reportsClasses && !scan.finalClasses.isEmpty {
      let lines = SourceLines(file: path, source: source, through: scan.finalClasses.map(\.offset).max() ?? 0)
      parsed.diagnostics = scan.finalClasses.map { finalClass in
        DiagnosticSpec.finalClass(
          finalClass.name, at: lines.location(of: AbsolutePosition(utf8Offset: finalClass.offset)))
      }
    }
    return parsed
  }
}
