@_spi(Reflection) import Swift

/// Makes a stand-in value of any type for argument matchers and captured property reads.
///
/// Mockingbird aborts such expressions with an Objective-C exception; Linux has none, so Lyrebird
/// lets the expression finish with a placeholder instead. A placeholder is either a real value
/// (zero, empty, `nil`) or memory laid out so that copying and destroying it never touches an object:
/// every reference is `nil` and every existential holds a trivial type. Placeholders are never
/// read, only copied and destroyed.
public enum Placeholder {
  /// A placeholder of `T`, or the reason none can be made safely.
  public static func make<T>(_ type: T.Type) -> Result<T, PlaceholderError> {
    if let value = RealValues.make(T.self) { return .success(value) }
    let size = MemoryLayout<T>.size
    let buffer = UnsafeMutableRawPointer.allocate(
      byteCount: Swift.max(size, 1), alignment: MemoryLayout<T>.alignment)
    defer { buffer.deallocate() }
    buffer.initializeMemory(as: UInt8.self, repeating: 0, count: size)
    if let reason = SafeLayout.fill(T.self, at: buffer) {
      return .failure(PlaceholderError(type: String(reflecting: T.self), reason: reason))
    }
    return .success(buffer.assumingMemoryBound(to: T.self).move())
  }

  /// A placeholder, reporting a failure and trapping only when none can be made.
  package static func makeOrTrap<T>(_ type: T.Type, for purpose: String, at location: SourceLocation) -> T {
    switch make(T.self) {
    case .success(let value):
      return value
    case .failure(let error):
      let message = "\(purpose): \(error.description)"
      FailureReporter.report(message, at: location)
      preconditionFailure("Lyrebird: \(message)")
    }
  }
}

/// Why no placeholder exists for a type, and what the user can do about it.
public struct PlaceholderError: Error, Sendable, CustomStringConvertible {
  /// The full name of the type that has no placeholder.
  public let type: String
  /// Why the type's layout can't be made safe, for example an enum whose every case has a payload.
  public let reason: String
  /// The reason, and the fix: conforming the type to ``Providable``.
  public var description: String {
    "Lyrebird cannot make a placeholder value of type '\(type)' (\(reason)). "
      + "Conform '\(type)' to 'Providable' so Lyrebird can create an instance of it."
  }
}

/// Writes a bit pattern that is safe to copy and destroy, field by field.
enum SafeLayout {
  /// Returns `nil` on success, or the reason the type's layout can't be made safe.
  static func fill(_ type: Any.Type, at address: UnsafeMutableRawPointer) -> String? {
    if isPOD(type) { return nil }
    if writeRealValue(of: type, at: address) { return nil }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let rawKind = metadata.load(as: UInt.self)
    guard rawKind <= 0x7FF, let kind = _MetadataKind(rawValue: rawKind) else {
      return nil  // An Objective-C class: a nil reference is safe.
    }
    switch kind {
    case .class, .foreignClass, .objcClassWrapper, .metatype, .existentialMetatype, .errorObject:
      return nil  // Plain references or trivial words: all zero is a nil reference.
    case .function:
      CallablePlaceholder.fill(metadata, at: address)
      return nil
    case .existential:
      return fillExistential(metadata, at: address)
    case .struct, .tuple:
      var failure: String?
      _forEachField(of: type) { name, offset, fieldType, _ in
        failure = fill(fieldType, at: address + offset).map { "field '\(String(cString: name))': \($0)" }
        return failure == nil
      }
      return failure
    case .enum, .optional:
      return EnumLayout.fill(metadata, at: address)
    case .opaque:
      return nil  // Builtin references inside standard-library types: zero is a nil reference.
    default:
      return "its kind of type is not supported"
    }
  }

  /// Fields with a genuine value (strings, arrays, numbers) get that value instead of bits.
  private static func writeRealValue(of type: Any.Type, at address: UnsafeMutableRawPointer) -> Bool {
    func write<T>(_: T.Type) -> Bool {
      guard let value = RealValues.make(T.self) else { return false }
      address.initializeMemory(as: T.self, to: value)
      return true
    }
    return _openExistential(type, do: write)
  }

  private static func isPOD(_ type: Any.Type) -> Bool {
    func open<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: open)
  }

  /// Class-bound and `Error` existentials are references; opaque ones need a type in their box.
  private static func fillExistential(_ metadata: UnsafeRawPointer, at address: UnsafeMutableRawPointer) -> String? {
    let flags = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt32.self)
    let isClassBound = flags & 0x8000_0000 == 0
    let isError = (flags >> 24) & 0x3F == 1
    if isClassBound || isError { return nil }
    // An opaque box: three inline words, then the dynamic type. Claim it holds an `Int` zero.
    let intMetadata = unsafeBitCast(Int.self as Any.Type, to: UnsafeRawPointer.self)
    address.storeBytes(of: intMetadata, toByteOffset: 3 * MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
    return nil
  }
}
