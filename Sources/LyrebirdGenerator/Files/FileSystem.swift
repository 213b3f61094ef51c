import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call, kept as `errno` so callers can word their own message.
struct SystemError: Error, Sendable {
  let code: Int32

  /// Captures the current `errno`; call immediately after the failing call.
  static func current() -> SystemError {
    SystemError(code: errno)
  }

  /// `strerror` text with a lowercase first letter, to read well after a colon.
  var reason: String {
    let text = String(cString: strerror(code))
    guard let first = text.first else {
      return "error \(code)"
    }
    return first.lowercased() + text.dropFirst()
  }

  /// True for errors meaning "nothing is there", as opposed to "cannot look".
  var isNotFound: Bool {
    code == ENOENT || code == ENOTDIR
  }
}

/// What a path refers to, as far as the generator cares.
enum FileKind: Sendable, Equatable {
  case regularFile
  case directory
  case other
}

/// One name from a directory listing with its type resolved.
struct DirectoryEntry: Sendable, Equatable {
  let name: String
  let kind: FileKind
}

/// Thin POSIX wrappers: Foundation's file APIs hide `errno` behind verbose,
/// platform-dependent messages and cost extra `stat` calls per entry.
enum FileSystem {
  /// `stat(2)` following symlinks.
  static func status(_ path: String) throws(SystemError) -> stat {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw SystemError.current()
    }
    return info
  }

  static func kind(of info: stat) -> FileKind {
    switch info.st_mode & S_IFMT {
    case S_IFREG: .regularFile
    case S_IFDIR: .directory
    default: .other
    }
  }

  /// Reads a whole file; `nil` when it does not exist.
  static func readFileIfPresent(_ path: String) throws(SystemError) -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 {
      let error = SystemError.current()
      if error.isNotFound {
        return nil
      }
      throw error
    }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in
        read(descriptor, raw.baseAddress, raw.count)
      }
      if count < 0 {
        if errno == EINTR {
          continue
        }
        throw SystemError.current()
      }
      if count == 0 {
        return data
      }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  /// Writes every byte, retrying short writes and interrupted calls.
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(SystemError) {
    var offset = 0
    while offset < bytes.count, let base = bytes.baseAddress {
      let written = write(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR {
          continue
        }
        throw SystemError.current()
      }
      offset += written
    }
  }

  /// Whether the file at `path` holds exactly `text`, read in chunks and compared as it goes,
  /// so a large unchanged output costs no second copy in memory.
  static func fileEquals(_ path: String, _ text: some ChunkedBytes) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let chunk = min(1 << 20, text.byteCount + 1)
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
    defer { buffer.deallocate() }
    // The file is read a chunk at a time and compared with the spans where they lie: copying
    // them into a chunk of their own first cost a copy of the whole output.
    var filled = 0
    var compared = 0
    let matches = text.forEachSpan { span in
      var offset = 0
      while offset < span.count {
        if compared == filled {
          filled = readFully(descriptor, into: buffer, count: chunk)
          compared = 0
          guard filled > 0 else { return false }
        }
        let count = min(filled - compared, span.count - offset)
        guard let base = span.baseAddress, memcmp(buffer + compared, base + offset, count) == 0 else { return false }
        compared += count
        offset += count
      }
      return true
    }
    return matches && compared == filled && readFully(descriptor, into: buffer, count: 1) == 0
  }

  /// Reads until `count` bytes arrived or the file ended; returns how many arrived, or -1.
  static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
    var total = 0
    while total < count {
      let read = read(descriptor, buffer + total, count - total)
      if read < 0 {
        if errno == EINTR { continue }
        return -1
      }
      if read == 0 { break }
      total += read
    }
    return total
  }

  /// Lists a directory with `readdir`, using `d_type` to avoid a `stat` per entry.
  ///
  /// Symlinks to files count as files; symlinks to directories are reported as
  /// `.other` so walks never follow them into cycles.
  static func entries(of directory: String) throws(SystemError) -> [DirectoryEntry] {
    guard let stream = opendir(directory) else {
      throw SystemError.current()
    }
    defer { closedir(stream) }
    var result: [DirectoryEntry] = []
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        if errno != 0 {
          throw SystemError.current()
        }
        return result
      }
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
          String(cString: $0)
        }
      }
      if name == "." || name == ".." {
        continue
      }
      let kind = resolveKind(type: entry.pointee.d_type, path: Paths.join(directory, name))
      result.append(DirectoryEntry(name: name, kind: kind))
    }
  }

  private static func resolveKind(type: UInt8, path: String) -> FileKind {
    switch type {
    case UInt8(DT_REG):
      return .regularFile
    case UInt8(DT_DIR):
      return .directory
    case UInt8(DT_LNK):
      let target = try? status(path)
      return target.map { kind(of: $0) == .regularFile ? .regularFile : .other } ?? .other
    case UInt8(DT_UNKNOWN):
      var info = stat()
      guard lstat(path, &info) == 0 else {
        return .other
      }
      if info.st_mode & S_IFMT == S_IFLNK {
        return resolveKind(type: UInt8(DT_LNK), path: path)
      }
      return kind(of: info)
    default:
      return .other
    }
  }
}
