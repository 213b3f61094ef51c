import Foundation
import Testing

/// `generate --output-dir`: one mock file per input, and only what changed is written.
@Suite struct OutputDirectoryTests {
  private let sources = [
    "Sources/Bird.swift": birdSource,
    "Sources/Tree.swift": "protocol Tree { func grow() }\n",
    "Sources/Wild/Bird.swift": "protocol Hawk { func dive() }\n",
    "Sources/Nest.swift": "protocol Nest {}\n",
  ]

  @Test func writesOneFilePerInputAndThenOnlyWhatChanged() async throws {
    try await withSources(sources) { directory in
      let first = try await lyrebird(["generate", "Sources", "--output-dir", "Mocks", "-v"], in: directory)
      #expect(first.status == 0)
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Mocks").path)
      #expect(
        names.filter { !$0.hasPrefix(".") }.sorted() == [
          "MockFunctions.swift", "NestMocks.swift", "Sources_BirdMocks.swift", "TreeMocks.swift",
          "Wild_BirdMocks.swift",
        ])
      #expect(mockClasses(try contents(directory.appendingPathComponent("Mocks/Wild_BirdMocks.swift"))) == ["HawkMock"])
      try "protocol Tree { func grow(); func fall() }\n".write(
        to: directory.appendingPathComponent("Sources/Tree.swift"), atomically: true, encoding: .utf8)
      try FileManager.default.removeItem(at: directory.appendingPathComponent("Sources/Nest.swift"))
      // What every verbose run ends with, after the files it wrote.
      let summary = """
        mocked Bird
        mocked Hawk
        mocked Tree
        parse <n> ms, resolve <n> ms, prepare <n> ms, render <n> ms, write <n> ms
        Generated 3 mocks from 3 files in <n> ms

        """
      let second = try await lyrebird(["generate", "Sources", "--output-dir", "Mocks", "-v"], in: directory)
      #expect(
        second.output(in: directory) == """
          wrote <dir>/Mocks/TreeMocks.swift
          wrote <dir>/Mocks/MockFunctions.swift
          unchanged <dir>/Mocks/Sources_BirdMocks.swift
          unchanged <dir>/Mocks/Wild_BirdMocks.swift
          removed <dir>/Mocks/NestMocks.swift
          \(summary)
          """)
      // A new member changes only its own mock's file: the `mock(_:)` functions stay as they were.
      try "protocol Tree { func grow(); func fall(); func bud() }\n".write(
        to: directory.appendingPathComponent("Sources/Tree.swift"), atomically: true, encoding: .utf8)
      let third = try await lyrebird(["generate", "Sources", "--output-dir", "Mocks", "-v"], in: directory)
      #expect(
        third.output(in: directory) == """
          wrote <dir>/Mocks/TreeMocks.swift
          unchanged <dir>/Mocks/Sources_BirdMocks.swift
          unchanged <dir>/Mocks/Wild_BirdMocks.swift
          unchanged <dir>/Mocks/MockFunctions.swift
          \(summary)
          """)
    }
  }

  @Test(arguments: [
    (["--output", "Mocks.swift", "--output-dir", "Mocks"], "pass either --output or --output-dir, not both"),
    (["--output-dir", "Mocks.swift"], "--output-dir 'Mocks.swift' names a .swift file: use --output for one file"),
  ])
  func aBadOutputDirIsAUsageError(arguments: [String], message: String) async throws {
    try await withSources(sources) { directory in
      let result = try await lyrebird(["generate", "Sources"] + arguments, in: directory)
      #expect(result.status != 0)
      #expect(result.errors(in: directory).split(separator: "\n").first.map(String.init) == "Error: \(message)")
      #expect(!exists(directory.appendingPathComponent("Mocks")))
    }
  }
}
