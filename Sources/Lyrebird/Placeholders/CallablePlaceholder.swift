/// Placeholder closures that can be called: a mock's own code may call a closure argument after
/// `invoke` (`completion(error)`), also while `registerResult(for:)` probes it with placeholders.
///
/// A Swift closure that isn't `async` and returns nothing, or a value with no references, gets a
/// function that does nothing and no context; any other closure stays all zero.
enum CallablePlaceholder {
  /// Writes the do-nothing function into the closure at `address` when its type allows it.
  static func fill(_ metadata: UnsafeRawPointer, at address: UnsafeMutableRawPointer) {
    let word = MemoryLayout<UInt>.size
    let flags = metadata.load(fromByteOffset: word, as: UInt.self)
    let isSwiftConvention = (flags >> 16) & 0xFF == 0
    let isAsync = flags & 0x2000_0000 != 0
    guard isSwiftConvention, !isAsync, word == 8 else { return }
    let result = unsafeBitCast(metadata.load(fromByteOffset: 2 * word, as: UnsafeRawPointer.self), to: Any.Type.self)
    func isPOD<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    guard _openExistential(result, do: isPOD) else { return }
    let function = unsafeBitCast(doNothing as @convention(c) () -> Void, to: UnsafeRawPointer.self)
    address.storeBytes(of: function, as: UnsafeRawPointer.self)
  }
}

/// The body of every callable placeholder: it leaves its arguments and registers alone.
private func doNothing() {}
