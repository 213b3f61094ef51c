import Foundation
import Testing

/// `--dialect`, `dialect:` in lyrebird.yml and `--config Cuckoofile.toml`: until Cuckoo's mock shape is
/// rendered, a cuckoo run stops with an error and writes nothing rather than write the wrong shape.
@Suite struct DialectTests {
  static let notImplemented = "error: the cuckoo dialect's mock shape is not implemented yet"
  static let bird = ["Sources/Bird.swift": "protocol Bird { func fly() }\n"]

  @Test func mockingbirdIsTheDefaultAndCanBeNamed() async throws {
    try await withSources(Self.bird) { directory in
      let result = try await lyrebird(
        ["generate", "Sources", "-o", "Mocks.swift", "--dialect", "mockingbird"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(try mockClasses(contents(directory.appendingPathComponent("Mocks.swift"))) == ["BirdMock"])
    }
  }

  @Test func cuckooIsAnErrorUntilItsShapeIsRendered() async throws {
    try await withSources(Self.bird) { directory in
      let result = try await lyrebird(
        ["generate", "Sources", "-o", "Mocks.swift", "--dialect", "cuckoo"], in: directory)
      #expect(result.status == 1)
      #expect(result.standardError == Self.notImplemented + "\n")
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Mocks.swift").path))
    }
  }

  @Test func theConfigsDialect() async throws {
    var files = Self.bird
    files["lyrebird.yml"] = "dialect: cuckoo\nmodules:\n  Birds:\n    sources: [Sources]\n    output: Mocks.swift\n"
    try await withSources(files) { directory in
      let result = try await lyrebird(["generate", "--config", "lyrebird.yml"], in: directory)
      #expect(result.status == 1)
      #expect(result.standardError == Self.notImplemented + "\n")
      let flagWins = try await lyrebird(
        ["generate", "--config", "lyrebird.yml", "--dialect", "mockingbird"], in: directory)
      #expect(flagWins.status == 0, "\(flagWins.standardError)")
    }
  }

  @Test func aCuckoofileWarnsAboutWhatItCantHonourThenStops() async throws {
    var files = Self.bird
    files["Cuckoofile.toml"] = """
      [modules.Birds]
      sources = ["Sources/*.swift"]
      output = "Mocks.swift"

      [modules.Birds.options]
      keepDocumentation = true
      """
    try await withSources(files) { directory in
      let result = try await lyrebird(["generate", "--config", "Cuckoofile.toml"], in: directory)
      #expect(result.status == 1)
      let lines = result.standardError.split(separator: "\n").map(String.init)
      #expect(lines.count == 2)
      #expect(
        lines.first?.hasSuffix(
          "/Cuckoofile.toml:6:1: warning: 'keepDocumentation' is not honoured: "
            + "Lyrebird's mocks don't copy documentation comments") == true, "\(lines)")
      #expect(lines.last == Self.notImplemented)
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Mocks.swift").path))
    }
  }

  @Test func malformedTOMLIsAnErrorAtItsPosition() async throws {
    try await withSources(["Cuckoofile.toml": "[modules.Birds]\nsources = [\"Sources\"\n"]) { directory in
      let result = try await lyrebird(["generate", "--config", "Cuckoofile.toml"], in: directory)
      #expect(result.status == 1)
      #expect(
        result.standardError.hasSuffix(
          "/Cuckoofile.toml:2:22: error: invalid TOML: Error while parsing array: encountered end-of-file\n"),
        "\(result.standardError)")
    }
  }
}
