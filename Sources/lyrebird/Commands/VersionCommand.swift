import ArgumentParser

/// Lyrebird's release, in one place: `--version`, `lyrebird version` and the version `install`
/// asks SwiftPM for all read it, so they can't disagree.
enum LyrebirdVersion {
  static let current = "0.1.0"
}

/// `lyrebird version`, as Mockingbird and Cuckoo have it next to `--version`.
struct VersionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "version",
    abstract: "Print Lyrebird's version.")

  func run() {
    Console().info(LyrebirdVersion.current)
  }
}
