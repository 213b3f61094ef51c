import Foundation
import LyrebirdGenerator

extension GeneratorOverrides {
  /// The flags `generate` was given, for the generator to merge with `lyrebird.yml`.
  init(_ command: GenerateCommand) {
    self.init(workingDirectory: FileManager.default.currentDirectoryPath)
    inputs = command.inputs
    packagePath = command.sources.package
    targets = command.sources.targets
    module = command.sources.module
    support = command.sources.support
    defaultIsolation = command.sources.defaultIsolation
    manifest = command.sources.manifest
    manifestTarget = command.sources.manifestTarget
    config = command.config
    dialect = command.dialect
    allowsMissingConfigModule = command.allowMissingConfigModule
    ignoreFilesRoot = command.ignoreFilesFrom
    output = command.output.destination
    filePrefix = command.output.filePrefix.isEmpty ? nil : command.output.filePrefix
    testable = command.output.testable
    testableImports = command.output.testableModules
    disablesModuleImport = command.output.disableModuleImport
    condition = command.output.condition
    header = command.output.header
    omitsHeader = command.output.noHeader
    disablesSwiftLint = command.output.disableSwiftlint
    onlyProtocols = command.selection.onlyProtocols
    excludedTypes = command.selection.exclude
    minimumAccess = command.selection.minimumAccess
    regex = command.selection.regex
    disablesInheritance = command.selection.noInheritance
    pruning = command.selection.prune
    testSources = command.selection.testSources
    disablesCache = command.disableCache
    warningsAsErrors = command.warningsAsErrors
    keepsGoing = command.keepGoing
    if output == nil && config == nil && dialect == .cuckoo { output = GenerateCommand.cuckooDefaultOutput }
  }
}
