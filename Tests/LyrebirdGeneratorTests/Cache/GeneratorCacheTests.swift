import Foundation
import Testing

@testable import LyrebirdGenerator

@Suite("GeneratorCache")
struct GeneratorCacheTests {
  private let fingerprint = FileFingerprint(size: 10, modificationTimeNanoseconds: 1_000, inode: 7)

  /// A cache shaped like a real project's: 1,000 files with a few hundred bytes each.
  static func largeCache() -> GeneratorCache {
    var cache = GeneratorCache(version: "lyrebird 1.0 options=abc")
    for index in 0..<1_000 {
      let payload = Data(String(repeating: "protocol P\(index) { func f() }\n", count: 10).utf8)
      cache.store(
        payload,
        for: "/Users/dev/Project/Sources/Module\(index % 20)/File\(index).swift",
        fingerprint: FileFingerprint(
          size: Int64(index), modificationTimeNanoseconds: 1_700_000_000_000_000_000 + Int64(index),
          inode: UInt64(index) * 31)
      )
    }
    return cache
  }

  @Test("save and load round-trip entries")
  func roundTrip() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.url("cache.bin")
      var cache = GeneratorCache(version: "v1")
      cache.store(Data("alpha".utf8), for: "/src/A.swift", fingerprint: fingerprint)
      cache.store(
        Data([0, 255, 10]), for: "/src/B.swift",
        fingerprint: FileFingerprint(size: 1, modificationTimeNanoseconds: 2, inode: 3))
      try cache.save(to: path)

      let loaded = GeneratorCache.load(from: path, version: "v1")
      #expect(loaded == cache)
      #expect(loaded.entries.count == 2)
      #expect(loaded.payload(for: "/src/A.swift", fingerprint: fingerprint) == Data("alpha".utf8))
      #expect(loaded.payload(for: "/src/C.swift", fingerprint: fingerprint) == nil)
    }
  }

  @Test("a different version yields an empty cache")
  func versionMismatch() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.url("cache.bin")
      var cache = GeneratorCache(version: "v1")
      cache.store(Data("alpha".utf8), for: "/src/A.swift", fingerprint: fingerprint)
      try cache.save(to: path)

      let loaded = GeneratorCache.load(from: path, version: "v2")
      #expect(loaded.version == "v2")
      #expect(loaded.entries.isEmpty)
      #expect(loaded.payload(for: "/src/A.swift", fingerprint: fingerprint) == nil)
    }
  }

  @Test("missing, corrupt, truncated or unreadable files yield an empty cache")
  func unusableFiles() throws {
    try withTemporaryDirectory { directory throws in
      #expect(GeneratorCache.load(from: directory.url("missing.bin"), version: "v1") == GeneratorCache(version: "v1"))

      let garbage = try directory.write("garbage.bin", "not a cache at all")
      #expect(GeneratorCache.load(from: garbage, version: "v1") == GeneratorCache(version: "v1"))

      var cache = GeneratorCache(version: "v1")
      cache.store(Data("alpha".utf8), for: "/src/A.swift", fingerprint: fingerprint)
      let full = directory.url("full.bin")
      try cache.save(to: full)
      let bytes = try Data(contentsOf: URL(fileURLWithPath: full))
      let truncated = directory.url("truncated.bin")
      try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
      #expect(GeneratorCache.load(from: truncated, version: "v1") == GeneratorCache(version: "v1"))

      let json = try directory.write("wrong-shape.json", #"{"version":"v1","entries":"nope"}"#)
      #expect(GeneratorCache.load(from: json, version: "v1") == GeneratorCache(version: "v1"))

      let folder = try directory.makeDirectory("folder.bin")
      #expect(GeneratorCache.load(from: folder, version: "v1") == GeneratorCache(version: "v1"))
    }
  }

  @Test("a changed fingerprint misses")
  func changedFingerprint() {
    var cache = GeneratorCache(version: "v1")
    cache.store(Data("alpha".utf8), for: "/src/A.swift", fingerprint: fingerprint)
    var touched = fingerprint
    touched.modificationTimeNanoseconds += 1
    var grown = fingerprint
    grown.size += 1
    var replaced = fingerprint
    replaced.inode += 1
    #expect(cache.payload(for: "/src/A.swift", fingerprint: touched) == nil)
    #expect(cache.payload(for: "/src/A.swift", fingerprint: grown) == nil)
    #expect(cache.payload(for: "/src/A.swift", fingerprint: replaced) == nil)
    #expect(cache.payload(for: "/src/A.swift", fingerprint: fingerprint) == Data("alpha".utf8))

    cache.store(Data("beta".utf8), for: "/src/A.swift", fingerprint: touched)
    #expect(cache.payload(for: "/src/A.swift", fingerprint: touched) == Data("beta".utf8))
    #expect(cache.payload(for: "/src/A.swift", fingerprint: fingerprint) == nil)
  }

  @Test("retain drops entries for files no longer in the inputs")
  func retain() {
    var cache = GeneratorCache(version: "v1")
    for name in ["A", "B", "C"] {
      cache.store(Data(name.utf8), for: "/src/\(name).swift", fingerprint: fingerprint)
    }
    cache.retain(only: ["/src/A.swift", "/src/C.swift", "/src/New.swift"])
    #expect(Set(cache.entries.keys) == ["/src/A.swift", "/src/C.swift"])
    #expect(cache.payload(for: "/src/B.swift", fingerprint: fingerprint) == nil)
    #expect(cache.payload(for: "/src/C.swift", fingerprint: fingerprint) == Data("C".utf8))
  }

  @Test("saving an unchanged cache does not rewrite the file")
  func deterministicEncoding() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory.url("cache.bin")
      let cache = Self.largeCache()
      try cache.save(to: path)
      let before = try FileFingerprint(path: path)
      // Rebuilt in a different insertion order, the encoding must be byte-identical.
      var rebuilt = GeneratorCache(version: cache.version)
      for (key, entry) in cache.entries.sorted(by: { $0.key > $1.key }) {
        rebuilt.store(entry.payload, for: key, fingerprint: entry.fingerprint)
      }
      try rebuilt.save(to: path)
      #expect(try FileFingerprint(path: path) == before)
    }
  }

  @Test("1,000 entries, negative and extreme fingerprints and binary payloads round-trip")
  func largeRoundTrip() throws {
    var cache = Self.largeCache()
    cache.store(
      Data([0, 0x80, 0xFF]), for: "/src/é 🐦.swift",
      fingerprint: FileFingerprint(
        size: -1, modificationTimeNanoseconds: .min, inode: .max))
    let decoded = try GeneratorCache.decode(cache.encoded())
    #expect(decoded.entries.count == 1_001)
    // Compared entry by entry: a failure then names one entry instead of printing all of them.
    for (path, entry) in cache.entries {
      #expect(decoded.entries[path] == entry, "\(path)")
    }
  }
}
