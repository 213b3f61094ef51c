import Foundation
import Testing

/// Cuckoo's generator flags keep Cuckoo's meaning, so a Cuckoo run script works with `lyrebird generate`.
@Suite struct CuckooFlagsTests {
  static let bird = ["Sources/Bird.swift": "protocol Bird { func fly() }\n"]

  @Test func withoutAnOutputCuckooWritesGeneratedMocksSwift() async throws {
    try await withSources(Self.bird) { directory in
      let result = try await lyrebird(["generate", "Sources/Bird.swift", "--dialect", "cuckoo"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      let text = try contents(directory.appendingPathComponent("GeneratedMocks.swift"))
      #expect(declarations(of: "MockBird", in: text) == ["final class MockBird: Bird, Lyrebird.MockObject {"])
    }
  }

  @Test func withoutAnOutputMockingbirdStillNeedsOne() async throws {
    try await withSources(Self.bird) { directory in
      let result = try await lyrebird(["generate", "Sources/Bird.swift"], in: directory)
      #expect(result.status != 0)
      #expect(
        result.standardError == """
          Error: missing --output: pass a .swift file or a directory
          Usage: lyrebird generate [<options>] [<inputs> ...]
            See 'lyrebird generate --help' for more information.

          """)
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("GeneratedMocks.swift").path))
    }
  }

  @Test func noHeaderLeavesOutTheHeaderButKeepsTheMarker() async throws {
    try await withSources(Self.bird) { directory in
      let arguments = ["generate", "Sources", "-o", "Mocks.swift", "--header", "Copyright Aviary"]
      let withHeader = try await lyrebird(arguments, in: directory)
      #expect(withHeader.status == 0, "\(withHeader.standardError)")
      #expect(
        try preamble(contents(directory.appendingPathComponent("Mocks.swift"))) == [
          "// Copyright Aviary", generatedMarker, "", "import Lyrebird", "",
        ])

      let without = try await lyrebird(arguments + ["--no-header"], in: directory)
      #expect(without.status == 0, "\(without.standardError)")
      let text = try contents(directory.appendingPathComponent("Mocks.swift"))
      #expect(preamble(text) == [generatedMarker, "", "import Lyrebird", ""])
    }
  }

  @Test func noHeaderAlsoDropsTheConfigsHeader() async throws {
    var files = Self.bird
    files["lyrebird.yml"] = "modules:\n  Birds:\n    sources: [Sources]\n    output: Mocks.swift\n    header: Aviary\n"
    try await withSources(files) { directory in
      let result = try await lyrebird(["generate", "--config", "lyrebird.yml", "--no-header"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(
        try preamble(contents(directory.appendingPathComponent("Mocks.swift"))) == [
          generatedMarker, "", "import Lyrebird", "@testable import Birds", "",
        ])
    }
  }

  @Test func aCuckoofilesNoHeaderDropsItsHeaderLinesToo() async throws {
    var files = Self.bird
    files["Cuckoofile.toml"] = """
      [modules.Birds]
      output = "Mocks.swift"
      sources = ["Sources"]
      filePrefix = ["// Aviary"]

      """
    try await withSources(files) { directory in
      let with = try await lyrebird(["generate", "--config", "Cuckoofile.toml"], in: directory)
      #expect(with.status == 0, "\(with.standardError)")
      #expect(
        try preamble(contents(directory.appendingPathComponent("Mocks.swift"))) == [
          "// Aviary", generatedMarker, "", "import Lyrebird", "import LyrebirdCuckoo", "@testable import Birds", "",
        ])
      let config = directory.appendingPathComponent("Cuckoofile.toml")
      try (try contents(config) + "noHeader = true\n").write(to: config, atomically: true, encoding: .utf8)
      let without = try await lyrebird(["generate", "--config", "Cuckoofile.toml"], in: directory)
      #expect(without.status == 0 && without.standardError.isEmpty, "\(without.standardError)")
      let text = try contents(directory.appendingPathComponent("Mocks.swift"))
      #expect(
        preamble(text) == [
          generatedMarker, "", "import Lyrebird", "import LyrebirdCuckoo", "@testable import Birds", "",
        ])
    }
  }

  /// `--no-timestamp` and `--glob` change nothing: Lyrebird writes no timestamp and always expands globs.
  @Test func noTimestampAndGlobAreAcceptedAndChangeNothing() async throws {
    try await withSources(Self.bird) { directory in
      let plain = try await lyrebird(["generate", "Sources/*.swift", "-o", "A.swift"], in: directory)
      let cuckoo = try await lyrebird(
        ["generate", "-g", "Sources/*.swift", "-o", "B.swift", "--no-timestamp", "--glob"], in: directory)
      #expect(plain.status == 0 && cuckoo.status == 0, "\(plain.standardError)\(cuckoo.standardError)")
      let first = try contents(directory.appendingPathComponent("A.swift"))
      #expect(declarations(of: "BirdMock", in: first) == ["final class BirdMock: Bird, Lyrebird.MockObject {"])
      #expect(try contents(directory.appendingPathComponent("B.swift")) == first)
    }
  }

  @Test(arguments: ["-d", "--debug"])
  func debugListsTheMockedTypesLikeVerbose(flag: String) async throws {
    try await withSources(Self.bird) { directory in
      let quiet = try await lyrebird(["generate", "Sources", "-o", "Mocks.swift"], in: directory)
      let debug = try await lyrebird(["generate", "Sources", "-o", "Mocks.swift", flag], in: directory)
      #expect(quiet.status == 0 && debug.status == 0, "\(debug.standardError)")
      #expect(
        debug.output(in: directory) == """
          unchanged <dir>/Mocks.swift
          mocked Bird
          Generated 1 mock from 1 file in <n> ms

          """)
      #expect(debug.errors(in: directory) == "")
      #expect(quiet.output(in: directory) == "Generated 1 mock from 1 file in <n> ms\n")
      #expect(quiet.errors(in: directory) == "")
    }
  }
}
