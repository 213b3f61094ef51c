import Foundation
import Testing

@testable import LyrebirdGenerator

/// Every file the build plugin declares for a module's sources exists after a run, or SwiftPM's
/// build fails on the missing output: excluded inputs and inputs with nothing to mock included.
@Suite struct DeclaredOutputsTests {
  /// The plugin's command: every source given explicitly, an output directory, its prefix, and
  /// the package's `lyrebird.yml`.
  private func pluginRuns(_ directory: TemporaryDirectory, sources: [String]) throws -> [GeneratorOptions] {
    var flags = GeneratorOverrides(workingDirectory: directory.path)
    flags.inputs = sources
    flags.module = "Birds"
    flags.output = directory.url("Out")
    flags.filePrefix = "Birds_"
    flags.config = directory.url("lyrebird.yml")
    flags.allowsMissingConfigModule = true
    return try GeneratorOptions.runs(for: flags, warn: { Issue.record("unexpected warning: \($0)") })
  }

  /// The names the plugin declares: ``OutputFileNames`` over every source, with the prefix.
  private func declared(_ sources: [String]) -> [String] {
    OutputFileNames.files(for: sources).map { "Birds_" + $0 }.sorted()
  }

  private func written(_ directory: TemporaryDirectory) throws -> [String] {
    try directory.contents(of: "Out").filter { !$0.hasPrefix(".") }
  }

  @Test func excludedInputsAndInputsWithNothingToMockGetTheirDeclaredFiles() throws {
    try withTemporaryDirectory { directory in
      let sources = [
        try directory.write("Sources/Bird.swift", "protocol Bird { func sing() }\n"),
        try directory.write("Sources/Legacy/Bird.swift", "protocol OldBird { func croak() }\n"),
        try directory.write("Sources/Constants.swift", "let wings = 2\n"),
      ]
      try directory.write("lyrebird.yml", "modules:\n  Birds:\n    exclude: [Sources/Legacy]\n")
      _ = try Generator.run(try pluginRuns(directory, sources: sources))
      // The excluded `Legacy/Bird.swift` still takes part in naming, so `Bird.swift` keeps its folder's name.
      #expect(try written(directory) == declared(sources))
      #expect(
        declared(sources) == [
          "Birds_ConstantsMocks.swift", "Birds_Legacy_BirdMocks.swift", "Birds_MockFunctions.swift",
          "Birds_Sources_BirdMocks.swift",
        ])
      let excluded = directory.url("Out/Birds_Legacy_BirdMocks.swift")
      #expect(GeneratedFileHeader.isGenerated(excluded))
      #expect(!(try String(contentsOfFile: excluded, encoding: .utf8)).contains("OldBird"))
      let bird = try String(contentsOfFile: directory.url("Out/Birds_Sources_BirdMocks.swift"), encoding: .utf8)
      #expect(bird.contains("BirdMock"))
    }
  }

  @Test func aModuleWhoseEveryInputIsExcludedStillGetsItsFiles() throws {
    try withTemporaryDirectory { directory in
      let sources = [try directory.write("Sources/Bird.swift", "protocol Bird { func sing() }\n")]
      try directory.write("lyrebird.yml", "modules:\n  Birds:\n    exclude: [Sources]\n")
      let report = try Generator.run(try pluginRuns(directory, sources: sources))
      #expect(!report.hasErrors)
      #expect(report.mockedTypes.isEmpty)
      #expect(try written(directory) == declared(sources))
    }
  }

  @Test func anExcludedInputsFileIsLeftUntouchedByTheNextRun() throws {
    try withTemporaryDirectory { directory in
      let sources = [
        try directory.write("Sources/Bird.swift", "protocol Bird { func sing() }\n"),
        try directory.write("Sources/Legacy/Old.swift", "protocol Old { func croak() }\n"),
      ]
      try directory.write("lyrebird.yml", "modules:\n  Birds:\n    exclude: [Sources/Legacy]\n")
      _ = try Generator.run(try pluginRuns(directory, sources: sources))
      let excluded = directory.url("Out/Birds_OldMocks.swift")
      let old = Date(timeIntervalSince1970: 1_000_000)
      try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: excluded)
      let bytes = try Data(contentsOf: URL(fileURLWithPath: excluded))
      try directory.write("Sources/Bird.swift", "protocol Bird { func sing(); func fly() }\n")
      let report = try Generator.run(try pluginRuns(directory, sources: sources))
      #expect(report.writtenFiles == [directory.url("Out/Birds_BirdMocks.swift")])
      #expect(report.removedFiles.isEmpty)
      #expect(try FileManager.default.attributesOfItem(atPath: excluded)[.modificationDate] as? Date == old)
      #expect(try Data(contentsOf: URL(fileURLWithPath: excluded)) == bytes)
    }
  }
}
