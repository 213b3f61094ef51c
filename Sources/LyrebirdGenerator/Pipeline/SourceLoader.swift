import Foundation
import LyrebirdSyntax

/// Reads and parses sources in parallel; an unchanged file's model comes from the cache.
///
/// A file's model is cached in ``ModelArchive``'s binary form, which reads several times faster
/// than parsing. A run whose inputs are all unchanged is skipped as a whole by ``RunStamp``.
struct SourceLoader {
  var cache: GeneratorCache?
  /// Whether types keep the doc-comment annotations above them (``DocAnnotationReader``), for a
  /// dialect that mocks only annotated types.
  var readsAnnotations = false

  /// Parses `paths`, in order.
  ///
  /// Unreadable files become error diagnostics, not thrown errors.
  ///
  /// - Parameter reparsing: the files were read before with their classes skipped; a cached model
  ///   may be that one, so the cache is only written.
  mutating func load(_ paths: [String], classes: ClassHandling, reparsing: Bool = false) -> [ParsedFile] {
    guard let cache = self.cache else {
      // Without a cache, nothing else is kept per file: no tuple of results to copy the models out of.
      let readsAnnotations = self.readsAnnotations
      return paths.concurrentMap { Self.parse($0, classes: classes, readsAnnotations: readsAnnotations) }
    }
    let readsAnnotations = self.readsAnnotations
    let results = paths.concurrentMap { path -> (ParsedFile, FileFingerprint?, Data?) in
      let fingerprint = try? FileFingerprint(path: path)
      if !reparsing, let fingerprint, let payload = cache.payload(for: path, fingerprint: fingerprint),
        let cached = try? ModelArchive.decode([UInt8](payload)), cached.path == path
      {
        return (cached, nil, nil)
      }
      let parsed = Self.parse(path, classes: classes, readsAnnotations: readsAnnotations)
      // Files with errors are parsed again next time, so their diagnostics are always current.
      return (parsed, fingerprint, parsed.hasErrors ? nil : Data(ModelArchive.encode(parsed)))
    }
    for (path, result) in zip(paths, results) {
      if let fingerprint = result.1, let payload = result.2 {
        self.cache?.store(payload, for: path, fingerprint: fingerprint)
      }
    }
    return results.map(\.0)
  }

  private static func parse(_ path: String, classes: ClassHandling, readsAnnotations: Bool) -> ParsedFile {
    let at = SourceLocationSpec(file: path, line: 1, column: 1)
    switch FileSystem.readText(path) {
    case .text(let source):
      let parsed = SourceParser.parse(source, path: path, classes: classes)
      return readsAnnotations ? DocAnnotationReader.reading(parsed, source: source) : parsed
    case .unreadable:
      return ParsedFile(path: path, diagnostics: [DiagnosticSpec(.error, "cannot read '\(path)'", at: at)])
    case .notUTF8:
      return ParsedFile(path: path, diagnostics: [DiagnosticSpec(.error, "'\(path)' is not UTF-8 text", at: at)])
    }
  }
}
