import ArgumentParser

/// Where `generate` writes mocks, and how each file begins.
struct OutputOptions: ParsableArguments {
  @Option(name: .shortAndLong, help: "A .swift file for all mocks, or a directory for one file per input.")
  var output: String?

  /// Mockingbird's and Cuckoo's spelling for a directory, which can't be mistaken for a file.
  @Option(
    help: """
      A directory for one file per input (Bird.swift → BirdMocks.swift; inputs with the same name \
      add their folder's: Wild_BirdMocks.swift). Unchanged files are not rewritten, and files \
      Lyrebird wrote for inputs that are gone are removed.
      """)
  var outputDir: String?

  /// `--output-dir`, or else `--output`.
  var destination: String? { outputDir ?? output }

  @Option(help: "A prefix for each file written into an output directory.")
  var filePrefix = ""

  /// Optional, so a `lyrebird.yml` setting applies unless the command line says otherwise.
  @Flag(
    inversion: .prefixedNo,
    help: """
      Import --module with @testable, to mock internal types (the default, as in Mockingbird). \
      Cuckoo's form --testable A,B (or --testable=A,B) also imports the modules A and B with @testable.
      """)
  var testable: Bool?

  /// Cuckoo's `--testable A,B`, rewritten by ``TestableArgument`` before parsing.
  @Option(name: .customLong("testable-modules"), help: .hidden)
  var testableModules: [String] = []

  @Flag(help: "Omit the import of --module, for mocks compiled into the module itself.")
  var disableModuleImport = false

  @Option(help: "Wrap the generated code in #if <condition>.")
  var condition: String?

  @Option(help: "A comment placed at the top of each generated file.")
  var header: String?

  @Flag(
    help: """
      Cuckoo's --no-header: leave out the --header comment (and a config's). The one line by which \
      Lyrebird recognises the files it wrote stays.
      """)
  var noHeader = false

  @Flag(help: "Cuckoo's --no-timestamp, accepted for Cuckoo's scripts: Lyrebird never writes a timestamp.")
  var noTimestamp = false

  @Flag(help: "Add // swiftlint:disable all, so SwiftLint skips the mocks; without it nothing is added.")
  var disableSwiftlint = false
}
