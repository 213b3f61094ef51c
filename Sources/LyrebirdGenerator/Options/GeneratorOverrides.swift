import LyrebirdSyntax

/// The generator settings passed on the command line, before `lyrebird.yml` is merged in.
///
/// Optionals and empty lists mean "not given", so a config setting applies unless a flag says
/// otherwise. Lists hold the values as typed: `--exclude A,B` stays `["A,B"]` until the merge.
package struct GeneratorOverrides: Hashable, Sendable {
  /// Where relative command-line paths start.
  package var workingDirectory: String
  /// Swift files, directories or globs.
  package var inputs: [String] = []
  /// `--package`, whose `--target`s are mocked.
  package var packagePath: String?
  package var targets: [String] = []
  /// `--module`: the inputs' module, and the config module to run.
  package var module: String?
  package var support: [String] = []
  /// `--config`, as typed: a `lyrebird.yml`, or a `Cuckoofile.toml` (any `.toml` file).
  package var config: String?
  /// `--dialect`; `nil` leaves it to the config, then to ``MockDialect/mockingbird``.
  package var dialect: MockDialect?
  /// The plugin passes every dependency; only those listed in the config take its settings.
  package var allowsMissingConfigModule = false
  /// `--ignore-files-from`: the directory whose `.lyrebird-ignore` files, from there down, also
  /// filter inputs given as files (a directory input always honours its own).
  package var ignoreFilesRoot: String?
  package var output: String?
  package var filePrefix: String?
  package var testable: Bool?
  /// `--testable A,B`: other modules imported with `@testable`.
  package var testableImports: [String] = []
  package var disablesModuleImport = false
  package var condition: String?
  package var header: String?
  /// Cuckoo's `--no-header`: no header comment, from the flags or the config.
  package var omitsHeader = false
  package var disablesSwiftLint = false
  package var onlyProtocols = false
  package var excludedTypes: [String] = []
  package var minimumAccess: AccessLevel?
  package var regex: String?
  package var disablesInheritance = false
  package var pruning: GeneratorOptions.Pruning?
  /// `--default-isolation`: wins over the config's `defaultIsolation`.
  package var defaultIsolation: DefaultIsolation?
  /// `--manifest` and `--manifest-target`, which the build plugin passes: the `Package.swift` and the
  /// target whose isolation settings apply when neither the flag nor the config sets one.
  package var manifest: String?
  package var manifestTarget: String?
  package var testSources: [String] = []
  package var disablesCache = false
  package var warningsAsErrors = false
  package var keepsGoing = false
  /// Mockolo's flags, given after `--dialect mockolo`; a Mockolo-dialect run without them takes Mockolo's defaults.
  package var mockolo: MockoloRunOptions?
  /// Mockolo's `--exclude-imports`: modules the mock files don't import.
  package var excludedImports: [String] = []
  /// Mockolo's `--custom-imports`: modules the mock files import besides the sources' own.
  package var customImports: [String] = []

  package init(workingDirectory: String) {
    self.workingDirectory = workingDirectory
  }
}
