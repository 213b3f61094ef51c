#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's attributes could not be read.
package enum FileFingerprintError: Error, CustomStringConvertible, Equatable, Sendable {
  case cannotStat(path: String, reason: String)

  package var description: String {
    switch self {
    case .cannotStat(let path, let reason):
      "cannot read attributes of '\(path)': \(reason)"
    }
  }
}

/// Cheap change detection for a source file, taken from a single `stat` call.
///
/// Comparing size, nanosecond modification time and inode lets the generator skip
/// re-parsing unchanged files without reading them. The inode catches files
/// replaced by rename (editors, `git checkout`) even when size and time collide.
package struct FileFingerprint: Codable, Hashable, Sendable {
  package var size: Int64
  package var modificationTimeNanoseconds: Int64
  package var inode: UInt64

  package init(size: Int64, modificationTimeNanoseconds: Int64, inode: UInt64) {
    self.size = size
    self.modificationTimeNanoseconds = modificationTimeNanoseconds
    self.inode = inode
  }

  /// Reads the fingerprint of `path`, following symlinks so edits to the target count.
  package init(path: String) throws {
    let info: stat
    do {
      info = try FileSystem.status(path)
    } catch {
      throw FileFingerprintError.cannotStat(path: path, reason: error.reason)
    }
    #if canImport(Darwin)
    let time = info.st_mtimespec
    #else
    let time = info.st_mtim
    #endif
    self.init(
      size: Int64(info.st_size),
      modificationTimeNanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec),
      inode: UInt64(info.st_ino)
    )
  }
}
