import Foundation
import Testing

let birdSource = """
  protocol Bird {
    func fly()
  }

  """

/// `lyrebird generate` as a process: exit codes, diagnostics and what it writes.
@Suite struct GenerateCommandTests {
  @Test func writesMocksAndExitsWithZero() async throws {
    try await withSources(["Sources/Bird.swift": birdSource]) { directory in
      let result = try await lyrebird(["generate", "Sources", "--output", "Mocks.swift"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.output(in: directory) == "Generated 1 mock from 1 file in <n> ms\n")
      #expect(result.errors(in: directory) == "")
      let mocks = try contents(directory.appendingPathComponent("Mocks.swift"))
      #expect(preamble(mocks) == [generatedMarker, "", "import Lyrebird", ""])
      #expect(declarations(of: "BirdMock", in: mocks) == ["final class BirdMock: Bird, Lyrebird.MockObject {"])
    }
  }

  @Test func aSyntaxErrorIsReportedAtItsPositionAndNothingIsWritten() async throws {
    try await withSources([
      "Sources/Bird.swift": birdSource, "Sources/Broken.swift": "protocol Broken {\n  func fly(\n}\n",
    ]) { directory in
      let result = try await lyrebird(["generate", "Sources", "--output", "Mocks.swift"], in: directory)
      #expect(result.status == 1)
      #expect(
        result.errors(in: directory) == """
          <dir>/Sources/Broken.swift:2:12: error: expected ')' to end parameter clause
          error: no mocks were written because of the errors above

          """)
      #expect(result.output(in: directory) == "")
      #expect(!exists(directory.appendingPathComponent("Mocks.swift")))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Sources"])
    }
  }

