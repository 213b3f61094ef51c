import ArgumentParser

/// The `lyrebird` command.
@main
struct LyrebirdCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lyrebird",
    abstract: "Generates Swift mocks for protocols and classes.",
    version: LyrebirdVersion.current,
    subcommands: [
      GenerateCommand.self, InstallCommand.self, UninstallCommand.self, TestbedCommand.self, VersionCommand.self,
    ])
}
