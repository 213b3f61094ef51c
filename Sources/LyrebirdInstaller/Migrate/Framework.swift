/// A mocking framework whose users `lyrebird migrate` moves to Lyrebird, and what moving means for it.
package enum Framework: String, CaseIterable, Sendable {
  case mockingbird
  case cuckoo
  case mockolo
  case mockable
  case mockery
  case swiftMocking = "swift-mocking"

  /// The framework's runtime modules a test imports, each with the Lyrebird module that takes its place.
  package var moduleReplacements: [String: String] {
    switch self {
    case .mockingbird: ["Mockingbird": "Lyrebird"]
    case .cuckoo: ["Cuckoo": "LyrebirdCuckoo"]
    case .mockery: ["Mockery": "Lyrebird"]
    case .swiftMocking: ["Mocked": "LyrebirdMocked"]
    case .mockable: ["Mockable": "LyrebirdMockable"]
    // Mockolo's mocks need no library, so a test imports none of it.
    case .mockolo: [:]
    }
  }

  /// The package's folders whose sources import the framework: its tests', and for a macro
  /// framework the production code's too, where the macro is attached.
  package var sourceFolders: [String] {
    switch self {
    case .swiftMocking, .mockable: ["Sources", "Tests"]
    default: ["Tests"]
    }
  }

  /// Why Lyrebird can't move this framework's users yet, or `nil` when it can.
  package var unsupportedReason: String? { nil }

  /// What the user still does by hand after the imports are moved, in order.
  package var manualSteps: [String] {
    var steps: [String] = []
    switch self {
    case .mockingbird:
      steps.append(
        "remove Mockingbird's \"Generate Mockingbird Mocks\" build phase (or its script); Lyrebird's build plugin "
          + "generates the mocks")
    case .cuckoo:
      steps.append(
        "if an Xcode build phase or a script runs Cuckoo's generator, remove it: Lyrebird's build plugin, and "
          + "`lyrebird generate --config Cuckoofile.toml`, read the Cuckoofile as it is")
    case .mockolo:
      steps.append(
        "a script that runs mockolo runs `lyrebird generate --dialect mockolo` with the same flags instead: "
          + "name it with --script and migrate changes it")
    case .swiftMocking:
      steps.append(
        "give the test targets of modules that attach @Mocked the Lyrebird product, so their failures reach "
          + "Swift Testing on Linux: .product(name: \"Lyrebird\", package: …)")
    case .mockable:
      steps.append(
        "give the test targets of modules that attach @Mockable the Lyrebird product, so their failures reach "
          + "Swift Testing on Linux; the MOCKING condition stays as it is")
    case .mockery:
      break
    }
    return steps
  }

  /// The name of the files of ignore patterns the framework's generator reads, which Lyrebird reads
  /// as `.lyrebird-ignore`: the same `.gitignore` patterns, scoped to their directory.
  package var ignoreFileName: String? {
    self == .mockingbird ? ".mockingbird-ignore" : nil
  }

  /// Whether the framework's mocks come from a generator (and Lyrebird's from its build plugin).
  var usesGenerator: Bool {
    switch self {
    case .mockingbird, .cuckoo, .mockolo: true
    case .mockery, .swiftMocking, .mockable: false
    }
  }
}
