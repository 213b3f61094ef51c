import ArgumentParser
import Foundation
import LyrebirdGenerator
import LyrebirdSyntax

/// `lyrebird generate`: parses sources and writes mocks.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generate mocks for the protocols and classes in Swift sources.",
    discussion: """
      Inputs are files, directories or globs. Put a .lyrebird-ignore file (.gitignore syntax) in a \
      directory to skip sources under it; files Lyrebird generated are skipped too. An output \
      replaces only a file Lyrebird wrote: naming an input or another existing file is an error, \
      and nothing is written. Exits with 1 when a source has errors, and then writes nothing unless \
      --keep-going is set; warnings, such as skipped \
      final classes, don't fail the run unless --warnings-as-errors is set.
      """)

  @Argument(help: "Swift files, directories or globs to mock.")
  var inputs: [String] = []

  @OptionGroup(title: "Sources") var sources: SourceOptions
  @OptionGroup(title: "Output") var output: OutputOptions
  @OptionGroup(title: "Selection") var selection: SelectionOptions

  @Option(
    help: """
      A lyrebird.yml with per-module settings, or a Cuckoofile.toml (any .toml file), which implies \
      --dialect cuckoo; with --module, only that module.
      """)
  var config: String?

  @Option(
    help: """
      The shape of the mocks: mockingbird (the default), cuckoo (MockX and XStub, for \
      LyrebirdCuckoo's DSL; without --output they go to GeneratedMocks.swift, as Cuckoo's do), \
      mockolo (XMock with handlers and counts, needing no library; it takes Mockolo's own flags: \
      see `lyrebird generate --dialect mockolo --help`), or mockable (MockX of each protocol, for \
      LyrebirdMockable's given/when/verify builders).
      """)
  var dialect: MockDialect?

  /// The plugin passes every dependency; only those listed in the config take its settings.
  @Flag(help: .hidden)
  var allowMissingConfigModule = false

  /// The plugin passes a target's files one by one; its .lyrebird-ignore files still apply.
  @Option(
    help: ArgumentHelp(
      "Apply the .lyrebird-ignore files from <dir> down to input files, as a directory input would.",
      valueName: "dir"))
  var ignoreFilesFrom: String?

  @Flag(help: "Don't read or write the cache of parsed sources.")
  var disableCache = false

  @Flag(help: "Treat warnings as errors.")
  var warningsAsErrors = false

  @Flag(
    help: """
      Report files with errors, mock everything else and write the output, then still exit with 1 \
      (for a walk over many packages).
      """)
  var keepGoing = false

  @Flag(name: .shortAndLong, help: "Print every file written and each mocked type.")
  var verbose = false

  @Flag(name: .shortAndLong, help: "Cuckoo's --debug: the same as --verbose. Nothing extra is written into the mocks.")
  var debug = false

  @Flag(
    name: .shortAndLong, help: "Cuckoo's --glob, accepted for Cuckoo's scripts: globs in inputs are always expanded.")
  var glob = false

  /// Cuckoo's default output file, used when `--dialect cuckoo` is given without an output or config.
  static let cuckooDefaultOutput = "GeneratedMocks.swift"

  @Flag(name: .shortAndLong, help: "Print only errors.")
  var quiet = false

  func validate() throws {
    if inputs.isEmpty && sources.package == nil && config == nil {
      throw ValidationError("no inputs: pass Swift files, directories or globs, or --package with --target")
    }
    if output.destination == nil && config == nil && dialect != .cuckoo {
      throw ValidationError("missing --output: pass a .swift file or a directory")
    }
    if output.output != nil && output.outputDir != nil {
      throw ValidationError("pass either --output or --output-dir, not both")
    }
    if let directory = output.outputDir, directory.hasSuffix(".swift") {
      throw ValidationError("--output-dir '\(directory)' names a .swift file: use --output for one file")
    }
    if (sources.manifest == nil) != (sources.manifestTarget == nil) {
      throw ValidationError("--manifest and --manifest-target go together")
    }
    if let manifest = sources.manifest, !FileManager.default.isReadableFile(atPath: manifest) {
      throw ValidationError("--manifest: cannot read '\(manifest)'")
    }
    if sources.package == nil && !sources.targets.isEmpty {
      throw ValidationError("--target needs --package")
    }
    if let pattern = selection.regex, (try? Regex(pattern)) == nil {
      throw ValidationError("--regex '\(pattern)' is not a valid regular expression")
    }
    if selection.prune != .disable && selection.testSources.isEmpty {
      throw ValidationError("--prune \(selection.prune.rawValue) needs --test-sources to find the mocks tests use")
    }
  }

  func run() throws {
    let console = Console(quiet: quiet, verbose: verbose || debug)
    let start = Date()
    let report = try console.exitingOnFailure {
      // The process exits right after, so the run's memory is left for the system to reclaim.
      let runs = try GeneratorOptions.runs(for: GeneratorOverrides(self), warn: console.diagnostic)
      return try Generator.run(runs, freeingMemory: false)
    }
    try console.summarize(report, since: start, keptGoing: keepGoing)
  }
}
