import Foundation
import Testing

/// A scratch directory under `NSTemporaryDirectory()` that tests populate with files.
struct TemporaryDirectory {
  let path: String

  /// Creates the directory; resolves symlinks (macOS `/var` → `/private/var`) so
  /// paths compare equal to what the code under test returns.
  init() throws {
    let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath().path
    path = base + "/lyrebird-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Absolute path of `relative` inside this directory.
  func url(_ relative: String) -> String {
    relative.isEmpty ? path : path + "/" + relative
  }

  /// Writes a file, creating intermediate directories.
  @discardableResult
  func write(_ relative: String, _ contents: String = "") throws -> String {
    let file = url(relative)
    let parent = (file as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// Creates a directory (and parents).
  @discardableResult
  func makeDirectory(_ relative: String) throws -> String {
    let directory = url(relative)
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return directory
  }

  /// Names in a directory, sorted, including hidden ones.
  func contents(of relative: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url(relative)).sorted()
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// Runs `body` with a fresh temporary directory that is removed afterwards, even on failure.
func withTemporaryDirectory<T>(_ body: (TemporaryDirectory) throws -> T) throws -> T {
  let directory = try TemporaryDirectory()
  defer { directory.remove() }
  return try body(directory)
}
