/// Collects Swift sources below a directory, honouring ignore rules.
///
/// Hidden directories (`.build`, `.git`, `.swiftpm`) are skipped because they hold
/// build products and metadata, never sources a user wants mocked.
struct SourceTreeWalker {
  let rules: IgnoreRules

  /// Adds every non-ignored `.swift` file below `directory` to `files`.
  ///
  /// The tree is listed one depth at a time, each depth's directories in parallel: listing
  /// 160 packages' directories one by one was a tenth of a run.
  ///
  /// - Parameter ruled: whether an ignore file was listed between the rules' root and `directory`.
  ///   Until one is, nothing can be ignored, and the rules aren't asked: for a tree without ignore
  ///   files, asking about each of 15k files took a tenth of a run.
  func collectSwiftFiles(in directory: String, into files: inout Set<String>, ruled: Bool = false) throws {
    var depth = [Pending(path: directory, ruled: ruled)]
    while !depth.isEmpty {
      let listings = depth.concurrentMap { pending in Result { try list(pending) } }
      depth = []
      for listing in listings {
        let (found, directories) = try listing.get()
        files.formUnion(found)
        depth += directories
      }
    }
  }

  /// A directory still to list, and whether an ignore file applies inside it.
  private struct Pending: Sendable {
    var path: String
    var ruled: Bool
  }

  /// One directory's Swift files and the subdirectories to list next, ignore rules applied.
  private func list(_ directory: Pending) throws -> (files: [String], directories: [Pending]) {
    let entries = try InputResolver.entries(of: directory.path)
    let ruled = directory.ruled || Self.listsIgnoreFile(entries)
    var files: [String] = []
    var directories: [Pending] = []
    for entry in entries {
      let path = Paths.join(directory.path, entry.name)
      switch entry.kind {
      case .directory:
        if entry.name.hasPrefix(".") {
          continue
        }
        if try ruled && rules.isIgnored(path, isDirectory: true) {
          continue
        }
        directories.append(Pending(path: path, ruled: ruled))
      case .regularFile:
        if entry.name.hasSuffix(".swift"), try !ruled || !rules.isIgnored(path, isDirectory: false) {
          files.append(path)
        }
      case .other:
        continue
      }
    }
    return (files, directories)
  }

  /// Adds files matching `pattern` (relative to `directory`) to `files`.
  ///
  /// A matched directory contributes all its sources, so `Sources/*` behaves like
  /// passing each target directory, as a shell expansion of it would.
  func collectMatches(
    of pattern: PathPattern,
    in directory: String,
    relative: [String],
    into files: inout Set<String>,
    ruled: Bool = false
  ) throws {
    let entries = try InputResolver.entries(of: directory)
    let ruled = ruled || Self.listsIgnoreFile(entries)
    for entry in entries {
      let path = Paths.join(directory, entry.name)
      let components = relative + [entry.name]
      switch entry.kind {
      case .directory:
        guard pattern.matches(components[...], partial: true, explicitDot: true),
          try !ruled || !rules.isIgnored(path, isDirectory: true)
        else {
          continue
        }
        if pattern.matches(components[...], explicitDot: true) {
          try collectSwiftFiles(in: path, into: &files, ruled: ruled)
        } else {
          try collectMatches(of: pattern, in: path, relative: components, into: &files, ruled: ruled)
        }
      case .regularFile:
        if entry.name.hasSuffix(".swift"),
          pattern.matches(components[...], explicitDot: true),
          try !ruled || !rules.isIgnored(path, isDirectory: false)
        {
          files.insert(path)
        }
      case .other:
        continue
      }
    }
  }

  /// Whether a listing holds an ignore file (of any kind: a link to one counts too).
  private static func listsIgnoreFile(_ entries: [DirectoryEntry]) -> Bool {
    entries.contains { $0.name == IgnoreRules.fileName }
  }
}
