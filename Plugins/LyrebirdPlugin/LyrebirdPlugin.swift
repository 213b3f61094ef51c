import Foundation
import PackagePlugin

/// Generates mocks for a test target's dependencies each time the target builds.
///
/// Every source-module target the test target depends on (except Lyrebird itself) is mocked into
/// one file per source file (``OutputFileNames``), and their `mock(_:)` functions into one more,
/// all of which SwiftPM compiles into the test target;
/// the generator writes every one, even for a source that `exclude` or a `.lyrebird-ignore` file
/// leaves out or that has nothing to mock, since SwiftPM fails a build whose declared output is
/// missing. A `lyrebird.yml` next to `Package.swift` adds per-module settings (excluded types,
/// conditions, headers, …); the files its `support` and `testSources` name are inputs of the
/// command as well. Without one, a
/// `Cuckoofile.toml` there is the config.
///
/// Only the types the test target's own sources name get a mock (`--prune omit`, Mockingbird's
/// default), so a test target pays for the mocks it uses; those sources are inputs too, so a test
/// that names a new type gets its mock on the next build. A module's `prune:` in `lyrebird.yml`
/// decides instead (`prune: disable` mocks every type).
@main
struct LyrebirdPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let tool = try context.tool(named: "lyrebird")
    let modules = target.dependencies.compactMap { dependency -> SourceModuleTarget? in
      guard case .target(let dependency) = dependency, let module = dependency as? SourceModuleTarget,
        !["Lyrebird", "LyrebirdMacros"].contains(module.name)
      else { return nil }
      return module
    }
    // Per-module settings come from the package's lyrebird.yml or Cuckoofile.toml, when there is one.
    let config = ConfigInputs.configFile(in: context.package.directoryURL)
    // Only lyrebird.yml names support and test sources.
    let yaml = config.flatMap { $0.pathExtension == "yml" ? try? Data(contentsOf: $0) : nil }
      .map { String(decoding: $0, as: UTF8.self) }
    // Lyrebird's own targets and what they depend on are never anyone's parents.
    let lyrebird = target.recursiveTargetDependencies.filter { $0.name.hasPrefix("Lyrebird") }
    let excluded = Set((lyrebird + lyrebird.flatMap(\.recursiveTargetDependencies)).map(\.id))
    let testSources = (target as? SourceModuleTarget)?.sourceFiles(withSuffix: "swift").map(\.url) ?? []
    return modules.map { module in
      // The config's support and test sources are read too, so editing them regenerates the mocks.
      let configInputs =
        yaml.map {
          ConfigInputs.files(
            ConfigInputs.paths(in: $0, module: module.moduleName), relativeTo: context.package.directoryURL)
        } ?? []
      let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
      // One mock file per source file, so an edit recompiles only that file's mocks. The module's
      // name prefixes them (SwiftPM rejects two files of one target with the same name), or
      // lyrebird.yml's `filePrefix`. `--file-prefix` beats any config's, a Cuckoofile's too, so the
      // generator writes exactly the files declared here.
      let directory = context.pluginWorkDirectoryURL.appending(path: module.name)
      let configPrefix = yaml.flatMap { ConfigInputs.filePrefix(in: $0, module: module.moduleName) } ?? ""
      let prefix = configPrefix.isEmpty ? "\(module.name)_" : configPrefix
      let outputs = OutputFileNames.files(for: sources.map(\.path)).map { directory.appending(path: prefix + $0) }
      // `@testable import` is the default, so a config's `testable: false` can still turn it off.
      var arguments =
        ["generate"] + sources.map(\.path) + [
          "--module", module.moduleName, "--output-dir", directory.path, "--file-prefix", prefix, "--quiet",
        ]
      if let config { arguments += ["--config", config.path, "--allow-missing-config-module"] }
      // The module's own dependencies, in this package or another, declare the parents its types
      // refine (`protocol Usher: Polite`): their sources resolve inherited members.
      let support = module.recursiveTargetDependencies.compactMap { dependency -> SourceModuleTarget? in
        guard !excluded.contains(dependency.id), let source = dependency as? SourceModuleTarget,
          source.kind == .generic
        else { return nil }
        return source
      }
      let supportSources = support.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
      arguments += supportSources.flatMap { ["--support", $0.path] }
      // The .lyrebird-ignore files from the package's directory down apply to the target's files
      // as they would to a directory given to `generate`.
      let root = context.package.directoryURL
      arguments += ["--ignore-files-from", root.path]
      // The module's isolation settings (`.defaultIsolation(MainActor.self)`) are read from its
      // target in Package.swift, which is an input too, so changing them regenerates the mocks.
      let manifest = root.appending(path: "Package.swift")
      arguments += ["--manifest", manifest.path, "--manifest-target", module.name]
      var inputs = sources + supportSources + [tool.url, manifest]
      if yaml.flatMap({ ConfigInputs.value(of: "prune", in: $0, module: module.moduleName) }) == nil {
        arguments += ["--prune", "omit"] + testSources.flatMap { ["--test-sources", $0.path] }
        inputs += testSources
      }
      inputs += config.map { [$0] } ?? []
      inputs += configInputs + ignoreFiles(for: sources, under: root)
      return .buildCommand(
        displayName: "Generating Lyrebird mocks for \(module.name)",
        executable: tool.url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: outputs)
    }
  }

  /// The `.lyrebird-ignore` files that can apply to `sources`, up to `root`.
  ///
  /// They are inputs of the command, so that editing one regenerates the mocks.
  private func ignoreFiles(for sources: [URL], under root: URL) -> [URL] {
    let top = root.standardizedFileURL.path
    var directories = Set<String>()
    for source in sources {
      var directory = source.standardizedFileURL.deletingLastPathComponent()
      while directory.path.hasPrefix(top), directories.insert(directory.path).inserted, directory.path != top {
        directory = directory.deletingLastPathComponent()
      }
    }
    return directories.sorted().map { URL(fileURLWithPath: $0).appending(path: ".lyrebird-ignore") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
  }
}
