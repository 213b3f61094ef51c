import ArgumentParser
import Foundation
import LyrebirdGenerator
import LyrebirdSyntax

/// Generator options for one `lyrebird.yml` module; command-line inputs and `--output` win.
struct ConfigOptions {
  let module: LyrebirdConfig.Module
  let directory: String
  let command: GenerateCommand

  func options() throws -> GeneratorOptions {
    let cwd = FileManager.default.currentDirectoryPath
    var files: [String]
    if command.inputs.isEmpty {
      guard !module.sources.isEmpty else {
        throw ValidationError("module '\(module.name)' in the config has no sources")
      }
      files = try InputResolver.resolve(module.sources, workingDirectory: directory)
    } else {
      files = try InputResolver.resolve(command.inputs, workingDirectory: cwd)
    }
    if !module.exclude.isEmpty {
      let excluded = Set(
        module.exclude.flatMap { (try? InputResolver.resolve([$0], workingDirectory: directory)) ?? [] })
      files.removeAll(where: excluded.contains)
    }
    guard !files.isEmpty else { throw ValidationError("module '\(module.name)' has no Swift files to mock") }
    guard
      let outputPath = command.output.output.map({ Paths.absolute($0, relativeTo: cwd) })
        ?? module.output.map({ Paths.absolute($0, relativeTo: directory) })
    else {
      throw ValidationError("module '\(module.name)' has no output: set 'output' in the config or pass --output")
    }
    var outputOptions = command.output
    outputOptions.filePrefix = module.filePrefix.isEmpty ? command.output.filePrefix : module.filePrefix
    let destination = try outputOptions.destination(outputPath, perModule: false)
    let resolve = { (paths: [String]) in
      paths.isEmpty ? [] : try InputResolver.resolve(paths, workingDirectory: directory)
    }
    return GeneratorOptions(
      modules: [GeneratorOptions.Module(name: module.name, files: files)],
      supportFiles: try resolve(module.support),
      output: destination,
      file: MockFileOptions(
        testable: command.output.testable ?? module.testable ?? true,
        testableImports: module.testableImports + command.output.testableImports,
        importsModule: module.importsModule && !command.output.disableModuleImport,
        imports: module.imports,
        header: module.header ?? command.output.header,
        disablesSwiftLint: module.disablesSwiftLint || command.output.disableSwiftlint,
        condition: module.condition ?? command.output.condition),
      onlyProtocols: module.onlyProtocols || command.selection.onlyProtocols,
      excludedTypes: Set(module.excludeTypes + command.selection.exclude),
      minimumAccess: max(module.minimumAccess, command.selection.minimumAccess),
      nameFilter: module.regex ?? command.selection.regex,
      resolvesInheritance: module.inheritance && !command.selection.noInheritance,
      pruning: module.prune == .disable ? command.selection.prune : module.prune,
      testSources: try resolve(module.testSources),
      cachePath: command.disableCache ? nil : outputOptions.cachePath(for: destination),
      warningsAsErrors: command.warningsAsErrors)
  }
}
