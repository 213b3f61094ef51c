import Foundation
import PackagePlugin

/// Generates mocks for a test target's dependencies each time the target builds.
///
/// Every source-module target the test target depends on (except Lyrebird itself) is mocked
/// into one file, which SwiftPM compiles into the test target.
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
    return modules.map { module in
      let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
      let output = context.pluginWorkDirectoryURL.appending(path: "\(module.name)Mocks.generated.swift")
      let arguments = ["generate"] + sources.map(\.path) + [
        "--module", module.moduleName, "--testable", "--output", output.path, "--quiet",
      ]
      return .buildCommand(
        displayName: "Generating Lyrebird mocks for \(module.name)",
        executable: tool.url,
        arguments: arguments,
        inputFiles: sources + [tool.url],
        outputFiles: [output])
    }
  }
}
