import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// Which files a run reads and writes, from the flags alone or from a config module.
@Suite struct GeneratorOptionsTests {
  private func withSources<T>(_ body: (TemporaryDirectory) throws -> T) throws -> T {
    try withTemporaryDirectory { directory in
      try directory.write("Sources/Bird.swift", "protocol Bird {}\n")
      try directory.write("Sources/Legacy/Old.swift", "protocol Old {}\n")
      try directory.write("Support/Songbird.swift", "protocol Songbird {}\n")
      try directory.write("Tests/BirdTests.swift", "let bird = mock(Bird.self)\n")
      try directory.makeDirectory("Config")
      return try body(directory)
    }
  }

  @Test func theFlagsAloneResolveAgainstTheWorkingDirectory() throws {
    try withSources { directory throws in
      var flags = GeneratorOverrides(workingDirectory: directory.path)
      flags.inputs = ["Sources/Bird.swift"]
      flags.module = "Birds"
      flags.support = ["Support"]
      flags.testSources = ["Tests"]
      flags.output = "Out"
      flags.filePrefix = "Gen_"
      flags.excludedTypes = ["Crow,Owl"]
      flags.minimumAccess = .public
      let expected = GeneratorOptions(
        modules: [.init(name: "Birds", files: [directory.url("Sources/Bird.swift")])],
        supportFiles: [directory.url("Support/Songbird.swift")],
        output: .directory(directory.url("Out"), filePrefix: "Gen_", perModule: false),
        excludedTypes: ["Crow", "Owl"], minimumAccess: .public,
        testSources: [directory.url("Tests/BirdTests.swift")],
        cachePath: directory.url("Out/.lyrebird-cache"))
      #expect(try GeneratorOptions(overrides: flags) == expected)
      #expect(try directory.contents() == ["Config", "Out", "Sources", "Support", "Tests"])
    }
  }

  @Test func aConfigModuleResolvesAgainstItsDirectory() throws {
    try withSources { directory throws in
      var module = LyrebirdConfig.Module(name: "Birds")
      module.sources = ["../Sources"]
      module.exclude = ["../Sources/Legacy"]
      module.support = ["../Support"]
      module.testSources = ["../Tests"]
      module.output = "../Out"
      module.filePrefix = "Config_"
      var flags = GeneratorOverrides(workingDirectory: directory.path)
      // Support and test sources add up: the plugin passes a module's dependencies and the test
      // target's sources beside a config.
      flags.support = ["Tests"]
      flags.testSources = ["Sources/Bird.swift"]
      let expected = GeneratorOptions(
        modules: [
          .init(
            name: "Birds", files: [directory.url("Sources/Bird.swift")],
            excludedFiles: [directory.url("Sources/Legacy/Old.swift")])
        ],
        supportFiles: [directory.url("Support/Songbird.swift"), directory.url("Tests/BirdTests.swift")],
        output: .directory(directory.url("Out"), filePrefix: "Config_", perModule: false),
        testSources: [directory.url("Tests/BirdTests.swift"), directory.url("Sources/Bird.swift")],
        cachePath: directory.url("Out/.lyrebird-cache"))
      #expect(try GeneratorOptions(config: module, directory: directory.url("Config"), overrides: flags) == expected)
    }
  }

  @Test func inputsAndOutputOnTheCommandLineReplaceTheConfigs() throws {
    try withSources { directory throws in
      var module = LyrebirdConfig.Module(name: "Birds")
      module.sources = ["../Support"]
      module.output = "../Config.swift"
      var flags = GeneratorOverrides(workingDirectory: directory.path)
      flags.inputs = ["Sources/Bird.swift"]
      flags.output = "Flag.swift"
      let options = try GeneratorOptions(config: module, directory: directory.url("Config"), overrides: flags)
      #expect(options.modules == [.init(name: "Birds", files: [directory.url("Sources/Bird.swift")])])
      #expect(options.output == .file(directory.url("Flag.swift")))
    }
  }

