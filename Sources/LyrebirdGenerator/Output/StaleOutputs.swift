/// Removes mocks of inputs that are gone from an output directory, so a deleted source's mocks
/// don't keep compiling (or fail to).
///
/// Only a `.swift` file that starts with a run's file prefix, isn't an output or an input of
/// any run, and carries Lyrebird's generated-file header is removed: a file the user wrote never is.
enum StaleOutputs {
  /// Removes the stale files of every directory output among `runs`; returns their paths, sorted.
  static func remove(for runs: [GeneratorOptions]) -> [String] {
    var prefixes: [String: Set<String>] = [:]
    for options in runs {
      if case .directory(let directory, let prefix, _) = options.output {
        prefixes[Paths.normalize(directory), default: []].insert(prefix)
      }
    }
    guard !prefixes.isEmpty else { return [] }
    let kept = Set(
      runs.flatMap { options -> [String] in
        let read: [String] = options.modules.flatMap(\.namingFiles) + options.supportFiles + options.testSources
        return OutputPlan(options: options).paths() + read
      }.map(Paths.normalize))
    var removed: [String] = []
    for (directory, directoryPrefixes) in prefixes {
      guard let entries = try? FileSystem.entries(of: directory) else { continue }
      for entry in entries where entry.kind == .regularFile && isCandidate(entry.name, directoryPrefixes) {
        let path = Paths.join(directory, entry.name)
        guard !kept.contains(path), GeneratedFileHeader.isGenerated(path) else { continue }
        AtomicWriter.remove(path)
        removed.append(path)
      }
    }
    return removed.sorted()
  }

  private static func isCandidate(_ name: String, _ prefixes: Set<String>) -> Bool {
    !name.hasPrefix(".") && name.hasSuffix(".swift") && prefixes.contains { name.hasPrefix($0) }
  }
}
