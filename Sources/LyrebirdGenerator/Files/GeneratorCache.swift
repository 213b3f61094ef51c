import Foundation

/// The cache could not be serialized; the previous cache file is left in place.
public enum GeneratorCacheError: Error, CustomStringConvertible, Equatable, Sendable {
  case cannotEncode(path: String, reason: String)

  public var description: String {
    switch self {
    case .cannotEncode(let path, let reason):
      "cannot encode cache '\(path)': \(reason)"
    }
  }
}

/// Per-source-file results from the previous run, reused while the file is unchanged.
///
/// The cache is an optimization only: anything wrong with it (missing, corrupt,
/// written by another tool version or with other options) yields an empty cache
/// instead of an error, and the generator simply does the work again.
public struct GeneratorCache: Codable, Equatable, Sendable {
  /// One source file's cached result.
  public struct Entry: Codable, Equatable, Sendable {
    public var fingerprint: FileFingerprint
    public var payload: Data

    public init(fingerprint: FileFingerprint, payload: Data) {
      self.fingerprint = fingerprint
      self.payload = payload
    }
  }

  /// Key for the tool version and options that shaped the payloads; a mismatch invalidates all.
  public var version: String
  /// Entries keyed by absolute source path.
  public private(set) var entries: [String: Entry]

  public init(version: String, entries: [String: Entry] = [:]) {
    self.version = version
    self.entries = entries
  }

  /// Loads the cache at `path`, or an empty one when it is missing, unreadable,
  /// corrupt or was written for a different `version`.
  public static func load(from path: String, version: String) -> GeneratorCache {
    guard let data = try? FileSystem.readFileIfPresent(path),
              let cache = try? decoder().decode(GeneratorCache.self, from: data),
              cache.version == version else {
      return GeneratorCache(version: version)
    }
    return cache
  }

  /// The payload stored for `path`, or nil when the file changed since it was stored.
  public func payload(for path: String, fingerprint: FileFingerprint) -> Data? {
    guard let entry = entries[path], entry.fingerprint == fingerprint else {
      return nil
    }
    return entry.payload
  }

  /// Records the result for `path` as of `fingerprint`, replacing any older entry.
  public mutating func store(_ payload: Data, for path: String, fingerprint: FileFingerprint) {
    entries[path] = Entry(fingerprint: fingerprint, payload: payload)
  }

  /// Drops entries for files that are no longer inputs, so the cache cannot grow forever.
  public mutating func retain(only paths: Set<String>) {
    entries = entries.filter { paths.contains($0.key) }
  }

  private enum CodingKeys: String, CodingKey {
    case version
    case entries
  }

  /// The on-disk form of one entry; an array sorted by path makes the encoding
  /// deterministic, so saving an unchanged cache rewrites nothing.
  private struct StoredEntry: Codable {
    var path: String
    var fingerprint: FileFingerprint
    var payload: Data
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(String.self, forKey: .version)
    let stored = try container.decode([StoredEntry].self, forKey: .entries)
    var entries: [String: Entry] = [:]
    entries.reserveCapacity(stored.count)
    for item in stored {
      entries[item.path] = Entry(fingerprint: item.fingerprint, payload: item.payload)
    }
    self.entries = entries
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    let stored = entries.keys.sorted().compactMap { path in
      entries[path].map { StoredEntry(path: path, fingerprint: $0.fingerprint, payload: $0.payload) }
    }
    try container.encode(stored, forKey: .entries)
  }

  /// Writes the cache atomically; an unchanged cache leaves the file untouched.
  public func save(to path: String) throws {
    let data: Data
    do {
      data = try Self.encoder().encode(self)
    } catch {
      throw GeneratorCacheError.cannotEncode(path: path, reason: String(describing: error))
    }
    try AtomicWriter.write(data, to: path)
  }

  /// Binary property lists store `Data` natively (JSON would base64 it) and
  /// measured faster for this shape; see the package notes for numbers.
  static func encoder() -> PropertyListEncoder {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    return encoder
  }

  static func decoder() -> PropertyListDecoder {
    PropertyListDecoder()
  }
}
