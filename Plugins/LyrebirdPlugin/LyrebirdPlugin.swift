import Foundation
import PackagePlugin

/// Generates mocks for a test target's dependencies each time the target builds.
///
/// Every source-module target the test target depends on (except Lyrebird itself) is mocked
/// into one file, which SwiftPM compiles into the test target. A `lyrebird.yml` next to
/// `Package.swift` adds per-module settings (excluded types, conditions, headers, …).
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
    // Per-module settings come from the package's lyrebird.yml, when there is one.
    let config = context.package.directoryURL.appending(path: "lyrebird.yml")
    let hasConfig = FileManager.default.fileExists(atPath: config.path)
    return modules.map { module in
      let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
      let output = context.pluginWorkDirectoryURL.appending(path: "\(module.name)Mocks.generated.swift")
      // `@testable import` is the default, so a config's `testable: false` can still turn it off.
      var arguments = ["generate"] + sources.map(\.path) + [
        "--module", module.moduleName, "--output", output.path, "--quiet",
      ]
      if hasConfig { arguments += ["--config", config.path, "--allow-missing-config-module"] }
      return .buildCommand(
        displayName: "Generating Lyrebird mocks for \(module.name)",
        executable: tool.url,
        arguments: arguments,
        inputFiles: sources + [tool.url] + (hasConfig ? [config] : []),
        outputFiles: [output])
    }
  }
}
