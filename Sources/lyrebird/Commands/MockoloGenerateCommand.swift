import ArgumentParser
import Foundation
import LyrebirdGenerator
import LyrebirdSyntax

/// `lyrebird generate --dialect mockolo`: Mockolo's command line, with Mockolo's meanings, writing
/// Mockolo-shaped mocks.
///
/// Its flags differ from `generate`'s (`-d` is Mockolo's destination, `-s` takes several
/// directories), so ``LyrebirdCommand`` routes a `generate` with `--dialect mockolo` here.
struct MockoloGenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate --dialect mockolo",
    abstract: "Generate Mockolo-shaped mocks of the types annotated /// @mockable, with Mockolo's flags.")

  @Option(
    name: [.customShort("s"), .customLong("sourcedirs")], parsing: .upToNextOption,
    help: "Directories of sources to mock; ignored when --sourcefiles or --filelist is given.")
  var sourceDirs: [String] = []

  @Option(
    name: [.customLong("srcs", withSingleDash: true), .customLong("sourcefiles")], parsing: .upToNextOption,
    help: "Source files to mock; ignored when --filelist is given.")
  var sourceFiles: [String] = []

  @Option(name: [.customShort("f"), .customLong("filelist")], help: "A file listing source paths, one per line.")
  var sourceFileList: String?

  @Option(name: [.customShort("d"), .customLong("destination")], help: "The file to write every mock into.")
  var destination: String?

  @Option(help: "A directory for one mock file per source instead of --destination (Lyrebird's).")
  var outputDir: String?

  @Option(
    name: [.customShort("i"), .customLong("testable-imports")], parsing: .upToNextOption,
    help: "Modules the mocks import with @testable.")
  var testableImports: [String] = []

  @Option(
    name: [.customShort("c"), .customLong("custom-imports")], parsing: .upToNextOption,
    help: "Modules the mocks import besides the sources' own.")
  var customImports: [String] = []

  @Option(parsing: .upToNextOption, help: "Modules the mocks don't import, though a source does.")
  var excludeImports: [String] = []

  @Option(
    name: [.customShort("x"), .customLong("exclude-suffixes")], parsing: .upToNextOption,
    help: "File-name suffixes, without the extension, of sources to skip (for example Mocks Tests).")
  var exclusionSuffixes: [String] = []

  @Option(help: "A header for the top of each mock file.")
  var header: String?

  @Option(help: "Wrap the mocks in #if <macro>.")
  var macro: String?

  @Option(help: "The doc-comment marker of the types to mock (default: @mockable).")
  var annotation = "@mockable"

  @Flag(help: "Mock annotated classes too, not only protocols.")
  var mockAll = false

  @Flag(help: "Mock every protocol (and with --mock-all every class), annotated or not (Lyrebird's).")
  var mockUnannotated = false

  @Flag(help: "Make every mock final.")
  var mockFinal = false

  @Flag(help: "Keep every method's arguments in …ArgValues.")
  var enableArgsHistory = false

  @Flag(help: "Let tests set …CallCount.")
  var allowSetCallCount = false

  @Flag(help: "Method bodies call mockFunc(&count)(name, handler, default), which the tests' target defines.")
  var useTemplateFunc = false

  @Flag(
    name: .customLong("lyrebird-dsl"),
    help: ArgumentHelp(
      "Protocol mocks also take Lyrebird's given/verify, and report a member without a handler or a default "
        + "instead of crashing (Lyrebird's; the mocks import Lyrebird).")
  )
  var lyrebirdDSL = false

  @Flag(
    help:
      "Mockolo's switch for Combine's default streams; Lyrebird generates no Combine members, so it changes nothing.")
  var disableCombineDefaultValues = false

  @Option(name: .customLong("mock-filelist"), help: "A file listing mock files of the modules this one depends on.")
  var mockFileList: String?

  @Option(
    name: [.customLong("mocks", withSingleDash: true), .customLong("mockfiles")], parsing: .upToNextOption,
    help: "Mock files of the modules this one depends on.")
  var mockFiles: [String] = []

  @Option(help: "Sources of other modules whose protocols the mocked ones refine (Lyrebird's).")
  var support: [String] = []

  @Option(help: "The sources' module: the mocks qualify its types with it and import it (Lyrebird's).")
  var module: String?

  @Option(name: [.customShort("j"), .long], help: "At most this many threads (accepted; Lyrebird uses every core).")
  var concurrencyLimit: Int?

  @Option(name: [.customShort("l"), .long], help: "0 info, 1 verbose, 2 warnings, 3 errors only.")
  var loggingLevel = 0

  @Flag(help: "Don't read or write the cache of parsed sources.")
  var disableCache = false

  @Flag(help: "Treat warnings as errors.")
  var warningsAsErrors = false

  func validate() throws {
    guard (0...3).contains(loggingLevel) else {
      throw ValidationError("--logging-level \(loggingLevel) must be 0, 1, 2 or 3")
    }
    if let limit = concurrencyLimit, limit < 1 {
      throw ValidationError("--concurrency-limit \(limit) must be at least 1")
    }
    if sourceDirs.isEmpty && sourceFiles.isEmpty && sourceFileList == nil {
      throw ValidationError("missing sources: pass --sourcedirs, --sourcefiles or --filelist")
    }
    guard (destination == nil) != (outputDir == nil) else {
      throw ValidationError(
        destination == nil
          ? "missing --destination: the file to write the mocks into"
          : "pass either --destination or --output-dir, not both")
    }
  }

  func run() throws {
    let console = Console(quiet: loggingLevel == 3, verbose: loggingLevel == 1)
    let start = Date()
    let report = try console.exitingOnFailure {
      let runs = try GeneratorOptions.runs(for: try overrides(), warn: console.diagnostic)
      return try Generator.run(runs, freeingMemory: false)
    }
    try console.summarize(report, since: start, keptGoing: false)
  }

  /// The inputs Mockolo would read: the file list, else the files, else the directories, less
  /// those whose names end with an excluded suffix.
  func inputs() throws -> [String] {
    let workingDirectory = FileManager.default.currentDirectoryPath
    var listed: [String]
    if let sourceFileList {
      guard let text = try? String(contentsOfFile: sourceFileList, encoding: .utf8) else {
        throw ValidationError("cannot read --filelist '\(sourceFileList)'")
      }
      listed = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    } else {
      listed = sourceFiles.isEmpty ? sourceDirs : sourceFiles
    }
    let files = try InputResolver.resolve(listed, workingDirectory: workingDirectory)
    return files.filter { path in
      let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      return !exclusionSuffixes.contains { stem.hasSuffix($0) }
    }
  }

  /// `--mock-filelist`'s files, else `-mocks`', as absolute paths.
  func dependencyMocks() throws -> [String] {
    var paths = mockFiles
    if let mockFileList {
      guard let text = try? String(contentsOfFile: mockFileList, encoding: .utf8) else {
        throw ValidationError("cannot read --mock-filelist '\(mockFileList)'")
      }
      paths = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }
    let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    return paths.map { $0.hasPrefix("/") ? $0 : directory.appendingPathComponent($0).path }
  }

  func overrides() throws -> GeneratorOverrides {
    var overrides = GeneratorOverrides(workingDirectory: FileManager.default.currentDirectoryPath)
    overrides.inputs = try inputs()
    if overrides.inputs.isEmpty { throw ValidationError("no Swift sources to mock after --exclude-suffixes") }
    overrides.dialect = .mockolo
    overrides.output = outputDir ?? destination
    overrides.testable = false
    overrides.testableImports = testableImports
    overrides.customImports = customImports
    overrides.excludedImports = excludeImports
    overrides.header = header
    overrides.condition = macro
    overrides.support = support
    overrides.module = module
    overrides.disablesCache = disableCache
    overrides.warningsAsErrors = warningsAsErrors
    var mockolo = MockoloRunOptions()
    mockolo.annotation = annotation
    mockolo.mocksClasses = mockAll
    mockolo.requiresAnnotation = !mockUnannotated
    mockolo.finalMocks = mockFinal
    mockolo.recordsAllArguments = enableArgsHistory
    mockolo.allowsSetCallCount = allowSetCallCount
    mockolo.usesTemplateFunction = useTemplateFunc
    mockolo.usesLyrebirdDSL = lyrebirdDSL
    mockolo.dependencyMocks = try dependencyMocks()
    overrides.mockolo = mockolo
    return overrides
  }

  /// Whether `arguments` (after the command name) ask for `generate --dialect mockolo`; then
  /// `rest` is them without `generate` and the dialect.
  static func route(_ arguments: [String]) -> [String]? {
    guard arguments.first == "generate" else { return nil }
    var rest = Array(arguments.dropFirst())
    if let index = rest.firstIndex(of: "--dialect=mockolo") {
      rest.remove(at: index)
      return rest
    }
    guard let index = rest.firstIndex(of: "--dialect"), index + 1 < rest.count, rest[index + 1] == "mockolo" else {
      return nil
    }
    rest.removeSubrange(index...(index + 1))
    return rest
  }
}
