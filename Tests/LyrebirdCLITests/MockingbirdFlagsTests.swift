import Foundation
import Testing

/// Flags named like Mockingbird's mean what Mockingbird's mean; Cuckoo's `--testable A,B` works too.
@Suite struct MockingbirdFlagsTests {
  private static let files = ["Sources/Bird.swift": "protocol Bird { func fly() }\n"]

  /// The lines before the first mock: header, swiftlint comment and imports.
  private func head(_ options: [String], in directory: URL) async throws -> [String] {
    let result = try await lyrebird(
      ["generate", "Sources", "-o", "Mocks.swift", "--module", "Birds", "--disable-cache"] + options, in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    let text = try contents(directory.appendingPathComponent("Mocks.swift"))
    return text.split(separator: "\n").prefix { !$0.hasPrefix("final class BirdMock:") }.map(String.init)
  }

  @Test func theDefaultsAreMockingbirds() async throws {
    try await withSources(Self.files) { directory in
      let lines = try await head([], in: directory)
      #expect(
        lines == [
          generatedMarker, "import Lyrebird",
          "@testable import Birds",
        ])
    }
  }

  @Test(arguments: [
    (
      ["--disable-swiftlint"],
      [generatedMarker, "// swiftlint:disable all", "import Lyrebird", "@testable import Birds"]
    ),
    (["--disable-module-import"], [generatedMarker, "import Lyrebird"]),
    (["--testable"], [generatedMarker, "import Lyrebird", "@testable import Birds"]),
    (["--no-testable"], [generatedMarker, "import Lyrebird", "import Birds"]),
    (
      ["--testable", "Core,Net"],
      [generatedMarker, "import Lyrebird", "@testable import Birds", "@testable import Core", "@testable import Net"]
    ),
    (
      ["--testable=Core", "--no-testable"],
      [generatedMarker, "import Lyrebird", "import Birds", "@testable import Core"]
    ),
  ])
  func aFlagChangesItsLines(options: [String], expected: [String]) async throws {
    try await withSources(Self.files) { directory in
      let lines = try await head(options, in: directory)
      #expect(lines == expected, "\(options)")
    }
  }

  @Test func anInputAfterTheFlagStaysAnInput() async throws {
    try await withSources(["Birds/Bird.swift": "protocol Bird { func fly() }\n"]) { directory in
      let result = try await lyrebird(
        ["generate", "--module", "Birds", "--testable", "Birds", "-o", "Mocks.swift"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      let mocks = try contents(directory.appendingPathComponent("Mocks.swift"))
      #expect(preamble(mocks) == [generatedMarker, "", "import Lyrebird", "@testable import Birds", ""])
    }
  }

  @Test func theConfigKeysMeanWhatTheFlagsMean() async throws {
    let files = Self.files.merging([
      "lyrebird.yml": """
      modules:
        Birds:
          sources: [Sources]
          output: Lint.swift
          disableSwiftlint: true
          testable: [Core]
        Plain:
          sources: [Sources]
          output: Plain.swift
          testable: false
          swiftlint: true
      """
    ]) { $1 }
    try await withSources(files) { directory in
      let result = try await lyrebird(["generate", "--config", "lyrebird.yml"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      let lint = try contents(directory.appendingPathComponent("Lint.swift"))
      #expect(
        preamble(lint) == [
          generatedMarker, "// swiftlint:disable all", "", "import Lyrebird", "@testable import Birds",
          "@testable import Core", "",
        ])
      let plain = try contents(directory.appendingPathComponent("Plain.swift"))
      #expect(preamble(plain) == [generatedMarker, "", "import Lyrebird", "import Plain", ""])
      let overridden = try await lyrebird(
        ["generate", "--config", "lyrebird.yml", "--module", "Plain", "--testable"], in: directory)
      #expect(overridden.status == 0, "\(overridden.standardError)")
      #expect(
        try preamble(contents(directory.appendingPathComponent("Plain.swift"))) == [
          generatedMarker, "", "import Lyrebird", "@testable import Plain", "",
        ])
    }
  }
}
