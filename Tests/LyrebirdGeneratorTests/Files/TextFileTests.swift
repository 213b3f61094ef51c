import Foundation
import Testing

@testable import LyrebirdGenerator

/// Sources are read straight into a string; invalid UTF-8 is still refused, never repaired.
@Suite struct TextFileTests {
  @Test(arguments: [
    ("ASCII", Array("protocol Bird {}\n".utf8)),
    ("empty", []),
    ("non-ASCII", Array("// Ünïcödé 🐦\nprotocol Vogel {}\n".utf8)),
    ("a replacement character the file really holds", Array("let x = \"\u{FFFD}\"\n".utf8)),
    ("longer than a small string", Array(String(repeating: "// ü line\n", count: 10_000).utf8)),
  ])
  func readsValidUTF8AsWritten(_ name: String, bytes: [UInt8]) throws {
    try withTemporaryDirectory { directory in
      let path = directory.url("File.swift")
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      #expect(FileSystem.readText(path) == .text(String(decoding: bytes, as: UTF8.self)), "\(name)")
    }
  }

  @Test(arguments: [
    ("a lone continuation byte", [0x61, 0x80, 0x62]),
    ("a Latin-1 é", [0x63, 0x61, 0x66, 0xE9]),
    // Repaired to one U+FFFD of the same length: only the check for U+FFFD catches it.
    ("three bytes of a four-byte sequence", [0x61, 0xF0, 0x9F, 0x98, 0x62]),
    ("a truncated sequence at the end", [0x61, 0xE2, 0x82]),
  ])
  func refusesInvalidUTF8(_ name: String, bytes: [UInt8]) throws {
    try withTemporaryDirectory { directory in
      let path = directory.url("File.swift")
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      #expect(FileSystem.readText(path) == .notUTF8, "\(name)")
    }
  }

  @Test func aMissingFileIsUnreadable() throws {
    try withTemporaryDirectory { directory in
      #expect(FileSystem.readText(directory.url("Missing.swift")) == .unreadable)
    }
  }

  @Test func aFileThatIsNotUTF8IsAnErrorAtItsFirstLine() throws {
    try withTemporaryDirectory { directory in
      let path = directory.url("Latin1.swift")
      try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))
      var loader = SourceLoader()
      let parsed = loader.load([path], classes: .mocked)
      #expect(parsed.flatMap(\.diagnostics).map(\.description) == ["\(path):1:1: error: '\(path)' is not UTF-8 text"])
    }
  }
}