  /// The build plugin declares its outputs with the prefix it passes, so the flag must beat a
  /// Cuckoofile's or lyrebird.yml's `filePrefix`, as every other flag beats the file.
  @Test func theFilePrefixFlagReplacesTheConfigs() throws {
    try withSources { directory throws in
      var module = LyrebirdConfig.Module(name: "Birds")
      module.sources = ["../Sources"]
      module.output = "../Out"
      module.filePrefix = "Config_"
      var flags = GeneratorOverrides(workingDirectory: directory.path)
      let fromConfig = try GeneratorOptions(config: module, directory: directory.url("Config"), overrides: flags)
      #expect(fromConfig.output == .directory(directory.url("Out"), filePrefix: "Config_", perModule: false))
      flags.filePrefix = "Flag_"
      let fromFlag = try GeneratorOptions(config: module, directory: directory.url("Config"), overrides: flags)
      #expect(fromFlag.output == .directory(directory.url("Out"), filePrefix: "Flag_", perModule: false))
    }
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let module: @Sendable (inout LyrebirdConfig.Module) -> Void
    let message: String
  }

  @Test(arguments: [
    Refusal(
      testDescription: "no sources", module: { $0.sources = [] }, message: "module 'Birds' in the config has no sources"
    ),
    Refusal(
      testDescription: "everything excluded", module: { $0.exclude = ["../Sources"] },
      message: "module 'Birds' has no Swift files to mock"),
    Refusal(
      testDescription: "no output", module: { $0.output = nil },
      message: "module 'Birds' has no output: set 'output' in the config or pass --output"),
  ])
  func aConfigModuleWithoutFilesOrOutput(_ refusal: Refusal) throws {
    try withSources { directory throws in
      var module = LyrebirdConfig.Module(name: "Birds")
      module.sources = ["../Sources"]
      module.output = "../Mocks.swift"
      refusal.module(&module)
      let flags = GeneratorOverrides(workingDirectory: directory.path)
      #expect(throws: OptionsError(refusal.message)) {
        try GeneratorOptions(config: module, directory: directory.url("Config"), overrides: flags)
      }
    }
  }

  @Test func anOutputFileNeedsAnExistingDirectory() throws {
    try withSources { directory throws in
      var flags = GeneratorOverrides(workingDirectory: directory.path)
      flags.inputs = ["Sources"]
      flags.output = "Missing/Mocks.swift"
      #expect(
        throws: OptionsError(
          "cannot write 'Missing/Mocks.swift': directory '\(directory.url("Missing"))' does not exist")
      ) {
        try GeneratorOptions(overrides: flags)
      }
    }
  }

  @Test func runsAreOnePerConfigModuleOrTheNamedOne() throws {
    try withSources { directory throws in
      try directory.write(
        "Config/lyrebird.yml",
        "modules:\n  Birds:\n    sources: ../Sources/Bird.swift\n    output: ../Birds.swift\n"
          + "  Old:\n    sources: ../Sources/Legacy\n    output: ../Old.swift\n")
      try directory.write("Config/empty.yml", "modules: {}\n")
      var flags = GeneratorOverrides(workingDirectory: directory.path)
      flags.config = "Config/lyrebird.yml"
      #expect(
        try runs(flags).map(\.output) == [
          .file(directory.url("Birds.swift")), .file(directory.url("Old.swift")),
        ])
      flags.module = "Old"
      #expect(try runs(flags).map(\.output) == [.file(directory.url("Old.swift"))])
      flags.module = "Nope"
      #expect(throws: OptionsError("'Config/lyrebird.yml' has no module named 'Nope'")) {
        try runs(flags)
      }
      flags.allowsMissingConfigModule = true
      flags.inputs = ["Sources/Bird.swift"]
      flags.output = "Flags.swift"
      #expect(try runs(flags).map(\.output) == [.file(directory.url("Flags.swift"))])
      flags.config = "Config/empty.yml"
      flags.module = nil
      #expect(throws: OptionsError("'Config/empty.yml' lists no modules")) { try runs(flags) }
    }
  }

  /// `dialect:` in lyrebird.yml, a Cuckoofile's cuckoo, and `--dialect`, which wins over both.
  @Test func theDialectComesFromTheFlagThenTheConfig() throws {
    try withSources { directory throws in
      let module = "  Birds:\n    sources: ../Sources/Bird.swift\n    output: ../Birds.swift\n"
      try directory.write("Config/cuckoo.yml", "dialect: cuckoo\nmodules:\n" + module)
      try directory.write("Config/plain.yml", "modules:\n" + module)
      try directory.write(
        "Cuckoofile.toml", "[modules.Birds]\nsources = \"Sources\"\noutput = \"Birds.swift\"\nglob = false\n")
      var flags = GeneratorOverrides(workingDirectory: directory.path)
      flags.inputs = ["Sources/Bird.swift"]
      flags.output = "Flags.swift"
      #expect(try runs(flags).map(\.dialect) == [.mockingbird])
      flags.dialect = .cuckoo
      #expect(try runs(flags).map(\.dialect) == [.cuckoo])
      flags.dialect = nil
      flags.config = "Config/plain.yml"
      #expect(try runs(flags).map(\.dialect) == [.mockingbird])
      flags.config = "Config/cuckoo.yml"
      #expect(try runs(flags).map(\.dialect) == [.cuckoo])
      flags.dialect = .mockingbird
      #expect(try runs(flags).map(\.dialect) == [.mockingbird])
      flags.dialect = nil

      flags.config = "Cuckoofile.toml"
      var warnings: [String] = []
      #expect(try GeneratorOptions.runs(for: flags, warn: { warnings.append("\($0)") }).map(\.dialect) == [.cuckoo])
      #expect(
        warnings == [
          directory.url("Cuckoofile.toml")
            + ":4:1: warning: 'glob' is not honoured: Lyrebird always expands globs in sources"
        ])
      // A module the Cuckoofile doesn't list, as the plugin asks for: the flags, in the file's dialect.
      flags.module = "Other"
      flags.allowsMissingConfigModule = true
      let other = try GeneratorOptions.runs(for: flags, warn: { _ in })
      #expect(other.map(\.dialect) == [.cuckoo] && other.map(\.output) == [.file(directory.url("Flags.swift"))])
    }
  }

  /// A module's `dialect:` wins over the file's for that module only, and `--dialect` over both.
  @Test(arguments: [
    ("", nil, [MockDialect.cuckoo, .mockingbird]),
    ("dialect: cuckoo\n", nil, [.cuckoo, .cuckoo]),
    ("dialect: mockingbird\n", nil, [.cuckoo, .mockingbird]),
    ("", MockDialect.mockingbird, [.mockingbird, .mockingbird]),
    ("dialect: mockingbird\n", .cuckoo, [.cuckoo, .cuckoo]),
  ])
  func aModulesDialectWinsOverTheFilesButNotTheFlags(
    top: String, flag: MockDialect?, expected: [MockDialect]
  ) throws {
    try withSources { directory throws in
      try directory.write(
        "Config/lyrebird.yml",
        top + "modules:\n"
          + "  Birds:\n    sources: ../Sources/Bird.swift\n    output: ../Birds.swift\n    dialect: cuckoo\n"
          + "  Old:\n    sources: ../Sources/Legacy\n    output: ../Old.swift\n")
      var flags = GeneratorOverrides(workingDirectory: directory.path)
      flags.config = "Config/lyrebird.yml"
      flags.dialect = flag
      #expect(try runs(flags).map(\.dialect) == expected)
      flags.module = "Birds"
      #expect(try runs(flags).map(\.dialect) == [expected[0]])
    }
  }

  /// The runs for `flags`; a config warning fails the test.
  private func runs(_ flags: GeneratorOverrides) throws -> [GeneratorOptions] {
    try GeneratorOptions.runs(for: flags, warn: { Issue.record("unexpected warning: \($0)") })
  }
}
