import Foundation
import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// A syntax error writes nothing, unless `keepsGoing` mocks every other file (a walk over many packages).
@Suite struct KeepGoingTests {
  private func run(_ directory: TemporaryDirectory, keepsGoing: Bool) throws -> GeneratorReport {
    let bird = try directory.write("Bird.swift", "protocol Bird { func fly() }\n")
    let broken = try directory.write("Broken.swift", "protocol Broken {\n  func fly(\n}\n")
    var options = GeneratorOptions(
      modules: [GeneratorOptions.Module(name: "App", files: [bird, broken])],
      output: .file(directory.url("Mocks.swift")),
      cachePath: directory.url(".cache"))
    options.keepsGoing = keepsGoing
    return try Generator(options: options).run()
  }

  @Test func aSyntaxErrorWritesNothingByDefault() throws {
    try withTemporaryDirectory { directory in
      let report = try run(directory, keepsGoing: false)
      #expect(report.hasErrors)
      #expect(report.writtenFiles.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: directory.url("Mocks.swift")))
    }
  }

  @Test func keepingGoingMocksTheOtherFilesAndStillReportsTheError() throws {
    try withTemporaryDirectory { directory in
      let report = try run(directory, keepsGoing: true)
      #expect(report.hasErrors)
      let error = try #require(report.diagnostics.first { $0.severity == .error })
      #expect(error.location.file.hasSuffix("Broken.swift") && error.location.line == 2)
      #expect(report.mockedTypes == ["Bird"])
      let mocks = try String(contentsOfFile: directory.url("Mocks.swift"), encoding: .utf8)
      #expect(mocks.contains("class BirdMock") && !mocks.contains("BrokenMock"))
      // The run isn't stamped, so the next one reports the error again.
      #expect(try run(directory, keepsGoing: true).hasErrors)
    }
  }
}
