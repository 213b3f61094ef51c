import Foundation
import LyrebirdSyntax

/// Reads and parses sources in parallel, skipping unchanged files known to declare nothing.
///
/// Only "declares nothing mockable" is cached per file: decoding a cached model with Foundation's
/// decoders measured slower than parsing the file again (docs/PERFORMANCE.md). A run whose
/// inputs are all unchanged is skipped as a whole by ``RunStamp`` instead.
struct SourceLoader {
  var cache: GeneratorCache?

  /// Parses `paths`, in order. Unreadable files become error diagnostics, not thrown errors.
  mutating func load(_ paths: [String]) -> [ParsedFile] {
    let cache = self.cache
    let results = paths.concurrentMap { path -> (ParsedFile, FileFingerprint?, Data?) in
      let fingerprint = try? FileFingerprint(path: path)
      if let fingerprint, cache?.payload(for: path, fingerprint: fingerprint) != nil {
        return (ParsedFile(path: path), nil, nil)
      }
      let parsed = Self.parse(path)
      let declaresNothing = parsed.types.isEmpty && parsed.diagnostics.isEmpty
      return (parsed, fingerprint, cache != nil && declaresNothing ? Data() : nil)
    }
    for (path, result) in zip(paths, results) {
      if let fingerprint = result.1, let payload = result.2 { self.cache?.store(payload, for: path, fingerprint: fingerprint) }
    }
    return results.map(\.0)
  }

  private static func parse(_ path: String) -> ParsedFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      return ParsedFile(path: path, diagnostics: [
        Diagnostic(.error, "cannot read '\(path)'", at: SourceLocation(file: path, line: 1, column: 1))
      ])
    }
    guard let source = String(data: data, encoding: .utf8) else {
      return ParsedFile(path: path, diagnostics: [
        Diagnostic(.error, "'\(path)' is not UTF-8 text", at: SourceLocation(file: path, line: 1, column: 1))
      ])
    }
    return SourceParser.parse(source, path: path)
  }
}

