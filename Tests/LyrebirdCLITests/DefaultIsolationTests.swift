import Foundation
import Testing

/// `--default-isolation MainActor` and `defaultIsolation: MainActor` in lyrebird.yml isolate the
/// mocks of a main-actor module's classes, as Xcode 26's new projects need.
@Suite struct DefaultIsolationFlagTests {
  static let feeder = ["Sources/Feeder.swift": "class Feeder {\n  init(grams: Int) {}\n}\n"]

  /// The lines of the mock file from the mock's declaration on, up to its first member.
  static func mockHead(_ directory: URL) throws -> [String] {
    let lines = try contents(directory.appendingPathComponent("Mocks.swift")).split(separator: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix("final class FeederMock:") }) else { return [] }
    return lines[max(0, start - 1)...start].map(String.init)
  }

  @Test func theFlagIsolatesClassMocks() async throws {
    try await withSources(Self.feeder) { directory in
      let result = try await lyrebird(
        ["generate", "Sources", "-o", "Mocks.swift", "--default-isolation", "MainActor"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(try Self.mockHead(directory) == ["@MainActor", "final class FeederMock: Feeder, Lyrebird.MockObject {"])
    }
  }

  @Test func theConfigKeyIsolatesClassMocksAndTheFlagWins() async throws {
    var files = Self.feeder
    files["lyrebird.yml"] =
      "modules:\n  Birds:\n    sources: [Sources]\n    output: Mocks.swift\n    defaultIsolation: MainActor\n"
    try await withSources(files) { directory in
      var result = try await lyrebird(["generate", "--config", "lyrebird.yml"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(try Self.mockHead(directory).first == "@MainActor")
      result = try await lyrebird(
        ["generate", "--config", "lyrebird.yml", "--default-isolation", "nonisolated"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(
        try Self.mockHead(directory) == [
          "@testable import Birds",
          "final class FeederMock: Birds.Feeder, Lyrebird.MockObject, @unchecked Swift.Sendable {",
        ])
    }
  }

  @Test func anUnknownIsolationIsRejected() async throws {
    try await withSources(Self.feeder) { directory in
      let result = try await lyrebird(
        ["generate", "Sources", "-o", "Mocks.swift", "--default-isolation", "main"], in: directory)
      #expect(result.status != 0)
      let firstLine = result.standardError.split(separator: "\n").first.map(String.init)
      let expected =
        "Error: The value 'main' is invalid for '--default-isolation <default-isolation>'. "
        + "Please provide one of 'nonisolated' and 'MainActor'."
      #expect(firstLine == expected)
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Mocks.swift").path))
    }
  }
}
