/// Placeholder closures that can be called: a mock's own code may call a closure argument after
/// `invoke` (`completion(error)`), also while `registerResult(for:)` probes it with placeholders.
///
/// A Swift closure that isn't `async` and returns nothing, or a value with no references, gets a
/// function that does nothing and no context; any other closure stays all zero.
enum CallablePlaceholder {
  /// Writes the do-nothing function into the closure at `address` when its type allows it.
  static func fill(_ metadata: UnsafeRawPointer, at address: UnsafeMutableRawPointer) {
    // An `@isolated(any)` closure keeps its isolation in its context, which is read whenever the
    // value is converted: a nil context crashes. Any such closure has the same two words, so one
    // that does nothing stands in, with a real context of no isolation.
    if isIsolatedAny(metadata) {
      address.initializeMemory(as: (@isolated(any) @Sendable () async -> Void).self, to: {})
      return
    }
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

/// Whether the function type at `metadata` is `@isolated(any)`: its extended flags aren't public,
/// but the type's name says it (placeholders are made only for matchers and probes, off the call path).
private func isIsolatedAny(_ metadata: UnsafeRawPointer) -> Bool {
  String(describing: unsafeBitCast(metadata, to: Any.Type.self)).hasPrefix("@isolated(any) ")
}

/// The body of every callable placeholder: it leaves its arguments and registers alone.
private func doNothing() {}
