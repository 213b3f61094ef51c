import Foundation
import LyrebirdSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Recognises a file Lyrebird wrote by ``MockFileRenderer/generatedMarker`` among its leading
/// comment lines (a `--header` comes before it).
///
/// Only the leading comments are read, usually the first block of bytes: the check runs for every
/// walked source and every output, so reading whole files would cost a second parse's I/O.
enum GeneratedFileHeader {
  private static let marker = Array(MockFileRenderer.generatedMarker.utf8)
  private static let comment = Array("//".utf8)
  private static let blockSize = 4096

  /// Whether `path` is a file whose comment header holds the marker; `false` when unreadable.
  static func isGenerated(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var head = [UInt8](repeating: 0, count: blockSize)
    let count = head.withUnsafeMutableBytes { buffer in
      buffer.baseAddress.map { FileSystem.readFully(descriptor, into: $0, count: blockSize) } ?? -1
    }
    guard count > 0 else { return false }
    if let answer = verdict(head[..<count], complete: count < blockSize) { return answer }
    // Every line of the first block is a comment: a long header, so the rest decides.
    guard let whole = try? FileSystem.readFileIfPresent(path) else { return false }
    return verdict([UInt8](whole)[...], complete: true) ?? false
  }

  /// `true` at the marker, `false` at the first line that isn't a comment, `nil` when the lines
  /// read so far (`complete` when they are the whole file) don't decide.
  private static func verdict(_ bytes: ArraySlice<UInt8>, complete: Bool) -> Bool? {
    var start = bytes.startIndex
    while start < bytes.endIndex {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
      let line = bytes[start..<end]
      if line.starts(with: marker) { return true }
      if end == bytes.endIndex && !complete { return nil }
      if !line.starts(with: comment) { return false }
      start = end + 1
    }
    return complete ? false : nil
  }
}
