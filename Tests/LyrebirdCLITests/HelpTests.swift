import Foundation
import Testing

/// Every command's `--help`, exactly as recorded in `Help/`.
///
/// A change to a flag's wording, or a new release of swift-argument-parser that lays help out
/// differently, fails here; re-record on purpose with `LYREBIRD_RECORD_HELP=1 swift test --filter HelpTests`
/// and review the diff.
@Suite struct HelpTests {
  static let commands = ["", "generate", "install", "uninstall", "migrate", "testbed", "version"]

  static func recording(for command: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Help/\(command.isEmpty ? "lyrebird" : command).txt")
  }

  @Test(arguments: commands)
  func helpIsAsRecorded(command: String) async throws {
    let result = try await withSources([:]) { directory in
      try await lyrebird((command.isEmpty ? [] : [command]) + ["--help"], in: directory)
    }
    #expect(result.status == 0)
    #expect(result.standardError == "")
    let file = Self.recording(for: command)
    if ProcessInfo.processInfo.environment["LYREBIRD_RECORD_HELP"] != nil {
      try result.standardOutput.write(to: file, atomically: true, encoding: .utf8)
    }
    let recorded = try String(contentsOf: file, encoding: .utf8)
    #expect(result.standardOutput == recorded)
  }
}
