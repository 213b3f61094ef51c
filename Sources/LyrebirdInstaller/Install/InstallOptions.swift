/// Where the manifest should get Lyrebird from.
package enum LyrebirdLocation: Equatable, Sendable {
  /// A local checkout, written as given (relative paths start at the package directory).
  case path(String)
  /// A git URL and the lowest version to accept.
  case url(String, from: String)
}

/// What `lyrebird install` was asked to do.
package struct InstallOptions: Equatable, Sendable {
  /// The test target that gets the runtime and the build plugin.
  package var testTarget: String
  /// The modules to mock; each becomes a dependency of the test target and a config entry.
  ///
  /// Empty: the test target's current dependencies on the package's own targets.
  package var sources: [String]
  /// Where to get Lyrebird; `nil` when the manifest must already depend on it.
  package var lyrebird: LyrebirdLocation?
  /// Replace an existing `lyrebird.yml`.
  package var force: Bool

  package init(testTarget: String, sources: [String] = [], lyrebird: LyrebirdLocation? = nil, force: Bool = false) {
    self.testTarget = testTarget
    self.sources = sources
    self.lyrebird = lyrebird
    self.force = force
  }
}
