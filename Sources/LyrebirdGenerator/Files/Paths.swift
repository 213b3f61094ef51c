/// Lexical path arithmetic on `/`-separated strings.
///
/// Kept lexical (no symlink resolution, no file-system access) so results are
/// predictable, cheap, and identical on macOS and Linux.
package enum Paths {
  /// Makes `path` absolute against `base` and normalizes it, so equal files compare equal.
  package static func absolute(_ path: String, relativeTo base: String) -> String {
    if path.hasPrefix("/") {
      return normalize(path)
    }
    return normalize(base + "/" + path)
  }

  /// Removes `.`, `..`, repeated and trailing slashes without touching the disk.
  package static func normalize(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      if component == "." {
        continue
      }
      if component == ".." {
        if let last = parts.last, last != ".." {
          parts.removeLast()
        } else if !isAbsolute {
          parts.append(component)
        }
        continue
      }
      parts.append(component)
    }
    let joined = parts.joined(separator: "/")
    if isAbsolute {
      return "/" + joined
    }
    return joined.isEmpty ? "." : joined
  }

  /// Appends one name, avoiding a double slash at the file-system root.
  package static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// The directory part, used to place temporary files next to their destination.
  package static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else {
      return "."
    }
    if slash == path.startIndex {
      return "/"
    }
    return String(path[..<slash])
  }

  /// The final component, used to derive hidden temporary names.
  package static func lastComponent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else {
      return path
    }
    return String(path[path.index(after: slash)...])
  }

  /// Components of `path` below `root`, or nil when `path` lies outside it.
  ///
  /// Both arguments must already be normalized absolute paths.
  package static func components(of path: String, under root: String) -> [String]? {
    if path == root {
      return []
    }
    let prefix = root == "/" ? "/" : root + "/"
    guard path.hasPrefix(prefix) else {
      return nil
    }
    return path.dropFirst(prefix.count).split(separator: "/").map(String.init)
  }
}
