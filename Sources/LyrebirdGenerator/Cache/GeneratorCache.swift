import Foundation

/// Per-source-file results from the previous run, reused while the file is unchanged.
///
/// The cache is an optimization only: anything wrong with it (missing, corrupt,
/// written by another tool version or with other options) yields an empty cache
/// instead of an error, and the generator simply does the work again.
package struct GeneratorCache: Equatable, Sendable {
  /// One source file's cached result.
  package struct Entry: Equatable, Sendable {
    package var fingerprint: FileFingerprint
    package var payload: Data

    package init(fingerprint: FileFingerprint, payload: Data) {
      self.fingerprint = fingerprint
      self.payload = payload
    }
  }

  /// Key for the tool version and options that shaped the payloads; a mismatch invalidates all.
  package var version: String
  /// Entries keyed by absolute source path.
  package private(set) var entries: [String: Entry]

  package init(version: String, entries: [String: Entry] = [:]) {
    self.version = version
    self.entries = entries
  }

  /// Loads the cache at `path`, or an empty one when it is missing, unreadable,
  /// corrupt or was written for a different `version`.
  package static func load(from path: String, version: String) -> GeneratorCache {
    guard let data = try? FileSystem.readFileIfPresent(path),
      let cache = try? decode([UInt8](data)),
      cache.version == version
    else {
      return GeneratorCache(version: version)
    }
    return cache
  }

  /// The payload stored for `path`, or nil when the file changed since it was stored.
  package func payload(for path: String, fingerprint: FileFingerprint) -> Data? {
    guard let entry = entries[path], entry.fingerprint == fingerprint else {
      return nil
    }
    return entry.payload
  }

  /// Records the result for `path` as of `fingerprint`, replacing any older entry.
  package mutating func store(_ payload: Data, for path: String, fingerprint: FileFingerprint) {
    entries[path] = Entry(fingerprint: fingerprint, payload: payload)
  }

  /// Drops entries for files that are no longer inputs, so the cache cannot grow forever.
  package mutating func retain(only paths: Set<String>) {
    entries = entries.filter { paths.contains($0.key) }
  }

  private static let magic = "lyrebird-cache-1"

  /// The on-disk form: entries sorted by path, so saving an unchanged cache rewrites nothing.
  func encoded() -> [UInt8] {
    var writer = BinaryWriter(capacity: entries.values.reduce(256) { $0 + $1.payload.count + 96 })
    writer.write(Self.magic)
    writer.write(version)
    writer.write(entries.count)
    for path in entries.keys.sorted() {
      guard let entry = entries[path] else { continue }
      writer.write(path)
      writer.write(entry.fingerprint.size)
      writer.write(entry.fingerprint.modificationTimeNanoseconds)
      writer.write(entry.fingerprint.inode)
      writer.write([UInt8](entry.payload))
    }
    return writer.bytes
  }

  static func decode(_ bytes: [UInt8]) throws(BinaryArchiveError) -> GeneratorCache {
    var reader = BinaryReader(bytes)
    guard try reader.readString() == magic else { throw BinaryArchiveError() }
    var cache = GeneratorCache(version: try reader.readString())
    let count = try reader.readInt()
    guard count >= 0 else { throw BinaryArchiveError() }
    cache.entries.reserveCapacity(count)
    for _ in 0..<count {
      let path = try reader.readString()
      let fingerprint = FileFingerprint(
        size: try reader.readInt64(), modificationTimeNanoseconds: try reader.readInt64(),
        inode: try reader.readUInt64())
      cache.entries[path] = Entry(fingerprint: fingerprint, payload: Data(try reader.readBytes()))
    }
    guard reader.isAtEnd else { throw BinaryArchiveError() }
    return cache
  }

  /// Writes the cache atomically; an unchanged cache leaves the file untouched.
  package func save(to path: String) throws {
    try AtomicWriter.write(Data(encoded()), to: path)
  }
}