  @Test func keepGoingWritesTheOtherMocksAndStillExitsWithOne() async throws {
    try await withSources([
      "Sources/Bird.swift": birdSource, "Sources/Broken.swift": "protocol Broken {\n  func fly(\n}\n",
    ]) { directory in
      let result = try await lyrebird(
        ["generate", "Sources", "--output", "Mocks.swift", "--keep-going"], in: directory)
      #expect(result.status == 1)
      #expect(
        result.errors(in: directory) == """
          <dir>/Sources/Broken.swift:2:12: error: expected ')' to end parameter clause
          error: mocks were written for everything but the files with errors above

          """)
      #expect(result.output(in: directory) == "Generated 1 mock from 2 files in <n> ms\n")
      let mocks = try contents(directory.appendingPathComponent("Mocks.swift"))
      #expect(mockClasses(mocks) == ["BirdMock"])
      #expect(declarations(of: "BirdMock", in: mocks) == ["final class BirdMock: Bird, Lyrebird.MockObject {"])
    }
  }

  @Test(arguments: [
    (["generate", "Missing", "--output", "Mocks.swift"], "error: no such file or directory: 'Missing'\n"),
    (["generate", "Empty", "--output", "Mocks.swift"], "error: no Swift files found in the inputs\n"),
    (
      ["generate", "Sources", "--output", "Nowhere/Mocks.swift"],
      "error: cannot write 'Nowhere/Mocks.swift': directory '<dir>/Nowhere' does not exist\n"
    ),
  ])
  func badInputGetsAOneLineError(arguments: [String], message: String) async throws {
    try await withSources(["Sources/Bird.swift": birdSource, "Empty/README.md": "no sources"]) { directory in
      let result = try await lyrebird(arguments, in: directory)
      #expect(result.status == 1)
      #expect(result.errors(in: directory) == message)
      #expect(result.output(in: directory) == "")
      #expect(!exists(directory.appendingPathComponent("Mocks.swift")))
    }
  }

  /// Argument parser's own errors: the message, then the usage it prints after it.
  @Test(arguments: [
    (
      ["generate", "--output", "Mocks.swift"],
      "Error: no inputs: pass Swift files, directories or globs, or --package with --target"
    ),
    (
      ["generate", "Sources", "--output", "Mocks.swift", "--regex", "("],
      "Error: --regex '(' is not a valid regular expression"
    ),
    (
      ["generate", "Sources", "--output", "Mocks.swift", "--prune", "omit"],
      "Error: --prune omit needs --test-sources to find the mocks tests use"
    ),
  ])
  func badOptionsGetAUsageError(arguments: [String], message: String) async throws {
    try await withSources(["Sources/Bird.swift": birdSource]) { directory in
      let result = try await lyrebird(arguments, in: directory)
      #expect(result.status == 64)
      #expect(result.errors(in: directory).split(separator: "\n").first.map(String.init) == message)
      #expect(result.errors(in: directory).hasSuffix("See 'lyrebird generate --help' for more information.\n"))
      #expect(!exists(directory.appendingPathComponent("Mocks.swift")))
    }
  }

  @Test func anUnknownOptionIsAUsageError() async throws {
    try await withSources(["Sources/Bird.swift": birdSource]) { directory in
      let result = try await lyrebird(
        ["generate", "Sources", "--output", "Mocks.swift", "--frobnicate"], in: directory)
      #expect(result.status == 64)
      #expect(result.errors(in: directory).split(separator: "\n").first == "Error: Unknown option '--frobnicate'")
    }
  }

  @Test func outputIsDeterministicAndAnUnchangedFileIsNotRewritten() async throws {
    let sources = [
      "Sources/B.swift": "protocol Zebra { var stripes: Int { get } }\nprotocol Bird { func fly() }\n",
      "Sources/A.swift": "import Foundation\nclass Tree { func grow() {} }\n",
    ]
    try await withSources(sources) { directory in
      let output = directory.appendingPathComponent("Mocks.swift")
      #expect(
        try await lyrebird(["generate", "Sources", "-o", "Mocks.swift", "--disable-cache"], in: directory).status == 0)
      let first = try Data(contentsOf: output)
      let firstDate = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
      try await Task.sleep(for: .milliseconds(50))
      let again = try await lyrebird(
        ["generate", "Sources", "-o", "Mocks.swift", "--disable-cache", "-v"], in: directory)
      #expect(
        again.output(in: directory) == """
          unchanged <dir>/Mocks.swift
          mocked Bird
          mocked Tree
          mocked Zebra
          parse <n> ms, resolve <n> ms, prepare <n> ms, render <n> ms, write <n> ms
          Generated 3 mocks from 2 files in <n> ms

          """)
      #expect(try Data(contentsOf: output) == first)
      let secondDate = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
      #expect(firstDate == secondDate)
      let text = String(decoding: first, as: UTF8.self)
      let order = ["class BirdMock", "class TreeMock", "class ZebraMock"].compactMap { text.range(of: $0)?.lowerBound }
      #expect(order == order.sorted() && order.count == 3)
    }
  }

  @Test func warningsDoNotFailTheRunUnlessAskedTo() async throws {
    try await withSources(["Sources/Stone.swift": "final class Stone {}\nprotocol Bird { func fly() }\n"]) {
      directory in
      let relaxed = try await lyrebird(["generate", "Sources", "-o", "Mocks.swift"], in: directory)
      #expect(relaxed.status == 0)
      #expect(
        relaxed.errors(in: directory) == """
          <dir>/Sources/Stone.swift:1:13: warning: 'Stone' is final, so it can't be mocked; mock a protocol it \
          conforms to instead

          """)
      let strict = try await lyrebird(
        ["generate", "Sources", "-o", "Strict.swift", "--warnings-as-errors"], in: directory)
      #expect(strict.status == 1)
      #expect(
        strict.errors(in: directory) == """
          <dir>/Sources/Stone.swift:1:13: error: 'Stone' is final, so it can't be mocked; mock a protocol it \
          conforms to instead
          error: no mocks were written because of the errors above

          """)
      #expect(!exists(directory.appendingPathComponent("Strict.swift")))
    }
  }

  @Test func quietPrintsOnlyErrors() async throws {
    try await withSources(["Sources/Stone.swift": "final class Stone {}\n"]) { directory in
      let result = try await lyrebird(["generate", "Sources", "-o", "Mocks.swift", "--quiet"], in: directory)
      #expect(result.status == 0)
      #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
    }
  }
}
