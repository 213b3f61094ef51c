import Foundation
import Testing

@testable import LyrebirdGenerator

/// The build plugin's reading of `lyrebird.yml` (`PluginConfigInputs.swift` is a link to the plugin's
/// file) agrees with the generator's full YAML reader on `support` and `testSources`.
@Suite struct PluginConfigInputsTests {
  static let layouts = [
    """
    modules:
      Aviary:
        sources: [Sources/Aviary]
        support: [Vendor/Protocols, "Vendor/More"]   # parents only
        testSources: Tests/AviaryTests
      Other:
        support: [Elsewhere]
    """,
    """
    # a comment
    modules:
        Other:
            testSources:
            - Nope
        'Aviary':
            output: "Tests/Mocks.swift"
            support:
                - Vendor/Protocols
                - 'Vendor/More' # quoted
            header: "a # not a comment"
            testSources:
            - Tests/AviaryTests
            prune: stub
    """,
    "modules:\r\n  Aviary:\r\n    support: Vendor/Protocols\r\n",
    "modules:\n  Other:\n    support: [X]\n",
  ]

  @Test(arguments: layouts)
  func readsWhatTheGeneratorReads(yaml: String) throws {
    let module = try ConfigLoader.parse(yaml, path: "lyrebird.yml").module(named: "Aviary")
    let expected = (module?.support ?? []) + (module?.testSources ?? [])
    #expect(ConfigInputs.paths(in: yaml, module: "Aviary").sorted() == expected.sorted())
  }

  @Test func theLayoutsAreNotTrivial() throws {
    let paths = Self.layouts.map { ConfigInputs.paths(in: $0, module: "Aviary").sorted() }
    #expect(paths[0] == ["Tests/AviaryTests", "Vendor/More", "Vendor/Protocols"])
    #expect(paths[1] == paths[0])
    #expect(paths[2] == ["Vendor/Protocols"] && paths[3].isEmpty)
  }

  @Test func pathsBecomeTheSwiftFilesBehindThem() throws {
    try withTemporaryDirectory { directory in
      let tree = ["A.swift", "Deep/B.swift", "README.md", ".hidden/C.swift"].map { "Vendor/Protocols/\($0)" }
      for file in tree + ["Tests/One.swift", "Globbed/X/D.swift"] { try directory.write(file) }
      let root = URL(fileURLWithPath: directory.path)
      let files = ConfigInputs.files(
        ["Vendor/Protocols", "Tests/One.swift", "Globbed/*/*.swift", "Missing"], relativeTo: root)
      let relative = files.map { String($0.standardizedFileURL.path.dropFirst(directory.path.count + 1)) }.sorted()
      #expect(
        relative == [
          "Globbed/X/D.swift", "Tests/One.swift", "Vendor/Protocols/A.swift", "Vendor/Protocols/Deep/B.swift",
        ])
    }
  }

  /// The plugin's config: lyrebird.yml first, then a Cuckoofile (under the name the generator documents).
  @Test func theConfigIsLyrebirdYmlOrElseACuckoofile() throws {
    try withTemporaryDirectory { directory in
      let root = URL(fileURLWithPath: directory.path)
      #expect(ConfigInputs.configFile(in: root) == nil)
      try directory.write(CuckoofileLoader.fileName, "[modules.Aviary]\n")
      #expect(ConfigInputs.configFile(in: root)?.lastPathComponent == "Cuckoofile.toml")
      try directory.write("lyrebird.yml", "modules: {}\n")
      #expect(ConfigInputs.configFile(in: root)?.lastPathComponent == "lyrebird.yml")
    }
  }
}
