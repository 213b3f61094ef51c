import Foundation
import InlineSnapshotTesting
import Testing

/// `lyrebird migrate --from …` as a user runs it: a dry run prints the diff and writes nothing, a
/// run writes, a second run changes nothing, and a file that doesn't parse stops it untouched.
@Suite struct MigrateCommandTests {
  static let files = [
    "Package.swift": """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "App",
      dependencies: [.package(url: "https://github.com/Brightify/Cuckoo.git", from: "2.0.0")],
      targets: [
        .target(name: "App"),
        .testTarget(name: "AppTests", dependencies: ["App", .product(name: "Cuckoo", package: "Cuckoo")]),
      ]
    )

    """,
    "Tests/AppTests/Greeter.swift": "import XCTest\nimport Cuckoo\n@testable import App\n",
  ]
  static let location = ["--lyrebird-url", "https://example.com/lyrebird.git", "--lyrebird-version", "1.0.0"]

  @Test func aDryRunThenARunThenNothingLeftToDo() async throws {
    try await withSources(Self.files) { directory in
      let test = directory.appendingPathComponent("Tests/AppTests/Greeter.swift")
      let dryRun = try await lyrebird(["migrate", "--from", "cuckoo", "--dry-run"] + Self.location, in: directory)
      #expect(dryRun.status == 0, "\(dryRun.standardError)")
      assertInlineSnapshot(of: dryRun.output(in: directory), as: .lines) {
        """
        --- a/Package.swift
        +++ b/Package.swift
        @@ -3,9 +3,9 @@
         
         let package = Package(
           name: "App",
        -  dependencies: [.package(url: "https://github.com/Brightify/Cuckoo.git", from: "2.0.0")],
        +  dependencies: [.package(url: "https://example.com/lyrebird.git", from: "1.0.0")],
           targets: [
             .target(name: "App"),
        -    .testTarget(name: "AppTests", dependencies: ["App", .product(name: "Cuckoo", package: "Cuckoo")]),
        +    .testTarget(name: "AppTests", dependencies: ["App", .product(name: "LyrebirdCuckoo", package: "lyrebird"), .product(name: "Lyrebird", package: "lyrebird")], plugins: [.plugin(name: "LyrebirdPlugin", package: "lyrebird")]),
           ]
         )
        --- a/Tests/AppTests/Greeter.swift
        +++ b/Tests/AppTests/Greeter.swift
        @@ -1,3 +1,3 @@
         import XCTest
        -import Cuckoo
        +import LyrebirdCuckoo
         @testable import App
        Package.swift: added the Lyrebird package (.package(url: "https://example.com/lyrebird.git", from: "1.0.0"))
        Package.swift: AppTests no longer depends on Cuckoo's Cuckoo
        Package.swift: AppTests depends on the LyrebirdCuckoo product
        Package.swift: AppTests depends on the Lyrebird product
        Package.swift: AppTests uses LyrebirdPlugin, which generates its mocks as it builds
        Package.swift: removed the cuckoo package, which no target uses now
        Tests/AppTests/Greeter.swift: imports Lyrebird's modules instead of Cuckoo's
        note: if an Xcode build phase or a script runs Cuckoo's generator, remove it: Lyrebird's build plugin, and `lyrebird generate --config Cuckoofile.toml`, read the Cuckoofile as it is
        Dry run: nothing was written.

        """
      }
      #expect(try contents(test) == "import XCTest\nimport Cuckoo\n@testable import App\n")

      let run = try await lyrebird(["migrate", "--from", "cuckoo"] + Self.location, in: directory)
      #expect(run.status == 0, "\(run.standardError)")
      #expect(try contents(test) == "import XCTest\nimport LyrebirdCuckoo\n@testable import App\n")
      let again = try await lyrebird(["migrate", "--from", "cuckoo"], in: directory)
      assertInlineSnapshot(of: again.output(in: directory), as: .lines) {
        """
        nothing names Cuckoo any more; nothing to change
        note: if an Xcode build phase or a script runs Cuckoo's generator, remove it: Lyrebird's build plugin, and `lyrebird generate --config Cuckoofile.toml`, read the Cuckoofile as it is

        """
      }
      #expect(try contents(test) == "import XCTest\nimport LyrebirdCuckoo\n@testable import App\n")
    }
  }

  @Test func aFileThatDoesNotParseStopsTheRunWithNothingWritten() async throws {
    var files = Self.files
    files["Tests/AppTests/Broken.swift"] = "import Cuckoo\nfunc f( {\n"
    try await withSources(files) { directory in
      let result = try await lyrebird(["migrate", "--from", "cuckoo"] + Self.location, in: directory)
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
