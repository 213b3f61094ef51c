import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Moves a test file's imports from another framework's modules to Lyrebird's: `import Cuckoo`
/// becomes `import LyrebirdCuckoo`, `@testable import Mockingbird` keeps its attribute.
///
/// Only the module's name changes, byte for byte; the rest of the file, every test's body included,
/// is left as it is written.
package enum ImportRewriter {
  /// `source` with its imports of `replacements`' keys renamed, or `nil` when it has none.
  ///
  /// - Throws: ``InstallError`` at the first syntax error, so a file SwiftParser can't read is
  ///   reported and left as it was.
  package static func rewrite(
    _ source: String, path: String, replacements: [String: String]
  ) throws(InstallError) -> String? {
    guard !replacements.isEmpty, replacements.keys.contains(where: source.contains) else { return nil }
    let file = Parser.parse(source: source)
    if let first = ParseDiagnosticsGenerator.diagnostics(for: file).first {
      let converter = SourceLocationConverter(fileName: path, tree: file)
      let location = first.node.startLocation(converter: converter, afterLeadingTrivia: true)
      throw InstallError(
        at: "\(path):\(location.line):\(location.column)",
        "\(first.message); nothing was changed, in this file or any other")
    }
    var edits: [(range: Range<Int>, text: String)] = []
    for token in file.tokens(viewMode: .sourceAccurate) {
      guard let replacement = replacements[token.text],
        let component = token.parent?.as(ImportPathComponentSyntax.self),
        let path = component.parent?.as(ImportPathComponentListSyntax.self),
        // `import Mockingbird.Sub` names a submodule Lyrebird's module doesn't have: left alone.
        path.count == 1
      else { continue }
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append((start..<(start + token.text.utf8.count), replacement))
    }
    guard !edits.isEmpty else { return nil }
    var bytes = Array(source.utf8)
    for edit in edits.reversed() {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
