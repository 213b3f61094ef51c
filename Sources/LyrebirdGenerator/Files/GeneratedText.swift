#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Text kept as the pieces it was rendered in.
///
/// A run's output can be tens of megabytes. Joining it into one string cost a copy and its page
/// faults; instead the pieces are compared where they lie and written through one small buffer.
package struct GeneratedText: Sendable, Equatable, ChunkedBytes {
  /// The UTF-8 bytes of each piece, in order.
  package private(set) var pieces: [[UInt8]]
  /// The length in UTF-8 bytes.
  package private(set) var byteCount: Int

  package init(pieces: [[UInt8]]) {
    self.pieces = pieces
    byteCount = pieces.reduce(0) { $0 + $1.count }
  }

  package init(pieces: [String]) {
    self.init(pieces: pieces.map { Array($0.utf8) })
  }

  package init(_ text: String) {
    self.init(pieces: [text])
  }

  /// Passes each piece's bytes to `body`, in order, without copying them; stops early, returning
  /// false, when `body` does.
  func forEachSpan(_ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
    for piece in pieces {
      guard piece.withUnsafeBytes(body) else { return false }
    }
    return true
  }
}

/// Bytes kept in consecutive spans, which are compared and written without joining them.
protocol ChunkedBytes {
  var byteCount: Int { get }
  /// Passes the spans in order, as stored; stops early, returning false, when `body` does.
  func forEachSpan(_ body: (UnsafeRawBufferPointer) -> Bool) -> Bool
  /// Writes every byte to `descriptor`, in order.
  func write(to descriptor: Int32) throws(SystemError)
}

extension GeneratedText {
  /// Writes a large piece straight from its own storage and gathers the small ones (separators, a
  /// file's prologue) into one buffer, so a file costs few system calls and no copy of its mocks.
  func write(to descriptor: Int32) throws(SystemError) {
    let capacity = min(1 << 16, max(1, byteCount))
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    defer { buffer.deallocate() }
    var filled = 0
    for piece in pieces {
      let failure = piece.withUnsafeBytes { bytes -> SystemError? in
        if filled + bytes.count <= capacity, let base = bytes.baseAddress {
          (buffer + filled).copyMemory(from: base, byteCount: bytes.count)
          filled += bytes.count
          return nil
        }
        do throws(SystemError) {
          if filled > 0 {
            try FileSystem.writeAll(UnsafeRawBufferPointer(start: buffer, count: filled), to: descriptor)
            filled = 0
          }
          try FileSystem.writeAll(bytes, to: descriptor)
          return nil
        } catch {
          return error
        }
      }
      if let failure { throw failure }
    }
    if filled > 0 { try FileSystem.writeAll(UnsafeRawBufferPointer(start: buffer, count: filled), to: descriptor) }
  }
}

/// Bytes already in one buffer, for example an encoded cache.
struct ContiguousBytes: ChunkedBytes {
  let buffer: UnsafeRawBufferPointer

  var byteCount: Int { buffer.count }

  func forEachSpan(_ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
    body(buffer)
  }

  func write(to descriptor: Int32) throws(SystemError) {
    try FileSystem.writeAll(buffer, to: descriptor)
  }
}
