/// Reads just enough of an enum's runtime metadata to pick a case that is safe to destroy.
///
/// Layouts follow the Swift ABI (`TargetEnumDescriptor`, `FieldDescriptor`, `EnumValueWitnessTable`),
/// which is stable on every platform Lyrebird supports.
enum EnumLayout {
  private static let word = MemoryLayout<UInt>.size

  static func fill(_ metadata: UnsafeRawPointer, at address: UnsafeMutableRawPointer) -> String? {
    let descriptor = metadata.load(fromByteOffset: word, as: UnsafeRawPointer.self)
    let payloadCases = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF)
    let emptyCases = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
    if emptyCases > 0 {
      // The first case without a payload holds nothing to destroy.
      return injectTag(UInt32(payloadCases), metadata: metadata, at: address)
    }
    if firstPayloadCaseIsIndirect(descriptor) {
      return nil  // Tag zero with a nil box.
    }
    return "every case carries a payload that is stored inline"
  }

  private static func injectTag(
    _ tag: UInt32, metadata: UnsafeRawPointer, at address: UnsafeMutableRawPointer
  ) -> String? {
    let witnesses = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
    let flags = witnesses.load(fromByteOffset: 8 * word + 2 * word, as: UInt32.self)
    guard flags & 0x0020_0000 != 0 else { return "its value witnesses have no enum operations" }
    typealias Inject = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void
    let function = witnesses.load(fromByteOffset: 8 * word + 3 * word + 2 * word, as: Inject.self)
    function(address, tag, metadata)
    return nil
  }

  private static func firstPayloadCaseIsIndirect(_ descriptor: UnsafeRawPointer) -> Bool {
    let fieldsOffset = descriptor.load(fromByteOffset: 16, as: Int32.self)
    guard fieldsOffset != 0 else { return false }
    let fields = descriptor + 16 + Int(fieldsOffset)
    let recordCount = fields.load(fromByteOffset: 12, as: UInt32.self)
    guard recordCount > 0 else { return false }
    // Records follow the 16-byte header; payload cases come first, so this is tag zero's case.
    let firstRecordFlags = fields.load(fromByteOffset: 16, as: UInt32.self)
    return firstRecordFlags & 0x1 != 0
  }
}
