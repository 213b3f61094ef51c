import Foundation

/// The Swift files under `LYREBIRD_SCAN_CORPUS` (for example the unpacked package mirror of
/// `Benchmarks/real-code.sh`), on which the scan and the outline are compared with the tree.
enum ScanCorpus {
  static var root: String? { ProcessInfo.processInfo.environment["LYREBIRD_SCAN_CORPUS"] }

  struct Unreadable: Error {}

  /// Calls `body` with the path and text of each Swift file that is UTF-8.
  static func forEachFile(_ body: (_ path: String, _ source: String) -> Void) throws {
    guard let root, let enumerator = FileManager.default.enumerator(atPath: root) else { throw Unreadable() }
    for case let relative as String in enumerator where relative.hasSuffix(".swift") {
      let path = root + "/" + relative
      guard let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8)
      else { continue }
      body(path, source)
    }
  }
}
