import Foundation
import LyrebirdGenerator
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("AtomicWriter")
struct AtomicWriterTests {
  private func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  private func modificationDate(_ path: String) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
  }

  @Test("a new file is written and reported as changed")
  func writesNewFile() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.url("Mocks.swift")
      #expect(try AtomicWriter.write("struct Mock {}\n", to: path))
      #expect(try read(path) == "struct Mock {}\n")
      #expect(try directory.contents() == ["Mocks.swift"])
    }
  }

  @Test("identical contents leave the file and its mtime untouched")
  func unchangedKeepsModificationTime() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.url("Mocks.swift")
      try AtomicWriter.write("same\n", to: path)
      let old = Date(timeIntervalSince1970: 1_000_000)
      try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
      let inode = try FileFingerprint(path: path).inode

      #expect(try AtomicWriter.write("same\n", to: path) == false)
      #expect(try modificationDate(path) == old)
      #expect(try FileFingerprint(path: path).inode == inode)
    }
  }

  @Test("changed contents replace the file via rename")
  func changedContentsReplace() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.url("Mocks.swift")
      try AtomicWriter.write("old\n", to: path)
      let old = Date(timeIntervalSince1970: 1_000_000)
      try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
      let inode = try FileFingerprint(path: path).inode

      #expect(try AtomicWriter.write("new!\n", to: path))
      #expect(try read(path) == "new!\n")
      #expect(try modificationDate(path) != old)
      #expect(try FileFingerprint(path: path).inode != inode)
      #expect(try directory.contents() == ["Mocks.swift"])
    }
  }

  @Test("same size but different bytes still counts as a change")
  func sameSizeDifferentBytes() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.url("A.swift")
      try AtomicWriter.write("abc", to: path)
      #expect(try AtomicWriter.write("abd", to: path))
      #expect(try read(path) == "abd")
    }
  }

  @Test("empty contents are written")
  func emptyContents() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.url("Empty.swift")
      #expect(try AtomicWriter.write("", to: path))
      #expect(try read(path) == "")
      #expect(try AtomicWriter.write("", to: path) == false)
    }
  }

  @Test("pieces of every size are written in order, and compared in order")
  func piecesOfEverySize() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.url("Mocks.swift")
      // Small pieces are gathered; one larger than the gathering buffer is written on its own.
      let large = String(repeating: "0123456789abcdef", count: 5_000)
      let pieces = ["// header\n", "", "\n\n", large, "\n\n", "tail", large, "!"]
      #expect(try AtomicWriter.write(GeneratedText(pieces: pieces), to: path))
      #expect(try read(path) == pieces.joined())
      #expect(try AtomicWriter.write(GeneratedText(pieces: pieces), to: path) == false)
      var changed = pieces
      changed[5] = "tale"
      #expect(try AtomicWriter.write(GeneratedText(pieces: changed), to: path))
      #expect(try read(path) == changed.joined())
    }
  }

  @Test("an output larger than the comparison's read buffer is compared across its chunks")
  func comparesAcrossReadChunks() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.url("Mocks.swift")
      // 300 pieces of 8,500 bytes: 2.55 MB, read back in chunks of 1 MiB that end inside pieces;
      // piece 123 holds bytes 1,045,500 to 1,053,999, across the first chunk's end.
      let letters = Array("abcdefghijklmnopqrstuvwxyz")
      let pieces = (0..<300).map { String(repeating: letters[$0 % letters.count], count: 8_500) }
      #expect(try AtomicWriter.write(GeneratedText(pieces: pieces), to: path))
      #expect(try AtomicWriter.write(GeneratedText(pieces: pieces), to: path) == false)
      for (index, atStart) in [(0, true), (123, true), (123, false), (299, false)] {
        var changed = pieces
        changed[index] = atStart ? "#" + changed[index].dropFirst() : String(changed[index].dropLast()) + "#"
        #expect(try AtomicWriter.write(GeneratedText(pieces: changed), to: path), "piece \(index)")
        #expect(try read(path) == changed.joined())
        #expect(try AtomicWriter.write(GeneratedText(pieces: pieces), to: path), "piece \(index) back")
        #expect(try AtomicWriter.write(GeneratedText(pieces: pieces), to: path) == false)
      }
    }
  }

  @Test("permission bits of an existing file are preserved")
  func preservesPermissions() throws {
    try withTemporaryDirectory { directory throws in
      let path = try directory.write("Script.swift", "old")
      try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
      try AtomicWriter.write("new", to: path)
      let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(permissions == 0o640)
    }
  }

  @Test("a missing parent directory throws and leaves no temporary file")
  func missingDirectory() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.url("Missing/Mocks.swift")
      let error = try #require(throws: AtomicWriterError.self) {
        try AtomicWriter.write("x", to: path)
      }
      #expect(error.description == "cannot write '\(path)': directory '\(directory.url("Missing"))' does not exist")
      #expect(try directory.contents() == [])
    }
  }

  @Test("a directory at the destination throws and leaves no temporary file")
  func destinationIsDirectory() throws {
    try withTemporaryDirectory { directory throws in
      let path = try directory.makeDirectory("Mocks.swift")
      let error = try #require(throws: AtomicWriterError.self) {
        try AtomicWriter.write("x", to: path)
      }
      #expect(error == .cannotWrite(path: path, reason: "is a directory"))
      #expect(error.description == "cannot write '\(path)': is a directory")
      #expect(try directory.contents() == ["Mocks.swift"])
    }
  }

  @Test("a read-only directory throws permission denied and leaves no temporary file")
  func readOnlyDirectory() throws {
    try withTemporaryDirectory { directory throws in
      let locked = try directory.makeDirectory("Locked")
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked)
      defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
      let path = locked + "/Mocks.swift"
      let result = Result { try AtomicWriter.write("x", to: path) }
      if geteuid() == 0 {
        // Root bypasses permission checks, so the write succeeds; only check it was clean.
        #expect(try directory.contents(of: "Locked") == ["Mocks.swift"])
      } else {
        #expect(throws: AtomicWriterError.cannotWrite(path: path, reason: "permission denied")) {
          try result.get()
        }
        #expect(try directory.contents(of: "Locked") == [])
      }
    }
  }

  @Test("remove deletes an existing file and ignores a missing one")
  func remove() throws {
    try withTemporaryDirectory { directory throws in
      let path = try directory.write("Stale.swift", "old")
      AtomicWriter.remove(path)
      #expect(!FileManager.default.fileExists(atPath: path))
      AtomicWriter.remove(path)
      AtomicWriter.remove(directory.url("Never/Existed.swift"))
      #expect(try directory.contents() == [])
    }
  }

  @Test("remove does not delete directories")
  func removeKeepsDirectories() throws {
    try withTemporaryDirectory { directory throws in
      let path = try directory.makeDirectory("Out")
      AtomicWriter.remove(path)
      #expect(FileManager.default.fileExists(atPath: path))
    }
  }

  @Test("concurrent readers never see a partial file")
  func readersSeeWholeFiles() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.url("Big.swift")
    let first = String(repeating: "a", count: 512 * 1024)
    let second = String(repeating: "b", count: 512 * 1024)
    try AtomicWriter.write(first, to: path)
    let reader = Task.detached { () -> Bool in
      for _ in 0..<200 {
        guard let data = FileManager.default.contents(atPath: path) else {
          return false
        }
        let text = String(decoding: data, as: UTF8.self)
        if text != first && text != second {
          return false
        }
      }
      return true
    }
    for index in 0..<40 {
      try AtomicWriter.write(index.isMultiple(of: 2) ? second : first, to: path)
    }
    #expect(await reader.value)
    #expect(try directory.contents() == ["Big.swift"])
  }
}
