/// Where the manifest should get Lyrebird from.
public enum LyrebirdLocation: Equatable, Sendable {
  /// A local checkout, written as given (relative paths start at the package directory).
  case path(String)
  /// A git URL and the lowest version to accept.
  case url(String, from: String)
}

/// What `lyrebird install` was asked to do.
public struct InstallOptions: Equatable, Sendable {
  /// The test target that gets the runtime and the build plugin.
  public var testTarget: String
  /// The modules to mock; each becomes a dependency of the test target and a config entry.
  ///
  /// Empty: the test target's current dependencies on the package's own targets.
  public var sources: [String]
  /// Where to get Lyrebird; `nil` when the manifest must already depend on it.
  public var lyrebird: LyrebirdLocation?
  /// Replace an existing `lyrebird.yml`.
  public var force: Bool

  public init(testTarget: String, sources: [String] = [], lyrebird: LyrebirdLocation? = nil, force: Bool = false) {
    self.testTarget = testTarget
    self.sources = sources
    self.lyrebird = lyrebird
    self.force = force
  }
}
