import ArgumentParser
import Foundation

/// The `lyrebird` command.
@main
struct LyrebirdCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lyrebird",
    abstract: "Generates Swift mocks for protocols and classes.",
    version: LyrebirdVersion.current,
    subcommands: [
      GenerateCommand.self, InstallCommand.self, UninstallCommand.self, MigrateCommand.self, TestbedCommand.self,
      VersionCommand.self,
    ])

  /// Routes `generate --dialect mockolo` to Mockolo's flags, and rewrites Cuckoo's `--testable A,B`
  /// first, since the parser can't read one name as both a flag and an option.
  static func main() {
    let given = Array(CommandLine.arguments.dropFirst())
    if let mockolo = MockoloGenerateCommand.route(given) {
      MockoloGenerateCommand.main(mockolo)
      return
    }
    let arguments = TestableArgument.rewrite(given) { path in
      FileManager.default.fileExists(atPath: path)
    }
    main(arguments)
  }
}
