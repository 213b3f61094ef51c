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
      and nothing is written. Exits with 1 when a source has errors; warnings, such as skipped \
      final classes, don't fail the run unless --warnings-as-errors is set.
      """)

  @Argument(help: "Swift files, directories or globs to mock.")
  var inputs: [String] = []

  @OptionGroup(title: "Sources") var sources: SourceOptions
  @OptionGroup(title: "Output") var output: OutputOptions
  @OptionGroup(title: "Selection") var selection: SelectionOptions

  @Option(help: "A lyrebird.yml with per-module settings; with --module, only that module.")
  var config: String?

  /// The plugin passes every dependency; only those listed in the config take its settings.
  @Flag(help: .hidden)
  var allowMissingConfigModule = false

  @Flag(help: "Don't read or write the cache of parsed sources.")
  var disableCache = false

  @Flag(help: "Treat warnings as errors.")
  var warningsAsErrors = false

  @Flag(name: .shortAndLong, help: "Print every file written and each mocked type.")
  var verbose = false

  @Flag(name: .shortAndLong, help: "Print only errors.")
  var quiet = false

  func validate() throws {
    if inputs.isEmpty && sources.package == nil && config == nil {
      throw ValidationError("no inputs: pass Swift files, directories or globs, or --package with --target")
    }
    if output.output == nil && config == nil {
      throw ValidationError("missing --output: pass a .swift file or a directory")
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
    let console = Console(quiet: quiet, verbose: verbose)
    let start = Date()
    do {
      var report = GeneratorReport()
      let allOptions = try makeAllOptions()
      // Every output is checked before any is written, so a refusal leaves every file as it was.
      let cwd = FileManager.default.currentDirectoryPath
      for options in allOptions { try OutputGuard.check(options, workingDirectory: cwd) }
      // The process exits right after, so the run's memory is left for the system to reclaim.
      for options in allOptions { report.merge(try Generator(options: options).run(freeingMemory: false)) }
      for diagnostic in report.diagnostics { console.diagnostic(diagnostic) }
      if report.hasErrors {
        console.error("no mocks were written because of the errors above")
        throw ExitCode.failure
      }
      for file in report.writtenFiles { console.detail("wrote \(file)") }
      for file in report.unchangedFiles { console.detail("unchanged \(file)") }
      for type in report.mockedTypes { console.detail("mocked \(type)") }
      if !report.phases.isEmpty {
        console.detail(report.phases.map { "\($0.name) \(Int($0.seconds * 1000)) ms" }.joined(separator: ", "))
      }
      let milliseconds = Int(Date().timeIntervalSince(start) * 1000)
      console.info(
        "Generated \(report.mockedTypes.count) mocks from \(report.sourceFileCount) files in \(milliseconds) ms")
    } catch let error as ExitCode {
      throw error
    } catch let error as ConfigError {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode.failure
    } catch {
      console.error("\(error)")
      throw ExitCode.failure
    }
  }

  /// One run per config module, or one run from the command line alone.
  private func makeAllOptions() throws -> [GeneratorOptions] {
    guard let config else { return [try makeOptions(configModule: nil, configDirectory: nil)] }
    let cwd = FileManager.default.currentDirectoryPath
    let path = Paths.absolute(config, relativeTo: cwd)
    let loaded = try ConfigLoader.load(path)
    let directory = (path as NSString).deletingLastPathComponent
    if let name = sources.module {
      guard let module = loaded.module(named: name) else {
        if allowMissingConfigModule { return [try makeOptions(configModule: nil, configDirectory: nil)] }
        throw ValidationError("'\(config)' has no module named '\(name)'")
      }
      return [try makeOptions(configModule: module, configDirectory: directory)]
    }
    if loaded.modules.isEmpty { throw ValidationError("'\(config)' lists no modules") }
    return try loaded.modules.map { try makeOptions(configModule: $0, configDirectory: directory) }
  }

  private func makeOptions(configModule: LyrebirdConfig.Module?, configDirectory: String?) throws -> GeneratorOptions {
    if let configModule, let configDirectory {
      return try ConfigOptions(module: configModule, directory: configDirectory, command: self).options()
    }
    let cwd = FileManager.default.currentDirectoryPath
    var modules: [GeneratorOptions.Module] = []
    if let package = sources.package {
      let packagePath = Paths.absolute(package, relativeTo: cwd)
      modules += try PackageTargets.sources(packagePath: packagePath, targets: sources.targets).map {
        GeneratorOptions.Module(name: $0.moduleName, files: $0.files)
      }
    }
    if !inputs.isEmpty {
      modules.append(
        GeneratorOptions.Module(
          name: sources.module, files: try InputResolver.resolve(inputs, workingDirectory: cwd)))
    }
    if modules.allSatisfy({ $0.files.isEmpty }) {
      throw ValidationError("no Swift files found in the inputs")
    }
    let support = sources.support.isEmpty ? [] : try InputResolver.resolve(sources.support, workingDirectory: cwd)
    let testSources =
      selection.testSources.isEmpty
      ? [] : try InputResolver.resolve(selection.testSources, workingDirectory: cwd)
    let outputPath = Paths.absolute(output.output ?? "", relativeTo: cwd)
    let destination = try output.destination(outputPath, perModule: sources.package != nil)
    return GeneratorOptions(
      modules: modules,
      supportFiles: support,
      output: destination,
      file: MockFileOptions(
        testable: output.testable ?? true, testableImports: output.testableImports,
        importsModule: !output.disableModuleImport, header: output.header,
        disablesSwiftLint: output.disableSwiftlint, condition: output.condition),
      onlyProtocols: selection.onlyProtocols,
      excludedTypes: Set(selection.exclude.flatMap { $0.split(separator: ",").map(String.init) }),
      minimumAccess: selection.minimumAccess,
      nameFilter: selection.regex,
      resolvesInheritance: !selection.noInheritance,
      pruning: selection.prune,
      testSources: testSources,
      cachePath: disableCache ? nil : output.cachePath(for: destination),
      warningsAsErrors: warningsAsErrors)
  }
}
