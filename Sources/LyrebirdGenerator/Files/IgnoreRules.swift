import Foundation

/// A `.lyrebird-ignore` file that exists but could not be read.
package enum IgnoreRulesError: Error, CustomStringConvertible, Equatable, Sendable {
  case unreadableIgnoreFile(path: String, reason: String)

  package var description: String {
    switch self {
    case .unreadableIgnoreFile(let path, let reason):
      "cannot read ignore file '\(path)': \(reason)"
    }
  }
}

/// The `.lyrebird-ignore` files of one directory tree, evaluated like `.gitignore`.
///
/// Each ignore file governs its own directory and everything below it; rules in
/// deeper files win over shallower ones, and within a file the last matching
/// rule wins. Files are read lazily and cached, so a walk pays only for the
/// directories it visits. Safe to share between threads: an internal lock
/// serializes evaluation.
package final class IgnoreRules: @unchecked Sendable {
  /// The name of the per-directory ignore file.
  package static let fileName = ".lyrebird-ignore"

  /// The top directory; ignore files above it are not consulted.
  package let root: String

  private let lock = NSLock()
  private var patternsByDirectory: [String: [IgnorePattern]] = [:]
  private var directoryVerdicts: [String: Bool] = [:]

  /// Creates rules for the tree at `root`, an absolute directory path.
  ///
  /// A relative `root` is resolved against the current directory rather than rejected.
  package init(root: String) {
    self.root = Paths.absolute(root, relativeTo: FileManager.default.currentDirectoryPath)
  }

  /// Whether `absolutePath` is excluded, either directly or because a containing
  /// directory is excluded (Git cannot re-include a file inside an excluded directory).
  ///
  /// Paths outside `root`, and `root` itself, are never ignored. A relative path
  /// is taken relative to `root`.
  package func isIgnored(_ absolutePath: String, isDirectory: Bool) throws -> Bool {
    let path = Paths.absolute(absolutePath, relativeTo: root)
    guard let components = Paths.components(of: path, under: root), !components.isEmpty else {
      return false
    }
    lock.lock()
    defer { lock.unlock() }
    var directory = root
    for depth in 0..<(components.count - 1) {
      directory = Paths.join(directory, components[depth])
      if try directoryIsIgnored(directory, components: components[...depth]) {
        return true
      }
    }
    if isDirectory {
      return try directoryIsIgnored(path, components: components[...])
    }
    return try verdict(for: components[...], isDirectory: false)
  }

  /// The compiled rules of one directory's ignore file, empty when it has none.
  package func patterns(inDirectory directory: String) throws -> [IgnorePattern] {
    lock.lock()
    defer { lock.unlock() }
    return try loadPatterns(inDirectory: Paths.absolute(directory, relativeTo: root))
  }

  private func directoryIsIgnored(_ path: String, components: ArraySlice<String>) throws -> Bool {
    if let cached = directoryVerdicts[path] {
      return cached
    }
    let ignored = try verdict(for: components, isDirectory: true)
    directoryVerdicts[path] = ignored
    return ignored
  }

  /// Applies the ignore files from the path's parent up to `root`, deepest first.
  private func verdict(for components: ArraySlice<String>, isDirectory: Bool) throws -> Bool {
    var directories = [root]
    var directory = root
    for component in components.dropLast() {
      directory = Paths.join(directory, component)
      directories.append(directory)
    }
    for depth in stride(from: directories.count - 1, through: 0, by: -1) {
      let patterns = try loadPatterns(inDirectory: directories[depth])
      let relative = components.dropFirst(depth)
      if let rule = patterns.last(where: { $0.matches(relative, isDirectory: isDirectory) }) {
        return !rule.isNegated
      }
    }
    return false
  }

  private func loadPatterns(inDirectory directory: String) throws -> [IgnorePattern] {
    if let cached = patternsByDirectory[directory] {
      return cached
    }
    let file = Paths.join(directory, Self.fileName)
    let data: Data?
    do {
      data = try FileSystem.readFileIfPresent(file)
    } catch {
      throw IgnoreRulesError.unreadableIgnoreFile(path: file, reason: error.reason)
    }
    let patterns = data.map(Self.parse) ?? []
    patternsByDirectory[directory] = patterns
    return patterns
  }

  /// Splits on `\n` bytes (so `\r\n` lines work) and skips a UTF-8 byte-order mark, as Git does.
  static func parse(_ data: Data) -> [IgnorePattern] {
    var bytes = data[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      bytes = bytes.dropFirst(3)
    }
    return bytes.split(separator: 0x0A, omittingEmptySubsequences: true).compactMap { line in
      IgnorePattern(line: String(decoding: line, as: UTF8.self))
    }
  }
}
