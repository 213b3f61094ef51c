@_spi(Reflection) import Swift

/// A tuple of values a provider has for each element: `(Int, String)` from `0` and `""`.
///
/// Cuckoo's stubs answer tuples of the types they know; a provider keyed by type can't list every
/// tuple, so tuples are put together element by element.
enum TupleValues {
  /// The tuple of `provider`'s values for `type`'s elements, or `nil` when `type` isn't a tuple or
  /// the provider lacks a value for one of its elements.
  static func make<T>(_ type: T.Type, from provider: ValueProvider) -> T? {
    let metadata = unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self)
    guard metadata.load(as: UInt.self) == _MetadataKind.tuple.rawValue else { return nil }
    var elements: [(offset: Int, write: (UnsafeMutableRawPointer) -> Void)] = []
    var complete = true
    _forEachField(of: type) { _, offset, fieldType, _ in
      func element<F>(_: F.Type) -> ((UnsafeMutableRawPointer) -> Void)? {
        guard let value = provider.provideValue(for: F.self) else { return nil }
        return { $0.initializeMemory(as: F.self, to: value) }
      }
      guard let write = _openExistential(fieldType, do: element) else {
        complete = false
        return false
      }
      elements.append((offset, write))
      return true
    }
    guard complete else { return nil }
    let buffer = UnsafeMutableRawPointer.allocate(
      byteCount: Swift.max(MemoryLayout<T>.size, 1), alignment: MemoryLayout<T>.alignment)
    defer { buffer.deallocate() }
    for element in elements { element.write(buffer + element.offset) }
    return buffer.assumingMemoryBound(to: T.self).move()
  }
}
