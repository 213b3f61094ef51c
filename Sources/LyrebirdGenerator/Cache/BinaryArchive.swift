/// A compact binary form for the cache: variable-length integers, length-prefixed UTF-8 and
/// counted arrays, written and read in the same fixed order.
///
/// Foundation's `Codable` coders were the reason models weren't cached: decoding the testbed's
/// models took three times as long as parsing the sources again (docs/PERFORMANCE.md, "Tried and dropped").
struct BinaryWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 1_024) {
    bytes.reserveCapacity(capacity)
  }

  mutating func write(_ value: UInt64) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  mutating func write(_ value: Int) {
    // Zigzag, so small negative numbers stay short.
    write(UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1)))))
  }

  mutating func write(_ value: Int64) { write(Int(value)) }

  mutating func write(_ value: Bool) {
    bytes.append(value ? 1 : 0)
  }

  mutating func write(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      write(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  mutating func write(_ value: String?) {
    write(value != nil)
    if let value { write(value) }
  }

  mutating func write(_ values: [String]) {
    write(values.count)
    for value in values { write(value) }
  }

  mutating func write(_ values: [UInt8]) {
    write(values.count)
    bytes.append(contentsOf: values)
  }

  mutating func write<Element>(_ values: [Element], each: (inout BinaryWriter, Element) -> Void) {
    write(values.count)
    for value in values { each(&self, value) }
  }

  mutating func write<Value: RawRepresentable<String>>(_ value: Value) {
    write(value.rawValue)
  }
}

/// Malformed or truncated archive data; the cache treats it as missing.
struct BinaryArchiveError: Error {}

/// Reads what ``BinaryWriter`` wrote, failing on anything truncated or out of range.
struct BinaryReader {
  private let bytes: [UInt8]
  private var offset = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { offset == bytes.count }

  mutating func readUInt64() throws(BinaryArchiveError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard offset < bytes.count, shift < 64 else { throw BinaryArchiveError() }
      let byte = bytes[offset]
      offset += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }

  mutating func readInt() throws(BinaryArchiveError) -> Int {
    let zigzag = try readUInt64()
    return Int(Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
  }

  mutating func readInt64() throws(BinaryArchiveError) -> Int64 { Int64(try readInt()) }

  mutating func readBool() throws(BinaryArchiveError) -> Bool {
    guard offset < bytes.count, bytes[offset] <= 1 else { throw BinaryArchiveError() }
    offset += 1
    return bytes[offset - 1] == 1
  }

  mutating func readString() throws(BinaryArchiveError) -> String {
    let count = try readCount()
    let string = bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[offset..<(offset + count)]), as: UTF8.self)
    }
    offset += count
    return string
  }

  mutating func readOptionalString() throws(BinaryArchiveError) -> String? {
    try readBool() ? try readString() : nil
  }

  mutating func readStrings() throws(BinaryArchiveError) -> [String] {
    try readArray { reader throws(BinaryArchiveError) in try reader.readString() }
  }

  mutating func readBytes() throws(BinaryArchiveError) -> [UInt8] {
    let count = try readCount()
    defer { offset += count }
    return Array(bytes[offset..<(offset + count)])
  }

  mutating func readArray<Element>(
    _ each: (inout BinaryReader) throws(BinaryArchiveError) -> Element
  ) throws(BinaryArchiveError) -> [Element] {
    let count = try readInt()
    // Every element takes at least one byte, which bounds a corrupt count.
    guard count >= 0, count <= bytes.count - offset else { throw BinaryArchiveError() }
    var values: [Element] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try each(&self)) }
    return values
  }

  mutating func read<Value: RawRepresentable<String>>(_: Value.Type = Value.self) throws(BinaryArchiveError) -> Value {
    guard let value = Value(rawValue: try readString()) else { throw BinaryArchiveError() }
    return value
  }

  /// A length that must fit in what is left.
  private mutating func readCount() throws(BinaryArchiveError) -> Int {
    let count = try readInt()
    guard count >= 0, count <= bytes.count - offset else { throw BinaryArchiveError() }
    return count
  }
}
