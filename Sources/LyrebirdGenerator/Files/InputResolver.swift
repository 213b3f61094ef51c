import Foundation

/// Why command-line inputs could not be turned into source files.
///
/// Paths are quoted as the user typed them, so they can find the typo.
package enum InputResolverError: Error, CustomStringConvertible, Equatable, Sendable {
  case noSuchFile(String)
  case notSwiftSource(String)
  case noMatches(glob: String)
  case inaccessible(path: String, reason: String)
  case unreadableDirectory(path: String, reason: String)

  package var description: String {
    switch self {
    case .noSuchFile(let path):
      "no such file or directory: '\(path)'"
    case .notSwiftSource(let path):
      "not a Swift source file: '\(path)'"
    case .noMatches(let glob):
      "no Swift files match '\(glob)'"
    case .inaccessible(let path, let reason):
      "cannot access '\(path)': \(reason)"
    case .unreadableDirectory(let path, let reason):
      "cannot read directory '\(path)': \(reason)"
    }
  }
}

/// Turns the generator's path arguments into the exact list of Swift files to read.
package enum InputResolver {
  /// Resolves files, directories and globs to sorted, unique, absolute `.swift` paths.
  ///
  /// - Explicit files are taken as given (never filtered by ignore rules) but must end in `.swift`.
  /// - Directories are walked recursively, skipping hidden directories and
  ///   honouring `.lyrebird-ignore` files from that directory down.
  /// - Inputs containing `*`, `?` or `[` that name no existing path are globs;
  ///   `**` spans directories, hidden names need an explicit leading `.`, and
  ///   ignore files apply from the glob's fixed leading directory down.
  ///
  /// - Files Lyrebird generated (see ``GeneratedFileHeader``) found in a directory or by a glob
  ///   are skipped, so mocks written next to the sources are not mocked again on the next run.
  ///
  /// A path that exists is always taken literally, so a file named `a[1].swift` still works.
  package static func resolve(_ inputs: [String], workingDirectory: String) throws -> [String] {
    let base = Paths.absolute(workingDirectory, relativeTo: FileManager.default.currentDirectoryPath)
    var files = Set<String>()
    var found = Set<String>()
    for input in inputs {
      let path = Paths.absolute(input, relativeTo: base)
      let info: stat
      do {
        info = try FileSystem.status(path)
      } catch  where error.isNotFound {
        guard isGlob(input) else {
          throw InputResolverError.noSuchFile(input)
        }
        try expandGlob(input, base: base, into: &found)
        continue
      } catch {
        throw InputResolverError.inaccessible(path: input, reason: error.reason)
      }
      if FileSystem.kind(of: info) == .directory {
        let walker = SourceTreeWalker(rules: IgnoreRules(root: path))
        try walker.collectSwiftFiles(in: path, into: &found)
      } else if path.hasSuffix(".swift") || path.hasSuffix(".swiftinterface") {
        // A module interface is Swift too: as `--support`, it declares another module's protocols.
        files.insert(path)
      } else {
        throw InputResolverError.notSwiftSource(input)
      }
    }
    found.subtract(files)
    let walked = Array(found)
    let generated = walked.concurrentMap { GeneratedFileHeader.isGenerated($0) }
    files.formUnion(zip(walked, generated).compactMap { $1 ? nil : $0 })
    return files.sorted()
  }

  /// Whether an input uses glob syntax at all.
  static func isGlob(_ input: String) -> Bool {
    input.contains { $0 == "*" || $0 == "?" || $0 == "[" }
  }

  /// Splits a glob into the literal directory it starts from and the pattern below it.
  ///
  /// Starting the walk at the literal prefix keeps `Sources/Foo/**/*.swift` from
  /// scanning the whole working directory.
  static func splitGlob(_ glob: String, base: String) -> (directory: String, pattern: [Substring]) {
    let segments = glob.split(separator: "/", omittingEmptySubsequences: true)
    var fixed: [Substring] = []
    var rest = segments[...]
    while let first = rest.first, !isGlob(String(first)), rest.count > 1 {
      fixed.append(first)
      rest = rest.dropFirst()
    }
    let prefix = (glob.hasPrefix("/") ? "/" : "") + fixed.joined(separator: "/")
    let directory = Paths.absolute(prefix.isEmpty ? "." : prefix, relativeTo: base)
    return (directory, rest.filter { $0 != "." })
  }

  private static func expandGlob(_ glob: String, base: String, into files: inout Set<String>) throws {
    let (directory, segments) = splitGlob(glob, base: base)
    guard (try? FileSystem.kind(of: FileSystem.status(directory))) == .directory else {
      throw InputResolverError.noMatches(glob: glob)
    }
    let pattern = PathPattern(Substring(segments.joined(separator: "/")))
    let walker = SourceTreeWalker(rules: IgnoreRules(root: directory))
    var matched = Set<String>()
    try walker.collectMatches(of: pattern, in: directory, relative: [], into: &matched)
    guard !matched.isEmpty else {
      throw InputResolverError.noMatches(glob: glob)
    }
    files.formUnion(matched)
  }

  /// Lists a directory, converting the failure into a user-facing error.
  static func entries(of directory: String) throws -> [DirectoryEntry] {
    do {
      return try FileSystem.entries(of: directory)
    } catch {
      throw InputResolverError.unreadableDirectory(path: directory, reason: error.reason)
    }
  }
}
