/// Names the per-input mock files of an output directory, so two inputs never share one.
///
/// `Bird.swift` → `BirdMocks.swift`. When several inputs share a base name, each gets its
/// parent folder's name too (`Wild/Bird.swift` → `Wild_BirdMocks.swift`); a name that still
/// repeats gets `_2`, `_3`, … in the order of the inputs' paths. Plain Swift: the build plugin
/// compiles this same file (the generator's copy is a link) to declare the outputs it will get.
enum OutputFileNames {
  /// The file of every `mock(_:)` function of a run with one file per input.
  ///
  /// Kept apart from the mocks so no mock file declares an overload of `mock(_:)`: in a batch-mode build each file that
  /// does depends on every other file's mocks, and an edit to one protocol recompiled them all.
  /// No input's name can end like this (theirs end in `Mocks.swift`).
  static let mockFunctions = "MockFunctions.swift"

  /// Every file a run with one file per input writes (without its file prefix), sorted: the
  /// build plugin declares exactly these.
  static func files(for inputs: [String]) -> [String] {
    names(for: inputs).values.sorted() + [mockFunctions]
  }

  /// Input path → file name (without the run's file prefix).
  static func names(for inputs: [String]) -> [String: String] {
    let sorted = Array(Set(inputs)).sorted()
    let bases = sorted.map { baseName(of: $0) }
    var baseCounts: [String: Int] = [:]
    for base in bases { baseCounts[base, default: 0] += 1 }
    var used: Set<String> = []
    var names: [String: String] = [:]
    for (input, base) in zip(sorted, bases) {
      let stem = baseCounts[base, default: 0] > 1 ? "\(lastComponent(parent(of: input)))_\(base)" : base
      var name = stem
      var count = 1
      while used.contains(name) {
        count += 1
        name = "\(stem)_\(count)"
      }
      used.insert(name)
      names[input] = name + "Mocks.swift"
    }
    return names
  }

  private static func baseName(of path: String) -> String {
    let name = lastComponent(path)
    return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
  }

  private static func parent(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
  }

  private static func lastComponent(_ path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }
}
