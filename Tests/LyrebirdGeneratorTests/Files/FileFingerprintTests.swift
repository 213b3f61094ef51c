import Foundation
import LyrebirdGenerator
import Testing

@Suite("FileFingerprint")
struct FileFingerprintTests {
  @Test("reads size, nanosecond mtime and inode")
  func readsAttributes() throws {
    try withTemporaryDirectory { directory throws in
      let path = try directory.write("A.swift", "12345")
      let date = Date(timeIntervalSince1970: 1_700_000_000.25)
      try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
      let fingerprint = try FileFingerprint(path: path)
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      #expect(fingerprint.size == 5)
      #expect(fingerprint.modificationTimeNanoseconds == 1_700_000_000_250_000_000)
      #expect(fingerprint.inode == (attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }
  }

  @Test("is stable for an untouched file and changes when the file changes")
  func detectsChanges() throws {
    try withTemporaryDirectory { directory throws in
      let path = try directory.write("A.swift", "one")
      let first = try FileFingerprint(path: path)
      #expect(try FileFingerprint(path: path) == first)

      try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 5)], ofItemAtPath: path)
      let touched = try FileFingerprint(path: path)
      #expect(touched != first)
      #expect(touched.size == first.size)

      try AtomicWriter.write("two", to: path)
      try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 5)], ofItemAtPath: path)
      let replaced = try FileFingerprint(path: path)
      #expect(replaced.size == touched.size)
      #expect(replaced.modificationTimeNanoseconds == touched.modificationTimeNanoseconds)
      #expect(replaced.inode != touched.inode)
      #expect(replaced != touched)
    }
  }

  @Test("round-trips through JSON")
  func codable() throws {
    let fingerprint = FileFingerprint(size: 42, modificationTimeNanoseconds: -7, inode: .max)
    let data = try JSONEncoder().encode(fingerprint)
    #expect(try JSONDecoder().decode(FileFingerprint.self, from: data) == fingerprint)
  }

  @Test("a missing file is a clear error")
  func missingFile() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.url("Nope.swift")
      let error = try #require(throws: FileFingerprintError.self) {
        try FileFingerprint(path: path)
      }
      #expect(error.description == "cannot read attributes of '\(path)': no such file or directory")
    }
  }
}
