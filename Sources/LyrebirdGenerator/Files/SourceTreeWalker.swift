/// Collects Swift sources below a directory, honouring ignore rules.
///
/// Hidden directories (`.build`, `.git`, `.swiftpm`) are skipped because they hold
/// build products and metadata, never sources a user wants mocked.
struct SourceTreeWalker {
  let rules: IgnoreRules

  /// Adds every non-ignored `.swift` file below `directory` to `files`.
  func collectSwiftFiles(in directory: String, into files: inout Set<String>) throws {
    for entry in try InputResolver.entries(of: directory) {
      let path = Paths.join(directory, entry.name)
      switch entry.kind {
      case .directory:
        if entry.name.hasPrefix(".") {
          continue
        }
        if try rules.isIgnored(path, isDirectory: true) {
          continue
        }
        try collectSwiftFiles(in: path, into: &files)
      case .regularFile:
        if entry.name.hasSuffix(".swift"), try !rules.isIgnored(path, isDirectory: false) {
          files.insert(path)
        }
      case .other:
        continue
      }
    }
  }

  /// Adds files matching `pattern` (relative to `directory`) to `files`.
  ///
  /// A matched directory contributes all its sources, so `Sources/*` behaves like
  /// passing each target directory, as a shell expansion of it would.
  func collectMatches(
    of pattern: PathPattern,
    in directory: String,
    relative: [String],
    into files: inout Set<String>
  ) throws {
    for entry in try InputResolver.entries(of: directory) {
      let path = Paths.join(directory, entry.name)
      let components = relative + [entry.name]
      switch entry.kind {
      case .directory:
        guard pattern.matches(components[...], partial: true, explicitDot: true),
          try !rules.isIgnored(path, isDirectory: true)
        else {
          continue
        }
        if pattern.matches(components[...], explicitDot: true) {
          try collectSwiftFiles(in: path, into: &files)
        } else {
          try collectMatches(of: pattern, in: path, relative: components, into: &files)
        }
      case .regularFile:
        if entry.name.hasSuffix(".swift"),
          pattern.matches(components[...], explicitDot: true),
          try !rules.isIgnored(path, isDirectory: false)
        {
          files.insert(path)
        }
      case .other:
        continue
      }
    }
  }
}
