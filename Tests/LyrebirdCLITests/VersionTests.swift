import Foundation
import Testing

/// `lyrebird --version` and `lyrebird version`, as in Mockingbird and Cuckoo.
@Suite struct VersionTests {
  @Test func bothFormsPrintTheOneVersion() async throws {
    try await withSources([:]) { directory in
      let flag = try await lyrebird(["--version"], in: directory)
      let command = try await lyrebird(["version"], in: directory)
      #expect(flag.status == 0 && command.status == 0)
      #expect(flag.standardOutput.wholeMatch(of: /\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?\n/) != nil, "\(flag.standardOutput)")
      #expect(command.standardOutput == flag.standardOutput)
      let version = flag.standardOutput.trimmingCharacters(in: .newlines)
      let install = try await lyrebird(["install", "--help"], in: directory).standardOutput
      // install asks for the version it is.
      #expect(
        install.split(separator: "\n").filter { $0.hasSuffix(" (default: \(version))") } == [
          "                          --lyrebird-url. (default: \(version))"
        ])
    }
  }
}
