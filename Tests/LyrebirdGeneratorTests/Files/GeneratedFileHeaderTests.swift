import Foundation
import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// Lyrebird knows its own files by the marker line among their leading comments.
@Suite struct GeneratedFileHeaderTests {
  private static let generated = MockFileRenderer.pieces([], options: MockFileOptions(header: "Copyright\nAll rights"))
    .joined()

  @Test(arguments: [
    ("a file Lyrebird wrote", generated, true),
    ("the marker without a newline", MockFileRenderer.generatedMarker, true),
    ("a long license before the marker", String(repeating: "// licence text\n", count: 600) + generated, true),
    ("a user's source", "import Foundation\nprotocol Bird {}\n", false),
    ("the marker after code", "import Foundation\n" + generated, false),
    ("the marker after a blank line", "\n" + generated, false),
    ("an empty file", "", false),
    ("comments only", "// a\n// b\n", false),
  ])
  func recognisesGeneratedFiles(_ name: String, contents: String, expected: Bool) throws {
    try withTemporaryDirectory { directory in
      let path = try directory.write("File.swift", contents)
      #expect(GeneratedFileHeader.isGenerated(path) == expected, "\(name)")
    }
  }

  @Test func aMissingFileIsNotGenerated() throws {
    try withTemporaryDirectory { directory in
      #expect(!GeneratedFileHeader.isGenerated(directory.url("Missing.swift")))
    }
  }

  @Test func generatedFilesInADirectoryOrGlobAreNotInputsButNamedOnesAre() throws {
    try withTemporaryDirectory { directory in
      try directory.write("Sources/Bird.swift", "protocol Bird {}\n")
      let mocks = try directory.write("Sources/Mocks.swift", Self.generated)
      let bird = directory.url("Sources/Bird.swift")
      #expect(try InputResolver.resolve(["Sources"], workingDirectory: directory.path) == [bird])
      #expect(try InputResolver.resolve(["Sources/*.swift"], workingDirectory: directory.path) == [bird])
      #expect(
        try InputResolver.resolve(["Sources", "Sources/Mocks.swift"], workingDirectory: directory.path) == [
          bird, mocks,
        ])
    }
  }
}
