import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What reading a source file as text gave.
enum TextFileContents: Equatable {
  case text(String)
  case unreadable
  case notUTF8

  /// The text, when the file was read.
  var text: String? {
    if case .text(let text) = self { text } else { nil }
  }
}

extension FileSystem {
  /// Reads a whole file as UTF-8 text, straight into the string's storage.
  ///
  /// A run reads every input: going through `Data` and then copying into a `String` touched each
  /// byte twice, in two fresh buffers. The string repairs invalid UTF-8 as it is made, so a
  /// string that may have been repaired (a different length, or a U+FFFD in it) is checked
  /// against the file once more, the slow way.
  static func readText(_ path: String) -> TextFileContents {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .unreadable }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .unreadable }
    let size = Int(info.st_size)
    var count = 0
    // One byte more than the size: a file that grew since `fstat` takes the slow way.
    let text = String(unsafeUninitializedCapacity: size + 1) { buffer in
      count = buffer.baseAddress.map { readFully(descriptor, into: $0, count: buffer.count) } ?? -1
      return max(0, min(count, size))
    }
    if count < 0 { return .unreadable }
    if count <= size && text.utf8.count == count && !containsReplacementCharacter(text) {
      return .text(text)
    }
    guard let data = try? readFileIfPresent(path) else { return .unreadable }
    return String(validating: data, as: UTF8.self).map(TextFileContents.text) ?? .notUTF8
  }

  /// Whether `text` holds U+FFFD (`EF BF BD`), which repairing invalid UTF-8 writes.
  private static func containsReplacementCharacter(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard var cursor = bytes.baseAddress else { return false }
      let end = cursor + bytes.count
      while cursor < end, let found = memchr(cursor, 0xEF, end - cursor) {
        let lead = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
        if end - lead >= 3 && lead[1] == 0xBF && lead[2] == 0xBD { return true }
        cursor = lead + 1
      }
      return false
    }
  }
}
