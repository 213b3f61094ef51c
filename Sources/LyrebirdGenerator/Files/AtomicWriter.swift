import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A generated file that could not be written; the destination is left as it was.
package enum AtomicWriterError: Error, CustomStringConvertible, Equatable, Sendable {
  case cannotWrite(path: String, reason: String)

  package var description: String {
    switch self {
    case .cannotWrite(let path, let reason):
      "cannot write '\(path)': \(reason)"
    }
  }
}

/// Writes generated files so readers (the compiler, an IDE) never see half a file,
/// and unchanged outputs keep their timestamps so builds stay incremental.
package enum AtomicWriter {
  /// Writes `contents` as UTF-8; returns whether the file changed.
  @discardableResult
  package static func write(_ contents: String, to path: String) throws -> Bool {
    try write(GeneratedText(contents), to: path)
  }

  /// Writes `data` via a hidden temporary file in the same directory and `rename(2)`.
  ///
  /// Returns false, without touching the file, when it already holds exactly these bytes.
  /// An existing file's permission bits are preserved; new files get `0666 & ~umask`.
  /// The data is not `fsync`ed: atomicity for concurrent readers is the goal, not
  /// durability across power loss.
  @discardableResult
  package static func write(_ data: Data, to path: String) throws -> Bool {
    try data.withUnsafeBytes { try write(contents: ContiguousBytes(buffer: $0), to: path) }
  }

  /// Writes text held in pieces without joining them; returns whether the file changed.
  @discardableResult
  package static func write(_ text: GeneratedText, to path: String) throws -> Bool {
    try write(contents: text, to: path)
  }

  private static func write(contents text: some ChunkedBytes, to path: String) throws -> Bool {
    var existingMode: mode_t?
    if let info = try? FileSystem.status(path) {
      switch FileSystem.kind(of: info) {
      case .directory:
        throw AtomicWriterError.cannotWrite(path: path, reason: "is a directory")
      case .regularFile:
        if Int(info.st_size) == text.byteCount, FileSystem.fileEquals(path, text) {
          return false
        }
        existingMode = info.st_mode & 0o7777
      case .other:
        break
      }
    }
    let directory = Paths.parent(of: path)
    let (descriptor, temporaryPath) = try createTemporaryFile(for: path, in: directory)
    do throws(SystemError) {
      defer { close(descriptor) }
      try text.write(to: descriptor)
      if let existingMode, fchmod(descriptor, existingMode) != 0 {
        throw SystemError.current()
      }
    } catch {
      unlink(temporaryPath)
      throw AtomicWriterError.cannotWrite(path: path, reason: reason(for: error, directory: directory))
    }
    guard rename(temporaryPath, path) == 0 else {
      let error = SystemError.current()
      unlink(temporaryPath)
      throw AtomicWriterError.cannotWrite(path: path, reason: reason(for: error, directory: directory))
    }
    return true
  }

  /// Deletes a stale output; a missing file (or any failure) is silently ignored
  /// because the caller only wants the output gone if it can be.
  package static func remove(_ path: String) {
    unlink(path)
  }

  /// Opens `.NAME.lyrebird-XXXXXX` exclusively, retrying on the rare name collision.
  private static func createTemporaryFile(
    for path: String,
    in directory: String
  ) throws -> (descriptor: Int32, path: String) {
    let name = Paths.lastComponent(of: path)
    var lastError = SystemError(code: EEXIST)
    for _ in 0..<32 {
      let candidate = Paths.join(directory, ".\(name).lyrebird-\(randomSuffix())")
      let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 {
        return (descriptor, candidate)
      }
      lastError = SystemError.current()
      if lastError.code != EEXIST {
        break
      }
    }
    throw AtomicWriterError.cannotWrite(path: path, reason: reason(for: lastError, directory: directory))
  }

  private static let suffixAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

  /// Six characters from one random number: each `Int.random` asks the kernel for entropy.
  private static func randomSuffix() -> String {
    var bits = UInt64.random(in: .min ... .max)
    let count = UInt64(suffixAlphabet.count)
    return String(
      (0..<6).map { _ in
        defer { bits /= count }
        return suffixAlphabet[Int(bits % count)]
      })
  }

  /// Words the common failures in terms of what the user should fix.
  private static func reason(for error: SystemError, directory: String) -> String {
    switch error.code {
    case ENOENT: "directory '\(directory)' does not exist"
    case ENOTDIR: "'\(directory)' is not a directory"
    case EACCES, EPERM: "permission denied"
    case EISDIR: "is a directory"
    default: error.reason
    }
  }
}
