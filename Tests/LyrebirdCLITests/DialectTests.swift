import Foundation
import Testing

/// `--dialect`, `dialect:` in lyrebird.yml and `--config Cuckoofile.toml` choose the mocks' shape: a
/// cuckoo run writes Cuckoo's `MockBird` and `BirdStub`, which import `LyrebirdCuckoo`.
@Suite struct DialectTests {
  static let bird = ["Sources/Bird.swift": "protocol Bird { func fly() }\n"]

  /// The classes of a Cuckoo-shaped mock file, then its imports (Cuckoo's DSL among them).
  static func cuckooShape(_ directory: URL) throws -> [String] {
    let text = try contents(directory.appendingPathComponent("Mocks.swift"))
    let classes = text.matches(of: /final class (\w+)\b/).map { String($0.1) }
    return classes + preamble(text).filter { $0.hasPrefix("import ") }
  }

  @Test func mockingbirdIsTheDefaultAndCanBeNamed() async throws {
    try await withSources(Self.bird) { directory in
      let result = try await lyrebird(
        ["generate", "Sources", "-o", "Mocks.swift", "--dialect", "mockingbird"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(try mockClasses(contents(directory.appendingPathComponent("Mocks.swift"))) == ["BirdMock"])
    }
  }

  @Test func cuckooWritesCuckoosShape() async throws {
    try await withSources(Self.bird) { directory in
      let result = try await lyrebird(
        ["generate", "Sources", "-o", "Mocks.swift", "--dialect", "cuckoo"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardError == "")
      #expect(try Self.cuckooShape(directory) == ["MockBird", "BirdStub", "import Lyrebird", "import LyrebirdCuckoo"])
    }
  }

  @Test func theConfigsDialect() async throws {
    var files = Self.bird
    files["lyrebird.yml"] = "dialect: cuckoo\nmodules:\n  Birds:\n    sources: [Sources]\n    output: Mocks.swift\n"
    try await withSources(files) { directory in
      let result = try await lyrebird(["generate", "--config", "lyrebird.yml"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(try Self.cuckooShape(directory) == ["MockBird", "BirdStub", "import Lyrebird", "import LyrebirdCuckoo"])
      let flagWins = try await lyrebird(
        ["generate", "--config", "lyrebird.yml", "--dialect", "mockingbird"], in: directory)
      #expect(flagWins.status == 0, "\(flagWins.standardError)")
      #expect(try mockClasses(contents(directory.appendingPathComponent("Mocks.swift"))) == ["BirdMock"])
    }
  }

  @Test func aCuckoofileWarnsAboutWhatItCantHonourThenGenerates() async throws {
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
      #expect(result.status == 0, "\(result.standardError)")
      #expect(
        result.errors(in: directory) == """
          <dir>/Cuckoofile.toml:6:1: warning: 'keepDocumentation' is not honoured: \
          Lyrebird's mocks don't copy documentation comments

          """)
      #expect(try Self.cuckooShape(directory) == ["MockBird", "BirdStub", "import Lyrebird", "import LyrebirdCuckoo"])
    }
  }

  @Test func malformedTOMLIsAnErrorAtItsPosition() async throws {
    try await withSources(["Cuckoofile.toml": "[modules.Birds]\nsources = [\"Sources\"\n"]) { directory in
      let result = try await lyrebird(["generate", "--config", "Cuckoofile.toml"], in: directory)
      #expect(result.status == 1)
      #expect(
        result.errors(in: directory)
          == "<dir>/Cuckoofile.toml:2:22: error: invalid TOML: Error while parsing array: encountered end-of-file\n")
    }
  }
}
