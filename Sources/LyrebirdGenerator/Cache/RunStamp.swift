import Foundation
import LyrebirdSyntax

/// What the last successful run read and wrote, so an identical run can be skipped whole.
///
/// A run is identical when the options, the tool and every input's fingerprint are unchanged and
/// every output file is still exactly as that run left it.
struct RunStamp: Codable {
  var outputs: [String: FileFingerprint]
  var mockedTypes: [String]
  var warnings: [DiagnosticSpec]
  var sourceFileCount: Int

  static let cacheKey = "<last run>"

  /// Summarizes every input's path and fingerprint into one cache fingerprint.
  static func inputsFingerprint(_ paths: [String]) -> FileFingerprint {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: UInt64) {
      hash = (hash ^ value) &* 0x100_0000_01b3
    }
    for path in paths {
      for byte in path.utf8 { mix(UInt64(byte)) }
      let fingerprint = try? FileFingerprint(path: path)
      mix(UInt64(bitPattern: fingerprint?.size ?? -1))
      mix(UInt64(bitPattern: fingerprint?.modificationTimeNanoseconds ?? -1))
      mix(fingerprint?.inode ?? 0)
    }
    return FileFingerprint(size: Int64(paths.count), modificationTimeNanoseconds: Int64(bitPattern: hash), inode: 0)
  }

  /// The stamp of an identical earlier run whose outputs are untouched, if there is one.
  static func matching(_ cache: GeneratorCache, inputs: FileFingerprint) -> RunStamp? {
    guard let payload = cache.payload(for: cacheKey, fingerprint: inputs),
      let stamp = try? JSONDecoder().decode(RunStamp.self, from: payload)
    else { return nil }
    for (path, fingerprint) in stamp.outputs where (try? FileFingerprint(path: path)) != fingerprint {
      return nil
    }
    return stamp
  }

  func store(in cache: inout GeneratorCache, inputs: FileFingerprint) {
    guard let payload = try? JSONEncoder().encode(self) else { return }
    cache.store(payload, for: Self.cacheKey, fingerprint: inputs)
  }
}
