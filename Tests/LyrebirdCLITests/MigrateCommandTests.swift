import Foundation
import Testing

/// `lyrebird migrate --from …` as a user runs it: a dry run prints the diff and writes nothing, a
/// run writes, a second run changes nothing, and a file that doesn't parse stops it untouched.
@Suite struct MigrateCommandTests {
  static let files = [
    "Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"App\")\n",
    "Tests/AppTests/Greeter.swift": "import XCTest\nimport Cuckoo\n@testable import App\n",
  ]

  @Test func aDryRunThenARunThenNothingLeftToDo() async throws {
    try await withSources(Self.files) { directory in
      let test = directory.appendingPathComponent("Tests/AppTests/Greeter.swift")
      let dryRun = try await lyrebird(["migrate", "--from", "cuckoo", "--dry-run"], in: directory)
      #expect(dryRun.status == 0, "\(dryRun.standardError)")
      #expect(
        dryRun.output(in: directory) == """
          --- a/Tests/AppTests/Greeter.swift
          +++ b/Tests/AppTests/Greeter.swift
          @@ -1,3 +1,3 @@
           import XCTest
          -import Cuckoo
          +import LyrebirdCuckoo
           @testable import App
          Tests/AppTests/Greeter.swift: imports Lyrebird's modules instead of Cuckoo's
          note: remove Cuckoo's generator run script or build plugin; `lyrebird generate --config Cuckoofile.toml`, or the build plugin, reads the Cuckoofile as it is
          note: in Package.swift, replace the cuckoo package and its products with Lyrebird: `lyrebird install --target <test target>` adds its product and build plugin to each test target
          Dry run: nothing was written.

          """)
      #expect(try contents(test) == "import XCTest\nimport Cuckoo\n@testable import App\n")

      let run = try await lyrebird(["migrate", "--from", "cuckoo"], in: directory)
      #expect(run.status == 0, "\(run.standardError)")
      #expect(try contents(test) == "import XCTest\nimport LyrebirdCuckoo\n@testable import App\n")
      let again = try await lyrebird(["migrate", "--from", "cuckoo"], in: directory)
      #expect(
        again.output(in: directory).hasPrefix("no test source imports Cuckoo's modules; nothing to change\n"))
      #expect(try contents(test) == "import XCTest\nimport LyrebirdCuckoo\n@testable import App\n")
    }
  }

  @Test func aFileThatDoesNotParseStopsTheRunWithNothingWritten() async throws {
    var files = Self.files
    files["Tests/AppTests/Broken.swift"] = "import Cuckoo\nfunc f( {\n"
    try await withSources(files) { directory in
      let result = try await lyrebird(["migrate", "--from", "cuckoo"], in: directory)
      #expect(result.status == 1)
      #expect(
        result.errors(in: directory)
          == "Tests/AppTests/Broken.swift:2:9: error: expected ')' to end parameter clause; nothing was changed, "
          + "in this file or any other\n")
      #expect(
        try contents(directory.appendingPathComponent("Tests/AppTests/Greeter.swift"))
          == "import XCTest\nimport Cuckoo\n@testable import App\n")
    }
  }
}
