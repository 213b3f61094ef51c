import Foundation
import LyrebirdSyntax

/// Reads and parses sources in parallel, reusing cached results for unchanged files.
struct SourceLoader {
  var cache: GeneratorCache?

  /// Parses `paths`, in order. Unreadable files become error diagnostics, not thrown errors.
  mutating func load(_ paths: [String]) -> [ParsedFile] {
    let cache = self.cache
    let results = paths.concurrentMap { path -> (ParsedFile, FileFingerprint?, Data?) in
      let fingerprint = try? FileFingerprint(path: path)
      if let fingerprint, let payload = cache?.payload(for: path, fingerprint: fingerprint),
        let parsed = try? PropertyListDecoder().decode(ParsedFile.self, from: payload)
      {
        return (parsed, nil, nil)
      }
      let parsed = Self.parse(path)
      let payload = cache == nil || parsed.hasErrors ? nil : try? PropertyListEncoder.binary.encode(parsed)
      return (parsed, fingerprint, payload)
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

extension PropertyListEncoder {
  static var binary: PropertyListEncoder {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    return encoder
  }
}
